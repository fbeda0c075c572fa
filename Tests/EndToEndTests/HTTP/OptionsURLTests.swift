import Foundation
import Testing

/// Dropdowns whose options a server gives (`options_url`, `options_path`; docs/form-format.md),
/// through the binary against the test backend's `/options`: loaded when the field is shown
/// and when a placeholder's value changes, each URL fetched once per session; a source that
/// fails is an error on the field, never on the form; `fill` loads them once per run; bad
/// members are load diagnostics.
@Suite struct OptionsURLTests {
  /// A form whose `city` takes its options from `url` (`{country}` filled from `country`),
  /// beside a static `country` and a text `name`.
  static func form(
    city url: String, path: String? = nil, cityRequired: Bool = true, extra: String = ""
  ) throws -> String {
    let pathMember = path.map { #", "options_path": "\#($0)""# } ?? ""
    let text = """
      {"form_title": "Trip", "fields": [
        {"id": "country", "order": 1, "type": "DROPDOWN", "label": "Country",
         "options": [{"id": "fr", "label": "France"}, {"id": "de", "label": "Germany"}]},
        {"id": "city", "order": 2, "type": "DROPDOWN", "label": "City",
         "required": \(cityRequired), "options_url": "\(url)"\(pathMember)},
        {"id": "name", "order": 3, "type": "TEXT", "label": "Name"}\(extra)
      ]}
      """
    return try TemporaryFiles().write("options.json", text)
  }

  /// The URL of the backend's options `{country}-a` and `{country}-b`, marked.
  static func cityURL(_ backend: TestBackend, _ marker: String, _ query: String = "") -> String {
    backend.url("/options?ids={country}-a,{country}-b&m=\(marker)\(query)")
  }

  @Test func theServersOptionsAreTakenAndNoOtherValue() throws {
    let backend = try Backends.plain()
    let marker = Backends.marker()
    let form = try Self.form(city: Self.cityURL(backend, marker))
    let taken = try Formsh.run(
      ["-c", "set country=fr; set city=fr-b; select city Option fr-a; submit", form])
    #expect(taken.status == 0, "\(taken)")
    #expect(
      taken.stdout == "{\n  \"country\": \"fr\",\n  \"city\": \"fr-a\",\n  \"name\": \"\"\n}\n")
    let described = try Formsh.run(["-c", "set country=de; describe city", form])
    #expect(described.status == 0, "\(described)")
    // The URL it loaded from, wrapped to the width.
    let loadedFrom = backend.url("/options?ids=de-a,de-b&m=")
    #expect(described.stdout.contains("  options from  \(loadedFrom)"), "\(described)")
    #expect(described.stdout.contains("    de-b  Option de-b\n"), "\(described)")
    let refused = try Formsh.run(["-c", "set country=fr; set city=lyon", form])
    #expect(refused.status == 1, "\(refused)")
    #expect(
      refused.stderr == "-c:1: error: city: has no option \"lyon\"; choose one of: fr-a, fr-b\n")
  }

  @Test func aPlaceholdersChangeLoadsAgainAndAURLIsFetchedOnce() throws {
    let backend = try Backends.plain()
    let marker = Backends.marker()
    let form = try Self.form(city: Self.cityURL(backend, marker))
    let result = try Formsh.run([
      "-c",
      "set country=fr; set city=fr-a; set country=de; validate; set country=fr; set country=de\n"
        + "expect refused set city=fr-a\nset city=de-b; expect valid",
      form,
    ])
    #expect(result.status == 0, "\(result)")
    // The value chosen among France's options is none of Germany's.
    #expect(
      result.stdout
        == "1 field fails validation:\n  city: \"fr-a\" is not one of the options loaded\n")
    let paths = try Backends.requests(backend, containing: marker).map(\.path)
    #expect(
      paths.map { $0.components(separatedBy: "&m=")[0] } == [
        "/options?ids=-a,-b", "/options?ids=fr-a,fr-b", "/options?ids=de-a,de-b",
      ])
  }

  /// The options come through the session's client: the headers set go with them, and
  /// `undo` goes back to options already fetched.
  @Test func theSessionsHeadersGoWithTheRequestAndUndoFetchesNothing() throws {
    let backend = try Backends.plain()
    let marker = Backends.marker()
    let form = try Self.form(city: Self.cityURL(backend, marker))
    let result = try Formsh.run([
      "--header", "X-Api-Key: k-123", "-c",
      "set country=fr; set country=de; undo; set city=fr-b; expect valid", form,
    ])
    #expect(result.status == 0, "\(result)")
    let sent = try Backends.requests(backend, containing: marker)
    #expect(sent.count == 3)
    #expect(sent.allSatisfy { $0.header("X-Api-Key") == "k-123" })
    #expect(sent.allSatisfy { $0.header("User-Agent")?.hasPrefix("formsh/") == true })
  }

  @Test func aPlaceholdersValueIsPercentEncoded() throws {
    let backend = try Backends.plain()
    let marker = Backends.marker()
    let form = try Self.form(
      city: backend.url("/options?ids={name}&m=\(marker)&b={{x}}"), cityRequired: false)
    let result = try Formsh.run(["-c", "set name=a b&c/é; set city=\"a b&c/é\"", form])
    #expect(result.status == 0, "\(result)")
    let paths = try Backends.requests(backend, containing: marker).map(\.path)
    #expect(paths.last == "/options?ids=a%20b%26c%2F%C3%A9&m=\(marker)&b={x}")
  }

  @Test(arguments: [
    ("&bad=1", "the response is not JSON (line 1, column 3: expected a string key"),
    ("&wrap=1", "the response is an object, not an array of options"),
  ])
  func aBadResponseIsAnErrorOnTheField(query: String, reason: String) throws {
    let backend = try Backends.plain()
    let url = Self.cityURL(backend, Backends.marker(), query)
    let form = try Self.form(city: url)
    let result = try Formsh.run(
      ["-c", "expect error city /could not load options from/; set name=Ada; validate", form])
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stdout.hasPrefix("1 field fails validation:\n  city: could not load options from "))
    #expect(result.stdout.contains(reason), "\(result)")
  }

  @Test func aServerErrorOrNoServerIsAnErrorOnTheFieldAndTheFormStillWorks() throws {
    let down = try TestBackend.start()
    let downURL = down.url("/options?ids=a")
    down.stop()
    let backend = try Backends.plain()
    for (url, reason) in [
      (backend.url("/status/500"), "HTTP 500 Internal Server Error: {\"status\": 500}"),
      (downURL, "connection refused (nothing listens at 127.0.0.1:\(down.port))"),
    ] {
      let form = try Self.form(city: url)
      let result = try Formsh.run(
        ["-c", "set country=de; set name=Ada; expect value name = Ada; submit", form])
      #expect(result.status == 1, "\(result)")
      #expect(
        result.stderr
          == "-c:1: error: submit refused: 1 field fails validation\n"
          + "  city: could not load options from \(url): \(reason)\n")
      let state = try Formsh.run(["-c", "state --json", form])
      #expect(state.status == 0, "\(state)")
      let errors = try #require(JSONText(parsing: state.stdout)?["errors"])
      #expect(errors.description.contains("could not load options from"), "\(state)")
    }
  }

  @Test func optionsPathFindsTheOptionsInTheResponse() throws {
    let backend = try Backends.plain()
    for path in ["$.data.items", "$.data.items[*]"] {
      let form = try Self.form(
        city: Self.cityURL(backend, Backends.marker(), "&wrap=1"), path: path)
      let result = try Formsh.run(["-c", "set country=de; set city=\"Option de-b\"; submit", form])
      #expect(result.status == 0, "\(path): \(result)")
      #expect(result.stdout.contains("\"city\": \"de-b\""), "\(path)")
    }
    let none = try Self.form(
      city: Self.cityURL(backend, Backends.marker(), "&wrap=1"), path: "$.nothing")
    let result = try Formsh.run(["-c", "validate", none])
    #expect(result.stdout.contains("options_path \"$.nothing\" selects nothing"), "\(result)")
  }

  @Test func aHiddenFieldsOptionsWaitUntilItIsShown() throws {
    let backend = try Backends.plain()
    let marker = Backends.marker()
    let text = """
      {"form_title": "Hidden", "fields": [
        {"id": "more", "order": 1, "type": "CHECKBOX", "label": "More"},
        {"id": "tag", "order": 2, "type": "DROPDOWN", "label": "Tag", "visible_if": {"var": "more"},
         "options_url": "\(backend.url("/options?ids=t1,t2&m=\(marker)"))"}
      ]}
      """
    let form = try TemporaryFiles().write("hidden.json", text)
    let result = try Formsh.run([
      "-c", "fields; check more; set tag=t2; expect value tag = t2", form,
    ])
    #expect(result.status == 0, "\(result)")
    #expect(try Backends.requests(backend, containing: marker).count == 1)
  }

  @Test func aMultiSelectTakesItsOptionsFromAServerToo() throws {
    let backend = try Backends.plain()
    let text = """
      {"form_title": "Tags", "fields": [
        {"id": "tags", "order": 1, "type": "DROPDOWN", "label": "Tags", "allow_multiple": true,
         "options_url": "\(backend.url("/options?ids=t1,t2,t3"))"}
      ]}
      """
    let form = try TemporaryFiles().write("tags.json", text)
    let result = try Formsh.run(["-c", "select tags t3,t1; select tags +t2; submit", form])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout == "{\n  \"tags\": [\n    \"t1\",\n    \"t2\",\n    \"t3\"\n  ]\n}\n")
    let refused = try Formsh.run(["-c", "select tags t1,t9", form])
    #expect(refused.status == 1, "\(refused)")
    #expect(refused.stderr.contains("has no option \"t9\""), "\(refused)")
  }

  @Test func fillLoadsTheOptionsOnceFromTheStartingValues() throws {
    let backend = try Backends.plain()
    let marker = Backends.marker()
    let form = try Self.form(city: Self.cityURL(backend, marker))
    let result = try Formsh.run(
      ["fill", "--form", form, "-"],
      stdin: #"{"country":"fr","city":"-a"}"# + "\n" + #"{"city":"-b"}"# + "\n"
        + #"{"city":"fr-a"}"# + "\n")
    #expect(result.status == 1, "\(result)")
    #expect(result.stdout.hasPrefix(#"{"record":1,"ok":true"#))
    #expect(result.stdout.contains(#"{"record":2,"ok":true"#))
    #expect(
      result.stdout.contains(
        #"{"record":3,"ok":false,"errors":{"city":"has no option \"fr-a\"; choose one of: -a, -b"}}"#
      ))
    #expect(try Backends.requests(backend, containing: marker).count == 1)
  }

  @Test func fillStopsWhenTheOptionsCannotBeLoaded() throws {
    let backend = try Backends.plain()
    let url = backend.url("/status/503")
    let form = try Self.form(city: url)
    let result = try Formsh.run(["fill", "--form", form, "-"], stdin: #"{"name":"Ada"}"# + "\n")
    #expect(result.status == 66, "\(result)")
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "formsh fill: error: options of \"city\" from \(url): cannot read:"
        + " HTTP 503 Service Unavailable: {\"status\": 503}\n")
  }

  @Test func badMembersAreLoadDiagnosticsNamingTheField() throws {
    let text = """
      {"form_title": "Bad", "fields": [
        {"id": "a", "order": 1, "type": "DROPDOWN", "label": "A", "options_url": "ftp://x/y"},
        {"id": "b", "order": 2, "type": "DROPDOWN", "label": "B", "options_url": "http://x/{contry}",
         "options": [{"id": "q"}]},
        {"id": "c", "order": 3, "type": "DROPDOWN", "label": "C", "options_url": "http://x/",
         "options_path": "$.["},
        {"id": "country", "order": 4, "type": "TEXT", "label": "Country",
         "options_url": "http://x/"}
      ]}
      """
    let form = try TemporaryFiles().write("bad.json", text)
    let result = try Formsh.run(["lint", form])
    #expect(result.status == 1, "\(result)")
    #expect(
      result.stdout == """
        \(form): 4 fields, 2 errors, 3 warnings
          error    a        options_url "ftp://x/y" is not an http(s) URL; the field has no options
          error    c        options_path "$.[" is not a JSONPath query (expected a member name or '*' after '.', found '[' at column 3); the field has no options
          warning  b        options is ignored: options_url gives the field's options
          warning  country  options_url does not apply to a text field; ignored
          warning  b        options_url shows {contry}, which is not a field; it is shown as written; did you mean "country"?

        """)
  }
}
