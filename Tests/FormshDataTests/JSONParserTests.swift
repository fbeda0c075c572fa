import FormshData
import Testing

@Suite("JSONParser")
struct JSONParserTests {
  func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
    try JSONParser.parse(Array(text.utf8))
  }

  /// The error for bytes that must not parse.
  func error(_ bytes: [UInt8]) -> JSONSyntaxError? {
    do {
      let value = try JSONParser.parse(bytes)
      Issue.record("parsed \(value)")
      return nil
    } catch {
      return error
    }
  }

  func error(_ text: String) -> JSONSyntaxError? { error(Array(text.utf8)) }

  @Test("values, with object members in file order")
  func values() throws {
    #expect(
      try parse(#" { "b" : [1, true, false, null, "x", [], {}], "a": {"c": -2} } "#)
        == .object(
          JSONObject([
            (
              "b",
              .array([
                .number("1"), .bool(true), .bool(false), .null, .string("x"), .array([]),
                .object(JSONObject()),
              ])
            ),
            ("a", .object(JSONObject([("c", .number("-2"))]))),
          ])))
  }

  @Test("escapes")
  func escapes() throws {
    #expect(
      try parse(#""\"\\\/\b\f\n\r\t\u0041\u00e9\u20AC\u0000""#)
        == .string("\"\\/\u{8}\u{C}\n\r\tAé€\u{0}"))
  }

  @Test(
    "surrogate pairs make one scalar",
    arguments: [
      (#""\uD83D\uDE00""#, "😀"), (#""\ud83c\udde9\ud83c\uddea""#, "🇩🇪"),
      (#""a\uDBFF\uDFFFb""#, "a\u{10FFFF}b"),
    ])
  func surrogatePairs(json: String, text: String) throws {
    #expect(try parse(json) == .string(text))
  }

  @Test(
    "an unpaired surrogate is an error at its escape",
    arguments: [
      (#"["\uD800"]"#, "unpaired surrogate \\uD800", 3),
      (#"["\uDC00"]"#, "unpaired surrogate \\uDC00", 3),
      (#"["x\uD83D\u0041"]"#, "unpaired surrogate \\uD83D", 4),
      (#"["\uD83Dx"]"#, "unpaired surrogate \\uD83D", 3),
    ])
  func unpairedSurrogate(json: String, reason: String, column: Int) {
    let found = error(json)
    #expect(found?.reason == reason)
    #expect(found?.column == column)
  }

  @Test(
    "bad escapes",
    arguments: [
      (#""\x""#, "invalid escape '\\x'"), (#""\u12G4""#, "invalid \\u escape"),
      (#""\u12"#, "incomplete \\u escape"), (#""\"#, "unterminated string"),
      (#""\U0041""#, "invalid escape '\\U'"),
    ])
  func badEscapes(json: String, reason: String) {
    #expect(error(json)?.reason == reason)
  }

  @Test(
    "invalid UTF-8 in a string is an error at the bad byte",
    arguments: [
      ([0x22, 0xFF, 0x22], 2), ([0x22, 0x61, 0xC0, 0xAF, 0x22], 3),
      ([0x22, 0xED, 0xA0, 0x80, 0x22], 2),
      ([0x22, 0xC3, 0xA9, 0xE2, 0x82, 0x22], 3), ([0x22, 0xF8, 0x88, 0x80, 0x80, 0x80, 0x22], 2),
    ] as [([UInt8], Int)])
  func invalidUTF8(bytes: [UInt8], column: Int) {
    let found = error(bytes)
    #expect(found?.reason == "invalid UTF-8 in a string")
    #expect(found?.line == 1)
    #expect(found?.column == column)
  }

  @Test("invalid UTF-8 next to an escape is still an error")
  func invalidUTF8WithEscapes() {
    #expect(error([0x22, 0x5C, 0x6E, 0xFF, 0x22])?.reason == "invalid UTF-8 in a string")
  }

  @Test("invalid UTF-8 outside a string")
  func invalidUTF8Outside() {
    #expect(error([0x5B, 0xFF, 0x5D])?.reason == "expected a value, found byte 0xFF")
  }

  @Test(
    "a raw control character inside a string is an error",
    arguments: [
      ("\"a\nb\"", "control character U+000A inside a string (a line break; write \\n)", 1, 3),
      ("{\n \"k\": \"a\tb\"}", "control character U+0009 inside a string (a tab; write \\t)", 2, 9),
      ("\"\u{1F}\"", "control character U+001F inside a string", 1, 2),
      ("\"\\n\u{0}\"", "control character U+0000 inside a string", 1, 4),
    ])
  func controlCharacter(json: String, reason: String, line: Int, column: Int) {
    let found = error(json)
    #expect(found?.reason == reason)
    #expect(found?.line == line)
    #expect(found?.column == column)
  }

  @Test("DEL and other non-control characters are fine inside strings")
  func delIsFine() throws {
    #expect(try parse("\"a\u{7F}\u{85}\u{202E}\"") == .string("a\u{7F}\u{85}\u{202E}"))
  }

  @Test("a byte order mark at the start is skipped; anywhere else it is an error")
  func byteOrderMark() throws {
    #expect(
      try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8))
        == .object(JSONObject([("a", .number("1"))])))
    let found = error([0x20, 0xEF, 0xBB, 0xBF, 0x7B, 0x7D])
    #expect(found?.reason == "expected a value, found byte 0xEF")
    #expect(found?.column == 2)
  }

  @Test("nesting deeper than the limit is an error, not a crash", arguments: [100_000, 513])
  func depthLimit(depth: Int) {
    let arrays = error(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
    #expect(arrays?.reason == "nested deeper than 512 levels")
    #expect(arrays?.offset == 512)
    #expect(arrays?.column == 513)
    let objects = error(
      String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth))
    #expect(objects?.reason == "nested deeper than 512 levels")
  }

  @Test("nesting up to the limit parses")
  func depthAtLimit() throws {
    var value = try parse(String(repeating: "[", count: 512) + String(repeating: "]", count: 512))
    var depth = 0
    while case .array(let elements) = value {
      depth += 1
      value = elements.first ?? .null
    }
    #expect(depth == 512)
  }

  @Test("a duplicate key: the last one wins, both are kept in order")
  func duplicateKeys() throws {
    guard case .object(let object) = try parse(#"{"a": 1, "b": 2, "a": 3}"#) else {
      Issue.record("not an object")
      return
    }
    #expect(object["a"] == .number("3"))
    #expect(object.members.map(\.key) == ["a", "b", "a"])
  }

  @Test(
    "numbers are kept exactly as written",
    arguments: [
      "0", "-0", "19.99", "0.10", "1E+2", "1e-7", "-0.0e00", "123456789012345678901234567890",
      "1.000000000000000000001",
    ])
  func numbers(text: String) throws {
    #expect(try parse("[\(text)]") == .array([.number(text)]))
  }

  @Test(
    "numbers outside JSON's grammar are errors",
    arguments: [
      ("01", "invalid number '01'"), ("1.", "invalid number '1.'"), ("-", "invalid number '-'"),
      ("1e", "invalid number '1e'"), ("1.5.2", "invalid number '1.5.2'"),
      ("0x1F", "invalid number '0x1F'"),
      ("-a", "invalid number '-a'"), (".5", "expected a value, found '.'"),
      ("+1", "expected a value, found '+'"),
      ("NaN", "expected a value, found 'N'"), ("Infinity", "expected a value, found 'I'"),
    ])
  func badNumbers(text: String, reason: String) {
    #expect(error("[\(text)]")?.reason == reason)
  }

  @Test(
    "structural errors say what was expected and where",
    arguments: [
      ("", "empty input; expected a JSON value", 1, 1),
      ("[1,]", "expected a value, found ']'", 1, 4),
      ("{\"a\" 1}", "expected ':' after the key \"a\", found '1'", 1, 6),
      ("{1: 2}", "expected a string key in an object, found '1'", 1, 2),
      ("[1 2]", "expected ',' or ']' in an array, found '2'", 1, 4),
      ("{\"a\": 1\n\"b\": 2}", "expected ',' or '}' in an object, found '\"'", 2, 1),
      ("\"abc", "unterminated string", 1, 1),
      ("[1] [2]", "unexpected '[' after the JSON value", 1, 5),
      ("nul", "expected a value, found 'nul'", 1, 1),
      ("\u{A0}1", "expected a value, found byte 0xC2", 1, 1),
      ("[\n\n   é]", "expected a value, found byte 0xC3", 3, 4),
    ])
  func structural(json: String, reason: String, line: Int, column: Int) {
    let found = error(json)
    #expect(found?.reason == reason)
    #expect(found?.line == line)
    #expect(found?.column == column)
  }
}
