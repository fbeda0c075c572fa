import FormshData
import Testing

@Suite("JSONWriter")
struct JSONWriterTests {
  let value = JSONValue.object(
    JSONObject([
      ("name", .string("Ada")), ("n", .number("19.99")),
      ("tags", .array([.string("a"), .string("b")])),
      ("on", .bool(true)), ("none", .null), ("empty", .array([])),
      ("nested", .object(JSONObject())),
    ]))

  @Test("compact: no whitespace at all, members in order, numbers as written")
  func compact() {
    #expect(
      JSONWriter.string(value)
        == #"{"name":"Ada","n":19.99,"tags":["a","b"],"on":true,"none":null,"empty":[],"nested":{}}"#
    )
  }

  @Test("pretty: two-space indent, one member per line")
  func pretty() {
    #expect(
      JSONWriter.string(value, style: .pretty) == """
        {
          "name": "Ada",
          "n": 19.99,
          "tags": [
            "a",
            "b"
          ],
          "on": true,
          "none": null,
          "empty": [],
          "nested": {}
        }
        """)
  }

  @Test(
    "strings: quotes, backslashes and every control character are escaped",
    arguments: [
      ("say \"hi\"", #""say \"hi\"""#), ("a\\b", #""a\\b""#), ("a/b", #""a/b""#),
      ("\n\r\t\u{8}\u{C}", #""\n\r\t\b\f""#),
      ("\u{0}\u{1}\u{1B}[31m\u{1F}", #""\u0000\u0001\u001b[31m\u001f""#),
      ("é😀🇩🇪", "\"é😀🇩🇪\""), ("\u{7F}\u{9B}\u{202E}", "\"\u{7F}\u{9B}\u{202E}\""),
    ])
  func escapes(text: String, json: String) {
    #expect(JSONWriter.string(.string(text)) == json)
    #expect(JSONWriter.string(.object(JSONObject([(text, .null)]))) == "{\(json):null}")
  }

  @Test(
    "terminal-safe: C1 controls, DEL and bidi controls are escaped too; the JSON means the same")
  func terminalSafe() throws {
    let text = "a\u{7F}\u{9B}\u{202E}b\u{2066}\u{1B}é"
    let json = JSONWriter.string(.string(text), terminalSafe: true)
    #expect(json == #""a\u007f\u009b\u202eb\u2066\u001bé""#)
    #expect(try JSONParser.parse(Array(json.utf8)) == .string(text))
    #expect(JSONWriter.string(.string("plain é"), terminalSafe: true) == "\"plain é\"")
  }

  @Test(
    "what is written parses back to the same value",
    arguments: [
      JSONValue.string("\u{0}\u{1F}\"\\/\n😀\u{10FFFF}\u{7F}"), .number("-1.5E-7"),
      .array([.null, .bool(false)]),
      .object(
        JSONObject([
          ("a", .object(JSONObject([("b", .array([.number("0")]))]))), ("a", .string("")),
        ])),
    ])
  func roundTrip(value: JSONValue) throws {
    for style in [JSONWriter.Style.compact, .pretty] {
      let text = JSONWriter.string(value, style: style)
      #expect(try JSONParser.parse(Array(text.utf8)) == value)
    }
  }

  @Test("compact JSON parses and writes back byte for byte")
  func byteForByte() throws {
    let text = #"{"a":[1,2.50,-0,1E+2],"b":{"c":"\u0001\n\"é"},"d":[],"e":{},"a":null}"#
    #expect(JSONWriter.string(try JSONParser.parse(Array(text.utf8))) == text)
  }

  @Test("a writer appends values to its bytes")
  func appends() {
    var writer = JSONWriter()
    writer.write(.number("1"))
    writer.write(.string("x"))
    #expect(writer.bytes == Array(#"1"x""#.utf8))
  }
}
