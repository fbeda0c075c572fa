import FormshData
import FormshDomain
import Testing
@testable import FormshFill

@Suite struct JSONRecordParserTests {
  let ids = ["name", "age", "tags", "ok", "note"]

  func parse(_ line: String) -> ParsedRecord {
    let parser = JSONRecordParser(fieldIDs: ids)
    var record = ParsedRecord(fieldCount: ids.count)
    var line = line
    line.withUTF8 { parser.parse($0, into: &record) }
    return record
  }

  @Test func readsEveryScalarKindIntoItsField() {
    let record = parse(#"{"name":"Ada","age":36.50,"tags":["a","b"],"ok":true,"note":null}"#)
    #expect(record.malformed == nil)
    #expect(
      record.inputs == [.text("Ada"), .number("36.50"), .list(["a", "b"]), .bool(true), .null])
  }

  @Test func absentFieldsStayNil() {
    #expect(parse(#"{"age": 1}"#).inputs == [nil, .number("1"), nil, nil, nil])
    #expect(parse("{}").inputs == [nil, nil, nil, nil, nil])
  }

  @Test(arguments: [
    (#"{"name":"a\"b\\c\/d"}"#, "a\"b\\c/d"),
    (#"{"name":"line\nbreak\ttab"}"#, "line\nbreak\ttab"),
    (#"{"name":"caf\u00e9"}"#, "café"),
    (#"{"name":"\ud83d\ude00 smile"}"#, "😀 smile"),
    (#"{"name":"Été 東京"}"#, "Été 東京"),
    (#"{ "name" : "spaced" }"#, "spaced"),
    (#"{"name":"ends in a backslash\\"}"#, "ends in a backslash\\"),
    (#"{"name":"\"quoted\"","age":1}"#, "\"quoted\""),
    (#"{"name":"\u00e9t\u00e9 \ud83d\ude00\/"}"#, "été 😀/"),
  ])
  func decodesStrings(line: String, expected: String) {
    #expect(parse(line).inputs[0] == .text(expected))
  }

  @Test func keepsNumbersExactlyAsWrittenEvenBeyondDouble() {
    let huge = "123456789012345678901234567890.000000000000000000001"
    #expect(parse(#"{"age":\#(huge)}"#).inputs[1] == .number(huge))
    #expect(parse(#"{"age":1e400}"#).inputs[1] == .number("1e400"))
    #expect(parse(#"{"age":-0.0}"#).inputs[1] == .number("-0.0"))
  }

  @Test func reportsUnknownAndRepeatedKeys() {
    let record = parse(#"{"name":"a","bogus":1,"name":"b"}"#)
    #expect(record.unknownKeys == ["bogus"])
    #expect(record.repeatedFields == [0])
    // The first value stays, as a form's repeated key does.
    #expect(record.inputs[0] == .text("a"))
  }

  @Test func nestedValuesArriveAsOtherShapes() {
    let record = parse(#"{"name":{"first":"Ada"},"tags":[1,true]}"#)
    #expect(record.inputs[0] == .other("an object"))
    #expect(record.inputs[2] == .other("a list holding a boolean"))
    // Numbers name options by their text (a multi-select of numeric options).
    #expect(parse(#"{"tags":[1,2.50]}"#).inputs[2] == .list(["1", "2.50"]))
  }

  @Test(arguments: [
    ("", "blank line; expected a JSON object"),
    ("   ", "blank line; expected a JSON object"),
    (#"{"name":"a""#, "unexpected end of input in an object; expected '}' (column 12)"),
    (#"{"name":"a",}"#, "expected a string key in an object, found '}' (column 13)"),
    (#"["name"]"#, "expected a JSON object, found an array"),
    (#"{"name":"\ud800"}"#, #"unpaired surrogate \uD800 (column 10)"#),
    (#"{"name":tru}"#, "expected a value, found 'tru' (column 9)"),
    (#"{"age":01}"#, "invalid number '01' (column 8)"),
  ])
  func explainsMalformedLines(line: String, reason: String) {
    #expect(parse(line).malformed == reason)
  }

  @Test func rejectsInvalidUTF8WithItsColumn() {
    let parser = JSONRecordParser(fieldIDs: ids)
    var record = ParsedRecord(fieldCount: ids.count)
    let bytes: [UInt8] = Array(#"{"name":"ab"#.utf8) + [0xFF] + Array(#""}"#.utf8)
    bytes.withUnsafeBufferPointer { parser.parse($0, into: &record) }
    #expect(record.malformed == "invalid UTF-8 in a string (column 12)")
  }

  @Test func rejectsInvalidUTF8InAStringWithEscapes() {
    let parser = JSONRecordParser(fieldIDs: ids)
    var record = ParsedRecord(fieldCount: ids.count)
    let bytes: [UInt8] = Array(#"{"name":"a\nb"#.utf8) + [0xC3] + Array(#""}"#.utf8)
    bytes.withUnsafeBufferPointer { parser.parse($0, into: &record) }
    #expect(record.malformed?.hasPrefix("invalid UTF-8 in a string") == true)
    let valid: [UInt8] = Array(#"{"name":"a\nb"#.utf8) + [0xC3, 0xA9] + Array(#""}"#.utf8)
    valid.withUnsafeBufferPointer { parser.parse($0, into: &record) }
    #expect(record.inputs[0] == .text("a\nbé"))
  }

  @Test func findsKeysInAnyOrderAndIdsThatNeedEscapesOrExtendOthers() {
    let ids = ["name", "name2", "caf\u{E9}", #"a"b"#, #"c\d"#]
    let parser = JSONRecordParser(fieldIDs: ids)
    var record = ParsedRecord(fieldCount: ids.count)
    var line = #"{"name2":2,"name":1,"café":3,"a\"b":4,"c\\d":5,"nam":6}"#
    line.withUTF8 { parser.parse($0, into: &record) }
    #expect(record.malformed == nil)
    #expect(
      record.inputs == [.number("1"), .number("2"), .number("3"), .number("4"), .number("5")])
    #expect(record.unknownKeys == ["nam"])
  }

  @Test func reusesTheRecordWithoutLeakingThePreviousOne() {
    let parser = JSONRecordParser(fieldIDs: ids)
    var record = ParsedRecord(fieldCount: ids.count)
    var first = #"{"name":"a","bogus":1}"#
    first.withUTF8 { parser.parse($0, into: &record) }
    var second = #"{"age":2}"#
    second.withUTF8 { parser.parse($0, into: &record) }
    #expect(record.inputs == [nil, .number("2"), nil, nil, nil])
    #expect(record.unknownKeys.isEmpty)
  }
}
