import Foundation
import Testing

/// A form with many fields made required by a condition (`required_if`) fills as one with
/// few (an earlier verdict memo of the byte path overflowed on them).
@Suite struct ManyRequiredIfTests {
  /// A checkbox `flag` and `count` text fields each `required_if` flag.
  static func form(_ count: Int) -> String {
    let fields = (0..<count).map { index in
      #"{"id": "t\#(index)", "order": \#(index + 1), "type": "TEXT", "label": "T\#(index)","#
        + #" "required_if": {"var": "flag"}}"#
    }
    return #"{"form_title": "many", "fields": [{"id": "flag", "order": 0, "type": "CHECKBOX","#
      + #" "label": "Flag"}, "# + fields.joined(separator: ", ") + "]}"
  }

  @Test(arguments: [20, 61, 62, 70])
  func fillAnswersEveryRecord(_ count: Int) throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let form = try files.write("many.json", Self.form(count))
    for format in [["-"], ["--format", "csv", "-"]] {
      let records =
        format.count == 1
        ? "{\"flag\": false}\n{\"flag\": true, \"t0\": \"x\"}\n" : "flag,t0\nfalse,\ntrue,x\n"
      let result = try Formsh.run(
        ["fill", "--jobs", "1", "--form", form] + format, stdin: records)
      #expect(result.status == 1, "\(count) fields, \(format): \(result.stderr.prefix(300))")
      let lines = result.stdout.split(separator: "\n")
      #expect(lines.count == 2, "\(count) fields, \(format)")
      #expect(lines.first?.hasPrefix(#"{"record":1,"ok":true"#) == true)
      #expect(
        lines.last?.hasPrefix(#"{"record":2,"ok":false,"errors":{"t1":"is required""#) == true)
    }
  }
}
