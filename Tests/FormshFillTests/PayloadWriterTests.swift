import FormshData
import FormshDomain
import Testing
@testable import FormshFill

/// `submit` and `fill` write a payload through one `PayloadWriter`: for the same values, the
/// payload object inside fill's line is the compact payload, byte for byte, and the pretty
/// one differs from it only in layout.
@Suite struct PayloadWriterTests {
  /// Values that are easy to write wrongly.
  static let values: [PayloadValue] = [
    .string(""), .string("plain"), .string("\u{0}\u{1}\u{8}\u{9}\u{A}\u{C}\u{D}\u{1B}[2J\u{1F}"),
    .string(#"quote " backslash \ slash / "\""#), .string("\u{7F} DEL, \u{85} NEL, \u{9B} CSI"),
    .string("Été 東京 😀 \u{10FFFF}"), .string("bidi \u{202E}evil\u{202C} \u{2066}x\u{2069}"),
    .string("\u{2028}\u{2029}\u{FEFF}"), .number("19.990"), .number("-0"), .number("1e400"),
    .number("-0.0e+00"), .number("123456789012345678901234567890.000000000000000000001"),
    .bool(true), .bool(false), .null, .strings([]), .strings(["only"]),
    .strings(["a\"b", "c\\d", "é\u{202E}", "\u{1}"]),
  ]

  /// Field ids that need escaping too.
  static let ids = ["id", "quote\"", "back\\slash", "bidi\u{202E}", "ctl\u{1}", "é"]

  /// Every value once, each under one of the ids.
  static func payload() -> Payload {
    Payload(
      entries: values.enumerated().map { index, value in
        ("\(ids[index % ids.count])\(index)", value)
      })
  }

  /// The payload object inside fill's output line for `payload`.
  static func fillPayload(_ payload: Payload, terminalSafe: Bool) -> String {
    let keys = FillResultKeys(fieldIDs: payload.entries.map(\.id), terminalSafe: terminalSafe)
    var writer = FillResultWriter(keys: keys)
    writer.valid(12, payload.entries.map(\.value))
    let line = String(decoding: writer.bytes, as: UTF8.self)
    let prefix = #"{"record":12,"ok":true,"payload":"#
    #expect(line.hasPrefix(prefix) && line.hasSuffix("}\n"), "\(line)")
    return String(line.dropFirst(prefix.count).dropLast(2))
  }

  @Test(arguments: [false, true])
  func fillWritesTheCompactPayloadByteForByte(terminalSafe: Bool) {
    let payload = Self.payload()
    #expect(
      Self.fillPayload(payload, terminalSafe: terminalSafe)
        == PayloadWriter.string(payload, style: .compact, terminalSafe: terminalSafe))
    for (index, entry) in payload.entries.enumerated() {
      let one = Payload(entries: [entry])
      #expect(
        Self.fillPayload(one, terminalSafe: terminalSafe)
          == PayloadWriter.string(one, style: .compact, terminalSafe: terminalSafe),
        "value \(index)")
    }
  }

  @Test func eachValueIsWrittenExactly() {
    let written = Self.values.map { PayloadWriter.string(Payload(entries: [("v", $0)])) }
    #expect(
      written == [
        #"{"v":""}"#, #"{"v":"plain"}"#,
        #"{"v":"\u0000\u0001\b\t\n\f\r\u001b[2J\u001f"}"#,
        #"{"v":"quote \" backslash \\ slash / \"\\\""}"#,
        "{\"v\":\"\u{7F} DEL, \u{85} NEL, \u{9B} CSI\"}", "{\"v\":\"Été 東京 😀 \u{10FFFF}\"}",
        "{\"v\":\"bidi \u{202E}evil\u{202C} \u{2066}x\u{2069}\"}",
        "{\"v\":\"\u{2028}\u{2029}\u{FEFF}\"}", #"{"v":19.990}"#, #"{"v":-0}"#,
        #"{"v":1e400}"#, #"{"v":-0.0e+00}"#,
        #"{"v":123456789012345678901234567890.000000000000000000001}"#, #"{"v":true}"#,
        #"{"v":false}"#, #"{"v":null}"#, #"{"v":[]}"#, #"{"v":["only"]}"#,
        #"{"v":["a\"b","c\\d","é"# + "\u{202E}" + #"","\u0001"]}"#,
      ])
  }

  @Test func forATerminalC1AndBidiControlsAreEscapesToo() {
    let payload = Payload(entries: [("bidi\u{202E}", .strings(["\u{9B}31m", "\u{2066}"]))])
    #expect(
      PayloadWriter.string(payload, terminalSafe: true)
        == #"{"bidi\u202e":["\u009b31m","\u2066"]}"#)
  }

  @Test(arguments: [false, true])
  func prettyDiffersFromCompactOnlyInLayout(terminalSafe: Bool) throws {
    let payload = Self.payload()
    let pretty = PayloadWriter.string(payload, style: .pretty, terminalSafe: terminalSafe)
    let compact = PayloadWriter.string(payload, style: .compact, terminalSafe: terminalSafe)
    #expect(Self.withoutLayout(pretty) == compact)
    #expect(try JSONParser.parse(Array(pretty.utf8)) == JSONParser.parse(Array(compact.utf8)))
  }

  @Test func prettyIndentsByTwoSpacesAndKeepsEmptyContainersShort() {
    #expect(PayloadWriter.string(Payload(entries: []), style: .pretty) == "{}")
    #expect(
      PayloadWriter.string(
        Payload(entries: [("a", .strings(["x", "y"])), ("b", .strings([])), ("c", .null)]),
        style: .pretty)
          == """
          {
            "a": [
              "x",
              "y"
            ],
            "b": [],
            "c": null
          }
          """)
  }

  @Test func whatIsWrittenReadsBackAsTheSameValues() throws {
    let payload = Self.payload()
    let parsed = try JSONParser.parseObject(Array(PayloadWriter.string(payload).utf8))
    #expect(parsed.members.map(\.key) == payload.entries.map(\.id))
    #expect(parsed.members.map(\.value) == payload.entries.map(\.value.json))
  }

  /// JSON text without the whitespace between tokens (strings left as they are).
  static func withoutLayout(_ json: String) -> String {
    var out: [UInt8] = []
    var inString = false
    var escaped = false
    for byte in json.utf8 {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
      } else if byte == UInt8(ascii: "\"") {
        inString = true
      } else if byte == 0x20 || byte == 0x0A {
        continue
      }
      out.append(byte)
    }
    return String(decoding: out, as: UTF8.self)
  }
}
