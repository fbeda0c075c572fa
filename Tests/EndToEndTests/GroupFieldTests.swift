import Foundation
import Testing

/// `GROUP` fields (docs/form-format.md, issue 29) through the built binary: fields named by their
/// paths in commands, conditions, pipes and records; payloads nested under the groups; the
/// groups shown as indented headings.
@Suite struct GroupFieldTests {
  static let form = "Tests/FormshDataTests/Fixtures/groups.json"

  static func run(_ commands: String) throws -> Formsh.Result {
    try Formsh.run(["-c", commands, form])
  }

  static let filled =
    "set name=Ada; set address.city=Lyon; set address.zip=69001; set address.geo.lat=45.76"

  @Test func thePayloadNestsEachGroupsFieldsUnderIt() throws {
    let result = try Self.run("\(Self.filled); submit")
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stdout == """
        {
          "name": "Ada",
          "ship": true,
          "address": {
            "city": "Lyon",
            "zip": "69001",
            "geo": {
              "lat": 45.76,
              "lon": null
            }
          },
          "label": "To Lyon"
        }

        """)
  }

  /// A hidden group leaves its member out; a hidden field leaves only itself out.
  @Test func aHiddenGroupIsLeftOutOfThePayload() throws {
    let hidden = try Self.run("\(Self.filled); toggle ship; submit")
    #expect(hidden.status == 0, "\(hidden)")
    #expect(!hidden.stdout.contains("address"), "\(hidden)")
    #expect(!hidden.stdout.contains("69001"), "\(hidden)")
    // The city's required rule is not checked on a hidden group either.
    let unchecked = try Self.run("set name=Ada; toggle ship; validate")
    #expect(unchecked.stdout == "valid\n", "\(unchecked)")
    // Without a city, the ZIP is hidden (its own condition), the city required.
    let zipHidden = try Self.run("set name=Ada; set address.zip=1; validate")
    #expect(zipHidden.stdout.contains("address.city: is required"), "\(zipHidden)")
    #expect(!zipHidden.stdout.contains("address.zip"), "\(zipHidden)")
  }

  @Test func aFieldIsNamedByItsPathAndAGroupIsNoField() throws {
    let typo = try Self.run("set address.cty=Lyon")
    #expect(typo.status == 1)
    #expect(
      typo.stderr.hasSuffix("error: no field \"address.cty\"; did you mean \"address.city\"?\n"))
    let group = try Self.run("set address=Lyon")
    #expect(group.status == 1)
    #expect(
      group.stderr
        == "-c:1: error: \"address\" is a group, not a field; name one of its fields:"
        + " address.city, address.zip, address.geo.lat, address.geo.lon\n")
    // `show GROUP` shows the group alone: its heading and its fields.
    let shown = try Self.run("show address.geo")
    #expect(shown.status == 0, "\(shown)")
    #expect(shown.stdout.hasPrefix("  Coordinates "), "\(shown)")
    #expect(shown.stdout.contains("    Longitude "), "\(shown)")
    #expect(!shown.stdout.contains("City"), "\(shown)")
    let invalid = try Self.run("set name=Ada; set address.city=Lyon; set address.zip=1; validate")
    #expect(invalid.stdout.contains("address.zip: must match the pattern ^[0-9]{5}$"), "\(invalid)")
    let state = try Self.run("set address.city=Lyon; state --json")
    let values = try #require(JSONText(parsing: state.stdout)?["values"])
    #expect(values["address.city"] == JSONText(parsing: #""Lyon""#), "\(state)")
    #expect(values["address.geo.lat"] == JSONText(parsing: "null"), "\(state)")
  }

  /// Headings indented by depth, their fields under them; a label pipes a grouped field.
  @Test func groupsAreShownAsIndentedHeadings() throws {
    let shown = try Self.run("set address.city=Lyon; show")
    let lines = shown.stdout.split(separator: "\n", omittingEmptySubsequences: true)
      .map { String($0) }
    func line(_ prefix: String) -> String? { lines.first { $0.hasPrefix(prefix) } }
    #expect(line("  Address ")?.hasSuffix("address · group") == true, "\(shown)")
    #expect(lines.contains("    Where we send it"), "\(shown)")
    #expect(line("    City *")?.hasSuffix("address.city · text") == true, "\(shown)")
    #expect(line("    Coordinates ")?.hasSuffix("address.geo · group") == true, "\(shown)")
    #expect(line("      Latitude ")?.hasSuffix("address.geo.lat · number") == true, "\(shown)")
    #expect(line("  Label for Lyon ") != nil, "\(shown)")
    // Hidden with its condition, the group's heading goes too.
    let hidden = try Self.run("toggle ship; show")
    #expect(!hidden.stdout.contains("Address"), "\(hidden)")
    #expect(!hidden.stdout.contains("address.city"), "\(hidden)")
  }

  /// JSON Lines give a group's fields as a nested object; CSV as dotted columns. A key
  /// inside a group that names none of its fields is an unknown field, named by its path.
  @Test func fillReadsNestedObjectsAndDottedColumns() throws {
    let records =
      [
        #"{"name":"Ada","address":{"city":"Lyon","zip":"69001","geo":{"lat":45.76}}}"#,
        #"{"name":"Bob","address":{"city":"Nice","zip":"x"}}"#,
        #"{"name":"Cy","address":{"cty":"Paris"}}"#,
        #"{"name":"Di","ship":false}"#,
      ].joined(separator: "\n") + "\n"
    let filled = try Formsh.run(["fill", "--form", Self.form, "-"], stdin: records)
    #expect(filled.status == 1, "\(filled)")
    let lines = filled.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines == [
        #"{"record":1,"ok":true,"payload":{"name":"Ada","ship":true,"address":{"city":"Lyon","zip":"69001","geo":{"lat":45.76,"lon":null}},"label":"To Lyon"}}"#,
        #"{"record":2,"ok":false,"errors":{"address.zip":"must match the pattern ^[0-9]{5}$"}}"#,
        #"{"record":3,"ok":false,"errors":{"address.city":"is required","address.cty":"is not a field of this form"}}"#,
        #"{"record":4,"ok":true,"payload":{"name":"Di","ship":false,"label":"none"}}"#,
      ], "\(filled)")
    let csv = try Formsh.run(
      ["fill", "--form", Self.form, "--format", "csv", "-"],
      stdin: "name,address.city,address.geo.lon\nAda,Lyon,4.8\n")
    #expect(csv.status == 0, "\(csv)")
    #expect(
      csv.stdout
        == #"{"record":1,"ok":true,"payload":{"name":"Ada","ship":true,"address":{"city":"Lyon","zip":"","geo":{"lat":null,"lon":4.8}},"label":"To Lyon"}}"#
        + "\n")
  }

  /// `lint --json` lists the groups, and says which group holds each field.
  @Test func lintJSONListsTheGroups() throws {
    let lint = try Formsh.run(["lint", "--json", Self.form])
    #expect(lint.status == 0, "\(lint)")
    let report = try #require(JSONText(parsing: lint.stdout))
    #expect(
      report["groups"]?[1]
        == JSONText(
          parsing:
            #"{"id":"address.geo","label":"Coordinates","parent":"address","fields":["address.geo.lat","address.geo.lon"],"visible_if":null,"enabled_if":null}"#
        ), "\(lint)")
    #expect(report["fields"]?[4]?["group"] == JSONText(parsing: #""address.geo""#), "\(lint)")
  }

  /// What the shell submits and what fill writes for the same values agree byte for byte.
  @Test func submitAndFillAgree() throws {
    let submitted = try Self.run("\(Self.filled); submit")
    let record = #"{"name":"Ada","address":{"city":"Lyon","zip":"69001","geo":{"lat":45.76}}}"#
    let filled = try Formsh.run(["fill", "--form", Self.form, "-"], stdin: record + "\n")
    let payload = try #require(JSONText(parsing: filled.stdout)?["payload"])
    #expect(JSONText(parsing: submitted.stdout) == payload, "\(submitted)\n\(filled)")
  }
}
