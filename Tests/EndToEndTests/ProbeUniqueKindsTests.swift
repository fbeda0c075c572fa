import Foundation
import Testing

/// Hostile review of issue 31: `probe --unique FIELD` on a phone or date field said "no
/// distinct value … keeps its rules (tried +442079460958 with mt4jkz1 added)", and on a field
/// of `max_length` 3 it failed though 3-character distinct values exist. Now a kind whose
/// values take no added characters is named as such, and a short field gets distinct values
/// that fit (`--dry-run`: the payloads, nothing sent).
@Suite struct ProbeUniqueKindsTests {
  static let form = """
    {
      "form_title": "Unique",
      "fields": [
        {"id": "phone", "order": 1, "type": "TEXT", "subtype": "PHONE", "label": "Phone"},
        {"id": "day", "order": 2, "type": "TEXT", "subtype": "DATE", "label": "Day"},
        {"id": "code", "order": 3, "type": "TEXT", "subtype": "PLAIN", "label": "Code",
         "required": true, "min_length": 2, "max_length": 3},
        {"id": "digits", "order": 4, "type": "TEXT", "subtype": "PLAIN", "label": "Digits",
         "regex": "[0-9]+"}
      ]
    }
    """

  static func dryRun(unique field: String) throws -> Formsh.Result {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let form = try files.write("unique.json", Self.form)
    return try Formsh.run([
      "probe", form, "--to", "http://127.0.0.1:9/x", "--dry-run", "--unique", field,
    ])
  }

  @Test(arguments: [("phone", "a phone"), ("day", "a date")])
  func aKindThatTakesNoAddedCharactersIsNamed(field: String, kind: String) throws {
    let result = try Self.dryRun(unique: field)
    #expect(result.status == 2, "\(result)")
    #expect(
      result.stderr.hasPrefix(
        "formsh probe: error: --unique \(field): \(field) is \(kind) field, whose values cannot"
          + " take added characters; --unique takes a text, email or URL field"), "\(result)")
    #expect(!result.stderr.contains("tried"), "\(result)")
  }

  @Test func aShortFieldGetsADistinctValueThatFitsInEachPayload() throws {
    let result = try Self.dryRun(unique: "code")
    #expect(result.status == 0, "\(result)")
    let codes = result.stdout.split(separator: "\n").filter { $0.hasPrefix("{") }.compactMap {
      line in
      (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["code"]
        as? String
    }
    #expect(codes.count > 5, "\(result)")
    #expect(Set(codes).count == codes.count, "\(codes)")
    // All fit the field's length but its own probes of required, min_length and max_length
    // (empty, one character, four).
    #expect(codes.filter { (2...3).contains($0.count) }.count == codes.count - 3, "\(codes)")
  }

  @Test func aRuleNoAddedCharactersKeepIsNamed() throws {
    let result = try Self.dryRun(unique: "digits")
    #expect(result.status == 2, "\(result)")
    #expect(
      result.stderr.contains(
        "--unique digits: no distinct value of digits keeps its rules (0 with characters added"
          + " breaks pattern)"), "\(result)")
  }
}
