import Foundation
import Testing

/// `submit --curl` and `formsh test --curl FILE` (docs/testing.md, "Reproduce a request"): the
/// requests as `curl` lines that `sh` runs to send the same request again, with every secret
/// a `${NAME}` placeholder and never its value.
@Suite struct CurlLineTests {
  static let token = "tok-\(UUID().uuidString.prefix(8))"

  /// The requests' method, path, body and the headers a request is made of, to compare two.
  static func essence(_ request: LoggedRequest) -> [String] {
    [request.method, request.path, request.body]
      + ["Content-Type", "Accept", "Authorization", "Cookie", "X-Trace"].map {
        "\($0): \(request.header($0) ?? "-")"
      }
  }

  /// The line `submit --curl` prints, run by `sh` with its placeholders exported, sends what
  /// formsh sent: a `--secret` inside a header, a secure field typed out (with a quote and a
  /// `$` in it), the cookie of the flow, a header with single quotes.
  @Test func theLinePastedIntoShSendsTheSameRequest() throws {
    let backend = try Backends.plain()
    let marker = Backends.marker()
    let result = try Formsh.run([
      "--secret", "TOKEN=\(Self.token)", "-c",
      #"header Authorization: Bearer ${TOKEN}; header X-Trace: "it's 'quoted'""#
        + "; load \(backend.url("/flow/signup?m=" + marker)); set email=ada@example.com"
        + #"; set password="pa\"ss $HOME 42"; submit --curl"#,
    ])
    #expect(result.status == 0, "\(result)")
    let line = try #require(
      result.stdout.split(separator: "\n").first { $0.hasPrefix("curl ") }.map(String.init),
      "\(result)")
    // No secret value: placeholders instead.
    for secret in [Self.token, #"pa"ss"#, #"pa\"ss"#] {
      #expect(!result.stdout.contains(secret), "\(result)")
    }
    #expect(line.contains(#"-H 'Authorization: Bearer '"${TOKEN}""#), "\(line)")
    #expect(line.contains(#"-H 'X-Trace: it'\''s '\''quoted'\'''"#), "\(line)")
    #expect(line.contains(#""password":"'"$(printf %s "${PASSWORD}" | od "#), "\(line)")
    #expect(line.contains(#"-b 'flow='"${COOKIE_FLOW}""#), "\(line)")
    let sent = try Backends.requests(backend, containing: marker)
    #expect(sent.count == 2, "\(sent)")
    let cookie = try #require(sent.last?.header("Cookie"), "\(sent)")
    #expect(!result.stdout.contains(cookie), "\(result)")

    // Through sh with the placeholders' values exported as they are: the same request
    // again (the line escapes the password for its JSON body).
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/sh")
    shell.arguments = ["-c", line + " > /dev/null 2>&1"]
    shell.environment = [
      "PATH": "/usr/bin:/bin", "TOKEN": Self.token, "PASSWORD": #"pa"ss $HOME 42"#,
      "COOKIE_FLOW": String(cookie.dropFirst("flow=".count)),
    ]
    try shell.run()
    shell.waitUntilExit()
    #expect(shell.terminationStatus == 0)
    let again = try Backends.requests(backend, containing: marker)
    #expect(again.count == 3, "\(again)")
    guard again.count == 3 else { return }
    #expect(Self.essence(again[2]) == Self.essence(again[1]), "\(again)")
    #expect(again[2].header("Authorization") == "Bearer \(Self.token)")
    #expect(again[2].body.contains(#""password":"pa\"ss $HOME 42""#), "\(again)")
  }

  /// A secure field holding a `--secret` and more is one placeholder, so no part of it is
  /// written; a form body's secret is found percent-encoded; a URL's password is a
  /// placeholder too.
  @Test func noPartOfASecretIsWrittenInAnyBody() throws {
    let backend = try Backends.plain()
    let url = backend.url("/echo?m=" + Backends.marker())
    let withPassword = url.replacingOccurrences(of: "http://", with: "http://bob:url-pw-77@")
    let result = try Formsh.run([
      "--secret", "PW=a b&c", "-c",
      "set email=a@b.co; set password=${PW}-and-more-9; check terms"
        + "; submit --to \(url) --curl; submit --to \(withPassword) --as form --curl",
      "Forms/signup.json",
    ])
    #expect(result.status == 0, "\(result)")
    let lines = result.stdout.split(separator: "\n").filter { $0.hasPrefix("curl ") }
    #expect(lines.count == 2, "\(result)")
    for secret in ["and-more", "a b&c", "a+b%26c", "url-pw-77"] {
      #expect(!result.stdout.contains(secret), "\(result)")
    }
    #expect(
      lines.first?.contains(#""password":"'"$(printf %s "${PASSWORD}" | od "#) == true,
      "\(lines)")
    #expect(lines.last?.contains(#"&password='"${PASSWORD}"'&"#) == true, "\(lines)")
    #expect(
      lines.last?.contains(#"'http://bob:'"${URL_PASSWORD}"'@127.0.0.1:"#) == true, "\(lines)")
  }

  /// A character a terminal acts on (a C1 CSI, DEL) is written as `"$(printf '\ooo')"`: the
  /// line is safe to show, and sh still gives curl the same bytes.
  @Test func aControlCharacterIsShownSafelyAndStillSent() throws {
    let backend = try Backends.plain()
    let marker = Backends.marker()
    let result = try Formsh.run([
      "--var", "X=red\u{9B}31m\u{7F}!", "-c",
      "set email=a@b.co; set password=correct horse 42; check terms; set display_name=${X}"
        + "; submit --to \(backend.url("/echo?m=" + marker)) --curl",
      "Forms/signup.json",
    ])
    #expect(result.status == 0, "\(result)")
    let line = try #require(
      result.stdout.split(separator: "\n").first { $0.hasPrefix("curl ") }.map(String.init))
    #expect(!line.contains("\u{9B}") && !line.contains("\u{7F}"), "\(line)")
    #expect(line.contains(#""display_name":"red'"$(printf '\302\233')"'31m'"$(printf '\177')"'!""#))
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/sh")
    shell.arguments = ["-c", line + " > /dev/null 2>&1"]
    shell.environment = ["PATH": "/usr/bin:/bin", "PASSWORD": "correct horse 42"]
    try shell.run()
    shell.waitUntilExit()
    let sent = try Backends.requests(backend, containing: marker)
    #expect(sent.count == 2, "\(sent)")
    #expect(sent.count == 2 && sent[0].body == sent[1].body, "\(sent)")
  }

  /// Runs a curl line through `sh` with `environment` exported (PATH given).
  static func runThroughSh(_ line: String, _ environment: [String: String]) throws -> Int32 {
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/sh")
    shell.arguments = ["-c", line + " > /dev/null 2>&1"]
    shell.environment = environment.merging(["PATH": "/usr/bin:/bin"]) { $1 }
    try shell.run()
    shell.waitUntilExit()
    return shell.terminationStatus
  }

  /// A header whose whole value is a `--secret` variable is written as that variable, an
  /// API key's header too (not masked, not named after the header): by `submit --curl` and
  /// by `formsh test --curl`, and the line sends the same headers again.
  @Test func aHeaderThatIsWhollyASecretIsItsVariable() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let backend = try Backends.plain()
    let marker = Backends.marker()
    let url = backend.url("/echo?m=" + marker)
    let headers = "header X-Tenant: ${TOKEN}\nheader X-Api-Key: ${TOKEN}\n"
    let submitted = try Formsh.run([
      "--secret", "TOKEN=\(Self.token)", "-c",
      headers + "set email=a@b.co\nset password=correct horse 42\ncheck terms"
        + "\nsubmit --to \(url) --curl",
      "Forms/signup.json",
    ])
    #expect(submitted.status == 0, "\(submitted)")
    let script = try files.write("get.formsh", headers + "get \(url)\n")
    let tested = try Formsh.run([
      "test", "--secret", "TOKEN=\(Self.token)", "--curl", "-", script,
    ])
    #expect(tested.status == 0, "\(tested)")
    for output in [submitted.stdout, tested.stdout] {
      #expect(!output.contains(Self.token), "\(output)")
      let line = try #require(
        output.split(separator: "\n").first { $0.hasPrefix("curl ") }.map(String.init),
        "\(output)")
      #expect(!line.contains("********"), "\(line)")
      #expect(line.contains(#"-H 'X-Tenant: '"${TOKEN}""#), "\(line)")
      #expect(line.contains(#"-H 'X-Api-Key: '"${TOKEN}""#), "\(line)")
      #expect(try Self.runThroughSh(line, ["TOKEN": Self.token]) == 0)
    }
    let sent = try Backends.requests(backend, containing: marker)
    #expect(sent.count == 4, "\(sent)")
    for request in sent {
      #expect(request.header("X-Tenant") == Self.token, "\(sent)")
      #expect(request.header("X-Api-Key") == Self.token, "\(sent)")
    }
  }

  /// A secret put into a JSON body is written so that the shell inserts it JSON-escaped:
  /// exported as it is, a value holding a quote, a double quote, a backslash and a newline
  /// gives the same body bytes formsh sent.
  @Test func aSecretInAJSONBodyIsExportedAsItIs() throws {
    let backend = try Backends.plain()
    let marker = Backends.marker()
    let value = "it's \"q\" \\ end\n2nd"
    let result = try Formsh.run([
      "--secret", "NAME=\(value)", "-c",
      "set email=a@b.co; set password=correct horse 42; check terms; set display_name=${NAME}"
        + "; submit --to \(backend.url("/echo?m=" + marker)) --curl",
      "Forms/signup.json",
    ])
    #expect(result.status == 0, "\(result)")
    let line = try #require(
      result.stdout.split(separator: "\n").first { $0.hasPrefix("curl ") }.map(String.init),
      "\(result)")
    #expect(!line.contains("it's") && !line.contains("2nd"), "\(line)")
    #expect(
      try Self.runThroughSh(line, ["NAME": value, "PASSWORD": "correct horse 42"]) == 0)
    let sent = try Backends.requests(backend, containing: marker)
    #expect(sent.count == 2, "\(sent)")
    guard sent.count == 2 else { return }
    #expect(sent[0].body.contains(#""display_name":"it's \"q\" \\ end\n2nd""#), "\(sent)")
    #expect(sent[1].body == sent[0].body, "\(sent)")
  }

  @Test func curlGoesWithASendAndIsWrittenToNoFile() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let refused = try Formsh.run(["-c", "submit -o \(files.path)/p.json --curl"])
    #expect(refused.status == 2, "\(refused)")
    #expect(
      refused.stderr.contains("--follow and --curl go with --to URL, not with -o FILE"),
      "\(refused)")
    let noAction = try Formsh.run(["-c", "submit --curl", "Forms/signup.json"])
    #expect(noAction.status == 2, "\(noAction)")
    #expect(noAction.stderr.contains("go with --to URL (this form has no action)"), "\(noAction)")
  }

  /// `formsh test --curl FILE`: every request of every scenario, `load`'s GET included, each
  /// after its `# SCENARIO:LINE`, in the scenarios' order whatever order they ran in.
  @Test func testWritesEveryRequestOfTheSuiteInOrder() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let backend = try Backends.plain()
    let marker = Backends.marker()
    let folder = files.path + "/suite"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    _ = try files.write("suite/a-flow.formsh", FlowTests.signUp(backend, marker: marker))
    _ = try files.write(
      "suite/b-echo.formsh",
      """
      # a comment first
      load \(backend.url("/forms/signup?m=" + marker))
      set email=grace@example.com
      set password=${PW}
      check terms
      submit --to \(backend.url("/echo?m=" + marker)) --method PUT

      """)
    let output = files.path + "/requests.sh"
    let result = try Formsh.run([
      "test", "--jobs", "2", "--secret", "PW=correct horse 42", "--curl", output, folder,
    ])
    #expect(result.status == 0, "\(result)")
    let text = try String(contentsOfFile: output, encoding: .utf8)
    #expect(!text.contains("correct horse 42"), "\(text)")
    let comments = text.split(separator: "\n").filter { $0.hasPrefix("# \(folder)") }
    #expect(
      comments == [
        "# \(folder)/a-flow.formsh:1", "# \(folder)/a-flow.formsh:5",
        "# \(folder)/a-flow.formsh:10", "# \(folder)/b-echo.formsh:2",
        "# \(folder)/b-echo.formsh:6",
      ], "\(text)")
    #expect(text.hasPrefix("# formsh test --curl: 5 requests, in the scenarios' order;"), "\(text)")
    let lines = text.split(separator: "\n").filter { $0.hasPrefix("curl ") }
    #expect(lines.count == 5, "\(text)")
    // A form is asked for as JSON first, an HTML page (its <form>) next.
    #expect(
      lines[0] == "curl '\(backend.url("/flow/signup?m=" + marker))'"
        + " -H 'Accept: application/json, text/html;q=0.9, */*;q=0.1'")
    #expect(lines[1].contains(#""password":"'"$(printf %s "${PW}" | od "#), "\(lines[1])")
    #expect(lines[1].contains(#"-b 'flow='"${COOKIE_FLOW}""#), "\(lines[1])")
    #expect(lines[4].hasPrefix("curl -X PUT '\(backend.url("/echo?m=" + marker))'"), "\(lines[4])")
    let cookie = try #require(
      Backends.requests(backend, containing: marker).compactMap { $0.header("Cookie") }.first)
    #expect(!text.contains(cookie), "\(text)")

    // With -, the same after the report on standard output.
    let printed = try Formsh.run([
      "test", "--secret", "PW=correct horse 42", "--curl", "-", folder + "/b-echo.formsh",
    ])
    #expect(printed.status == 0, "\(printed)")
    #expect(
      printed.stdout.contains(
        "1 passed, 0 failed in "), "\(printed)")
    #expect(printed.stdout.contains("\n# formsh test --curl: 2 requests, "), "\(printed)")
    #expect(!FileManager.default.fileExists(atPath: Formsh.root + "/-"))

    // A --form URL's own request comes first, named as the scenario's --form.
    let withForm = files.path + "/with-form.sh"
    let formRun = try Formsh.run([
      "test", "--form", backend.url("/forms/signup?m=" + marker), "--curl", withForm,
      "--secret", "PW=correct horse 42", folder + "/b-echo.formsh",
    ])
    #expect(formRun.status == 0, "\(formRun)")
    let formText = try String(contentsOfFile: withForm, encoding: .utf8)
    #expect(
      formText.contains(
        "\n# \(folder)/b-echo.formsh (--form)\ncurl '\(backend.url("/forms/signup?m=" + marker))'"),
      "\(formText)")
  }
}
