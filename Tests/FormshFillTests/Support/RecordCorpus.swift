import FormshData
@testable import FormshFill

/// Lines for checking the JSON Lines reader: hand-made edge cases at every corner of JSON's
/// grammar, the records fuzzer's dictionary (`Fuzz/Dictionaries/records.dict`), and ways of
/// breaking a valid line (every truncation, a token put in or written over at many places).
enum RecordCorpus {
  /// Values at the edges of the grammar, as JSON text: each is put where a record's values go.
  static let values: [[UInt8]] =
    [
      // Strings: every escape, pairs and lone surrogates, \u at its edges.
      #""""#, #""plain""#, #""\"\\\/\b\f\n\r\t""#, #""\u0000\u001f\u0020\u007F""#,
      #""\u0041\u00e9\u00E9\u20AC\uFFFF\uFEFF""#, #""\uD83D\uDE00""#, #""\ud83d\ude00 smile""#,
      #""\uDBFF\uDFFF""#, #""\uD800\uDC00""#, #""\uD800""#, #""\uDC00""#, #""\uDFFF""#,
      #""\uD800x""#, #""\uD800\u0041""#, #""\uD800\uD800""#, #""\uDC00\uD800""#,
      #""\uD83D\""#, #""\uD83D\u""#, #""\uD83D\uDE0""#, #""\u12""#, #""\u12G4""#,
      #""\u""#, #""\U0041""#, #""\x""#, #""\'""#, #""\ ""#, #""\""#, #""\\""#, #""a\\\""#,
      #""trailing backslash\\""#, #""\/\/""#, #""é\n東京""#, #""Été 東京 😀""#, #""\u00e9t\u00e9 😀""#,
      #""\u202E\u2066 bidi""#, #""a"b""#, #""unterminated"#, #""two" "strings""#,
    ].map { Array($0.utf8) }
    + [
      // Raw bytes inside strings: controls, DEL, UTF-8 valid and not.
      [0x22, 0x00, 0x22], [0x22, 0x09, 0x22], [0x22, 0x0A, 0x22], [0x22, 0x0D, 0x22],
      [0x22, 0x1F, 0x22], [0x22, 0x7F, 0x22], [0x22, 0xC2, 0x9B, 0x22],
      [0x22, 0xE2, 0x80, 0xAE, 0x22], [0x22, 0xF4, 0x8F, 0xBF, 0xBF, 0x22],
      [0x22, 0xFF, 0x22], [0x22, 0x80, 0x22], [0x22, 0xC0, 0xAF, 0x22], [0x22, 0xC3, 0x22],
      [0x22, 0xED, 0xA0, 0x80, 0x22], [0x22, 0xE2, 0x82, 0x22],
      [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22],
      [0x22, 0xF8, 0x88, 0x80, 0x80, 0x80, 0x22], [0x22, 0xC3, 0x5C, 0x6E, 0xA9, 0x22],
      [0x22, 0x5C, 0x6E, 0xFF, 0x22], [0x22, 0xC3, 0xA9, 0x5C, 0x74, 0xFF, 0x22],
      [0x22, 0x5C, 0x78, 0x01, 0x22], [0x22, 0x01, 0x5C, 0x78, 0x22], [0x22, 0xFF, 0x01, 0x22],
      [0x22, 0x5C, 0x75, 0x30, 0x30, 0x65, 0x39, 0xFF],
    ]
    + [
      // Numbers at every edge of the grammar, and just past it.
      "0", "-0", "7", "-1", "10", "19.990", "0.0", "-0.0", "0.10", "1e5", "1E5", "1e+5", "1e-5",
      "1.5E+00", "-0.0e00", "1e400", "1e-400", "1E0000000000000000001",
      "123456789012345678901234567890.000000000000000000001", "01", "-01", "00", "1.", "-",
      "-.5", ".5", "+1", "1e", "1e+", "1E-", "1.e5", "0x10", "1O0", "1x", "1.5.2", "-a", "NaN",
      "Infinity", "-Infinity", "1_000", "1 000", "0.", "2.5e", "1e5.5", "1ee5", "--1", "0-1",
      // Literals, and near misses.
      "true", "false", "null", "tru", "nul", "fals", "True", "NULL", "truex", "nullnull",
      "true1", "t", "n",
      // Containers: arrays of strings, and everything the fast path hands on.
      "[]", "[ ]", #"["a"]"#, #"["a","b"]"#, #"[ "a" , "b" ]"#, #"["a","a"]"#, #"[""]"#,
      #"["\u00e9","\n"]"#, "[1]", #"["a",1]"#, "[null]", "[true]", "[[]]", #"[["a"]]"#,
      #"[{"a":1}]"#, "{}", #"{"a":1}"#, #"{"a":{"b":[1,{"c":null}]}}"#, "[,]", #"["a",]"#,
      #"["a" "b"]"#, "[", #"["a""#, #"["a","#, "]", "{",
      String(repeating: "[", count: 600) + String(repeating: "]", count: 600),
    ].map { Array($0.utf8) }

  /// Whole lines at the edges of an object's grammar, whitespace and keys. Keys are fields of
  /// `fieldIDs` where they should be.
  static let lines: [[UInt8]] =
    [
      "", " ", "\t", "\r", "  \t ", "{}", " {} ", "{ }", "{\n}", "{\r\n}", "{}x", "{},", "{}{}",
      "[]", "null", #""x""#, "1", "{", "}", "{{}}", #"{"campaign_name"}"#,
      #"{"campaign_name":}"#, #"{"campaign_name":1,}"#, #"{,"campaign_name":1}"#,
      #"{"campaign_name":"a" "description":"b"}"#, #"{"campaign_name" :"a"}"#,
      #"{"campaign_name":"a"}{"description":"b"}"#, #"{"campaign_name":"a"};"#,
      #"{"campaign_name":"a","campaign_name":"b"}"#, #"{"bogus":1,"bogus":2}"#,
      #"{"campaign_name":"a","bogus":1,"description":"b","campaign_name":null}"#,
      #"{"campaign\u005fname":"escaped key"}"#, #"{"caf\u00e9":1}"#, #"{"café":1}"#,
      #"{"a\"b":1}"#, #"{"a\\b":1}"#, #"{"":1}"#, #"{"campaign_name":"a","":2}"#,
      #"{"description":"x","campaign_name":"y"}"#, #"{"accept_legal":true,"ad_networks":[]}"#,
      #"{"ad_networks":["net_meta","net_google"],"enable_ai_bidding":false}"#,
      #"{ "campaign_name" : "spaced" , "daily_budget" : 1 }"#,
      "{\t\"campaign_name\"\t:\t\"tabs\"\t}", "{\r\n\"campaign_name\":\r\n\"crlf\"\r\n}\r",
      #"{"campaign_name":"a"}"# + "\r", #"{"campaign_name":"a"}"# + "\n",
      "{\"campaign_name\":\u{C}\"form feed\"}", "{\"campaign_name\":\u{B}\"vertical tab\"}",
      "{\"campaign_name\":\u{A0}\"no-break space\"}", "\u{FEFF}{\"campaign_name\":\"bom\"}",
      "{\"campaign_name\":\"bom\"}\u{FEFF}", "{\u{FEFF}\"campaign_name\":\"bom\"}",
      "{\"campaign_name\u{FEFF}\":\"bom in key\"}",
      #"{"campaign_name":"#, #"{"campaign_name":"a"#, #"{"campaign_name":"a","#,
      #"{"ad_networks":["a""#, #"{"campaign_name":{"#,
      "{\"a\":" + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + "}",
    ].map { Array($0.utf8) }

  /// Each value of `values` as a record's field value, as an element of a list, and as a key.
  static func placedValues() -> [[UInt8]] {
    let places: [(before: String, after: String)] = [
      (#"{"campaign_name":"#, "}"),
      (#"{"description":"x","daily_budget":"#, #","accept_legal":true}"#),
      (#"{"ad_networks":["net_meta","#, "]}"),
      ("{", #":1,"campaign_name":"k"}"#),
      // A key of the form, with spaces about the colon. (It was "bogus": since issue 26 §14
      // a key that spells no field goes to the strict parser, which may find the field in
      // another Unicode normalization, so the fast path no longer takes such a line; the
      // lines with unknown keys above still check that both paths agree on them.)
      (#" {"description" : "#, " } "),
    ]
    var lines: [[UInt8]] = []
    for value in values {
      for place in places {
        lines.append(Array(place.before.utf8) + value + Array(place.after.utf8))
      }
    }
    return lines
  }

  /// Every prefix of `line`, from empty to all but its last byte.
  static func truncations(of line: [UInt8]) -> [[UInt8]] {
    (0..<line.count).map { Array(line[..<$0]) }
  }

  /// `token` put in before every `stride`-th byte of `line`, and written over the bytes there.
  static func insertions(of token: [UInt8], into line: [UInt8], stride step: Int) -> [[UInt8]] {
    var lines: [[UInt8]] = []
    for position in stride(from: 0, through: line.count, by: step) {
      let before = line[..<position]
      lines.append(before + token + line[position...])
      lines.append(before + token + line[min(line.count, position + token.count)...])
    }
    return lines
  }

  /// The tokens of a libFuzzer dictionary: one quoted string per line (`name="…"` or
  /// `"…"`), with `\\`, `\"` and `\xHH` escapes; `#` starts a comment.
  static func dictionary(_ text: String) -> [[UInt8]] {
    text.split(separator: "\n").compactMap { line -> [UInt8]? in
      guard !line.hasPrefix("#"), let open = line.firstIndex(of: "\""),
        let close = line.lastIndex(of: "\""), open < close
      else { return nil }
      let inside = Array(line[line.index(after: open)..<close].utf8)
      var token: [UInt8] = []
      var index = 0
      while index < inside.count {
        if inside[index] == UInt8(ascii: "\\"), index + 1 < inside.count {
          if inside[index + 1] == UInt8(ascii: "x"), index + 3 < inside.count,
            let byte = UInt8(
              String(decoding: inside[(index + 2)...(index + 3)], as: UTF8.self), radix: 16)
          {
            token.append(byte)
            index += 4
          } else {
            token.append(inside[index + 1])
            index += 2
          }
        } else {
          token.append(inside[index])
          index += 1
        }
      }
      return token
    }
  }
}
