import Foundation
import Testing

/// Hostile documents of other systems (PRODUCT.md §2, §10) through the built binary: each a
/// value that changed type, a condition that never held, or a message that hid its reason.
@Suite struct DialectHostileTests {
  /// A JSON Schema `enum` of integers: the payload sends the number the schema asks for, and an
  /// `if` testing it with `const` holds (it compared the option's text with `===`).
  @Test func aNumericOptionIsSentAsANumberAndItsConditionHolds() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write(
      "numbers.json",
      #"""
      {"type": "object", "properties": {
        "n": {"type": "integer", "enum": [1, 2]},
        "m": {"type": "array", "items": {"enum": [1, 2, 3]}, "uniqueItems": true},
        "t": {"type": "string"}},
       "if": {"properties": {"n": {"const": 2}}}, "then": {"required": ["t"]}}
      """#)
    let refused = try Formsh.run(["-c", "set n 2; submit -o /dev/stdout", path])
    #expect(refused.status != 0, "\(refused)")
    #expect(refused.stderr.contains("t: is required"), "\(refused)")
    let sent = try Formsh.run(["-c", "set n 2; set m 1,3; set t x; submit -o /dev/stdout", path])
    #expect(sent.status == 0, "\(sent)")
    let payload = JSONText(parsing: sent.stdout)
    #expect(payload?["n"] == JSONText(parsing: "2"), "\(sent)")
    #expect(payload?["m"] == JSONText(parsing: "[1, 3]"), "\(sent)")
  }

  /// SurveyJS ratings are numbers too: `{n} = 2` holds, and `2` is sent.
  @Test func aSurveyJSNumericChoiceIsSentAsANumber() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write(
      "survey.json",
      #"""
      {"pages": [{"elements": [
        {"type": "radiogroup", "name": "n", "choices": [1, 2]},
        {"type": "text", "name": "t", "visibleIf": "{n} = 2"}]}]}
      """#)
    let sent = try Formsh.run(["-c", "set n 2; set t x; submit -o /dev/stdout", path])
    #expect(sent.status == 0, "\(sent)")
    #expect(JSONText(parsing: sent.stdout)?["n"] == JSONText(parsing: "2"), "\(sent)")
    #expect(JSONText(parsing: sent.stdout)?["t"] == JSONText(parsing: #""x""#), "\(sent)")
  }
}
