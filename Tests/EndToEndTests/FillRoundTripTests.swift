import Foundation
import Testing

/// `fill`'s output is `fill`'s input (issue 41, point 5): a payload carries the form's
/// computed and read-only fields and its `submit_data`, and filled again each may give the
/// value the form has; another value is that field's (or member's) error, naming both.
@Suite struct FillRoundTripTests {
  /// The payloads of `fill`'s lines, one a line, as a script would take them (`jq .payload`).
  static func payloads(of lines: String) throws -> String {
    try lines.split(separator: "\n").map { line in
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      let payload = try #require(object["payload"], "\(line)")
      return String(decoding: try JSONSerialization.data(withJSONObject: payload), as: UTF8.self)
    }.joined(separator: "\n") + "\n"
  }

  /// Forms with computed fields, read-only fields, `submit_data` and a list: their payloads
  /// fill again, each line as it was.
  @Test(arguments: [
    (
      "Tests/FormshDataTests/Fixtures/computed.json",
      #"{"name":"Ada","qty":3}"# + "\n" + #"{"name":"Bo","gift":true,"note":"hi","price":4}"#
    ),
    (
      "Forms/booking.json",
      #"{"lead_name":"Ada","contact_phone":"+442079460958","tour_date":"2026-07-01","#
        + #""pickup_time":"09:00","adults":2,"guests":[{"name":"Bo","age":7}]}"#
    ),
  ])
  func payloadsFillAgain(form: String, records: String) throws {
    let first = try Formsh.run(["fill", "--form", form, "-"], stdin: records + "\n")
    #expect(first.status == 0, "\(first)")
    let again = try Formsh.run(
      ["fill", "--form", form, "-"], stdin: try Self.payloads(of: first.stdout))
    #expect(again.status == 0, "\(again)")
    #expect(again.stdout == first.stdout, "\(again)")
  }

  /// A value other than the form's is the field's error, naming both; numbers compare as
  /// numbers, so `35.0` is the computed 35.
  @Test func anotherValueIsTheFieldsErrorNamingBoth() throws {
    let records =
      [
        #"{"name":"Ada","qty":3,"subtotal":30.0,"total":"35"}"#,
        #"{"name":"Ada","qty":3,"subtotal":31,"code":"X2"}"#,
        #"{"name":"Ada","total":"abc","source":"elsewhere","version":2.0}"#,
      ].joined(separator: "\n") + "\n"
    let result = try Formsh.run(
      ["fill", "--form", "Tests/FormshDataTests/Fixtures/computed.json", "-"], stdin: records)
    #expect(result.status == 1, "\(result)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 3, "\(result)")
    #expect(lines[0].hasPrefix(#"{"record":1,"ok":true,"#), "\(lines[0])")
    #expect(
      lines[1]
        == #"{"record":2,"ok":false,"errors":{"subtotal":"is computed as 30 from other fields; the record gives 31","code":"is read-only, always \"X1\"; the record gives \"X2\""}}"#
    )
    #expect(
      lines[2]
        == #"{"record":3,"ok":false,"errors":{"total":"is computed as 25 from other fields; the record gives \"abc\"","source":"is submit_data of the form, always \"formsh\"; the record gives \"elsewhere\""}}"#
    )
    let breakdown = result.stderr.split(separator: "\n").map {
      $0.split(separator: " ").joined(separator: " ")
    }
    #expect(breakdown.contains("(not a field) read_only 1"), "\(result.stderr)")
    #expect(breakdown.contains("subtotal read_only 1"), "\(result.stderr)")
  }

  /// A SurveyJS data export carries its `expression` questions' values: they fill when they
  /// are what the survey works out.
  @Test func aSurveyJSDataExportWithAnExpressionFills() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let survey = try files.write(
      "order.survey.json",
      #"""
      {"title": "Order", "pages": [{"name": "p", "elements": [
        {"type": "text", "name": "qty", "inputType": "number"},
        {"type": "text", "name": "price", "inputType": "number", "defaultValue": 4},
        {"type": "expression", "name": "total", "expression": "{qty} * {price}"}]}]}
      """#)
    let export =
      #"{"qty":3,"price":4,"total":12}"# + "\n" + #"{"qty":3,"price":5,"total":12}"# + "\n"
    let result = try Formsh.run(["fill", "--form", survey, "-"], stdin: export)
    #expect(result.status == 1, "\(result)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.first == #"{"record":1,"ok":true,"payload":{"qty":3,"price":4,"total":12}}"#,
      "\(result)")
    #expect(
      lines.last
        == #"{"record":2,"ok":false,"errors":{"total":"is computed as 15 from other fields; the record gives 12"}}"#,
      "\(result)")
  }
}
