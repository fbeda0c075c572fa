import Foundation
import Testing

/// A field id is one identity whatever its Unicode normalization (issue 26 §14): NFC `é`
/// (U+00E9) and NFD `e` + U+0301 name the same field at the prompt, in `fill` records (JSON
/// Lines keys, CSV headers, `--id`), in a condition's `var`, in a rule's `fields`, in
/// expectations and recordings. The payload keeps the id as the form spells it, and lint
/// warns about two ids that differ only in normalization.
///
/// Swift source normalizes nothing inside string literals, so each spelling below is written
/// with explicit escapes and compared byte for byte where it matters (Swift's own `==` would
/// find the two spellings equal).
@Suite struct NormalizationTests {
  /// `café` as the form spells it (NFC), and as records may (NFD).
  static let cafeNFC = "caf\u{E9}"
  static let cafeNFD = "cafe\u{301}"
  /// `naïve` as the form spells it (NFD), and as records may (NFC).
  static let naiveNFD = "nai\u{308}ve"
  static let naiveNFC = "na\u{EF}ve"
  /// Hangul 한 as one syllable (NFC) and as its three jamo (NFD).
  static let hanNFC = "\u{D55C}"
  static let hanNFD = "\u{1112}\u{1161}\u{11AB}"

  /// JSON text with each non-ASCII scalar escaped, so the file holds exactly these code
  /// points whatever writes it.
  static func json(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      if scalar.isASCII {
        escaped.unicodeScalars.append(scalar)
      } else {
        escaped += String(format: "\\u%04x", scalar.value)
      }
    }
    return escaped
  }

  /// A form whose ids come in both normalizations, and whose conditions and rule name them
  /// in the other one.
  static let form = json(
    """
    {"form_title": "Unicode", "fields": [
      {"id": "\(cafeNFC)", "order": 1, "type": "TEXT", "label": "Cafe"},
      {"id": "\(naiveNFD)", "order": 2, "type": "TEXT", "label": "Naive"},
      {"id": "\(hanNFC)", "order": 3, "type": "TEXT", "label": "Han"},
      {"id": "note", "order": 4, "type": "TEXT", "label": "Note",
       "visible_if": {"==": [{"var": "\(cafeNFD)"}, "show"]}},
      {"id": "city", "order": 5, "type": "TEXT", "label": "City",
       "required_if": {"==": [{"var": "\(naiveNFC)"}, "req"]}},
      {"id": "extra", "order": 6, "type": "TEXT", "label": "Extra", "section": "more"}
    ],
    "sections": [{"id": "more", "title": "More",
      "visible_if": {"missing": ["\(hanNFD)"]}}],
    "rules": [{"check": {"!=": [{"var": "\(cafeNFD)"}, "bad"]}, "message": "not bad",
      "fields": ["\(cafeNFD)"]}]}
    """)

  /// Whether `text` holds `part` byte for byte (not merely canonically equivalent text).
  static func holdsBytes(_ text: String, _ part: String) -> Bool {
    let haystack = Array(text.utf8)
    let needle = Array(part.utf8)
    guard needle.count <= haystack.count else { return false }
    return (0...(haystack.count - needle.count)).contains {
      haystack[$0..<($0 + needle.count)].elementsEqual(needle)
    }
  }

  static func fill(_ arguments: [String], _ name: String, _ records: String) throws
    -> Formsh.Result
  {
    let form = try FillCommandTests.file("unicode.json", Self.form)
    let input = try FillCommandTests.file(name, records)
    return try Formsh.run(["fill", "--form", form] + arguments + [input])
  }

  @Test func jsonLinesKeysNameTheFieldInEitherNormalization() throws {
    let records = [
      Self.json(#"{"\#(Self.cafeNFD)":"show","\#(Self.naiveNFC)":"req","city":"Oslo","note":"n"}"#),
      Self.json(#"{"\#(Self.cafeNFD)":"bad","\#(Self.hanNFD)":"h"}"#),
      Self.json(#"{"\#(Self.naiveNFC)":"req"}"#),
      // Raw (unescaped) UTF-8 keys take the same path as escaped ones.
      #"{"\#(Self.hanNFD)":"raw","\#(Self.cafeNFD)":"x"}"#,
    ]
    let result = try Self.fill([], "unicode.jsonl", records.joined(separator: "\n") + "\n")
    #expect(result.status == 1, "\(result)")
    let lines = FillCommandTests.lines(result.stdout)
    #expect(lines.count == 4, "\(result)")
    guard lines.count == 4 else { return }
    // The payload spells each id as the form does, byte for byte; conditions read the
    // record's values (note shown, city required, the section hidden once 한 has a value).
    let first =
      #"{"record":1,"ok":true,"payload":{"\#(Self.cafeNFC)":"show","\#(Self.naiveNFD)":"req","\#(Self.hanNFC)":"","note":"n","city":"Oslo","extra":""}}"#
    #expect(Array(lines[0].utf8) == Array(first.utf8), "\(lines[0])")
    let second = #"{"record":2,"ok":false,"errors":{"\#(Self.cafeNFC)":"not bad"}}"#
    #expect(Array(lines[1].utf8) == Array(second.utf8), "\(lines[1])")
    #expect(lines[2] == #"{"record":3,"ok":false,"errors":{"city":"is required"}}"#)
    let fourth =
      #"{"record":4,"ok":true,"payload":{"\#(Self.cafeNFC)":"x","\#(Self.naiveNFD)":"","\#(Self.hanNFC)":"raw","city":""}}"#
    #expect(Array(lines[3].utf8) == Array(fourth.utf8), "\(lines[3])")
    #expect(!Self.holdsBytes(result.stdout, Self.cafeNFD))
  }

  @Test func aCSVHeaderNamesTheFieldInEitherNormalization() throws {
    let records = "\(Self.cafeNFD),\(Self.naiveNFC),\(Self.hanNFD),city\nshow,req,h,Rome\nbad,,,\n"
    let result = try Self.fill([], "unicode.csv", records)
    #expect(result.status == 1, "\(result)")
    let lines = FillCommandTests.lines(result.stdout)
    #expect(lines.count == 2, "\(result)")
    guard lines.count == 2 else { return }
    let first =
      #"{"record":1,"ok":true,"payload":{"\#(Self.cafeNFC)":"show","\#(Self.naiveNFD)":"req","\#(Self.hanNFC)":"h","note":"","city":"Rome"}}"#
    #expect(Array(lines[0].utf8) == Array(first.utf8), "\(lines[0])")
    let second = #"{"record":2,"ok":false,"errors":{"\#(Self.cafeNFC)":"not bad"}}"#
    #expect(Array(lines[1].utf8) == Array(second.utf8), "\(lines[1])")
    // Both spellings of one field in a header are the field named twice.
    let twice = try Self.fill([], "twice.csv", "\(Self.cafeNFC),\(Self.cafeNFD)\na,b\n")
    #expect(twice.status == 65, "\(twice)")
    #expect(twice.stderr.contains("column 2 names"), "\(twice)")
  }

  @Test func fillIDNamesTheKeyInEitherNormalization() throws {
    let records =
      Self.json(#"{"\#(Self.cafeNFC)":"c-1"}"#) + "\n" + Self.json(#"{"ref\#u{E9}":7}"#) + "\n"
    let result = try Self.fill(["--id", Self.cafeNFD], "ids.jsonl", records)
    let lines = FillCommandTests.lines(result.stdout)
    #expect(lines.first?.hasPrefix(#"{"record":1,"id":"c-1","ok":true"#) == true, "\(result)")
    // A key that is no field, given in NFD, finds the record's NFC key.
    let extra = try Self.fill(["--id", "ref\u{65}\u{301}"], "ids.jsonl", records)
    #expect(
      FillCommandTests.lines(extra.stdout).last?.hasPrefix(#"{"record":2,"id":7,"ok":true"#)
        == true, "\(extra)")
  }

  /// At the prompt, in a script and in a recording, either spelling names the field, the
  /// conditions follow, and the recording spells the id as the form does.
  @Test func commandsConditionsAndRecordingsAgree() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let form = try files.write("unicode.json", Self.form)
    let recorded = files.path + "/session.formsh"
    let script = """
      record \(recorded)
      set \(Self.cafeNFD)=show
      expect value \(Self.cafeNFC) = show
      expect visible note
      set \(Self.naiveNFC)=req
      expect required city
      set \(Self.hanNFD)=h
      expect hidden extra
      set \(Self.cafeNFC)=bad
      expect error \(Self.cafeNFD) not bad
      record stop
      """
    let result = try Formsh.run(["-c", script, form])
    #expect(result.status == 0, "\(result)")
    let text = try String(contentsOfFile: recorded, encoding: .utf8)
    #expect(Self.holdsBytes(text, "set \(Self.cafeNFC)=bad\n"), "\(text)")
    #expect(Self.holdsBytes(text, "set \(Self.naiveNFD)=req\n"), "\(text)")
    #expect(!Self.holdsBytes(text, Self.cafeNFD) && !Self.holdsBytes(text, Self.naiveNFC))
  }

  /// Two ids that differ only in normalization are one id: the second is a duplicate,
  /// skipped, and lint says so with both spellings' code points.
  @Test func idsThatDifferOnlyInNormalizationAreDuplicates() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let form = try files.write(
      "dup.json",
      Self.json(
        """
        {"form_title": "Dup", "fields": [
          {"id": "\(Self.naiveNFD)", "order": 1, "type": "TEXT", "label": "First"},
          {"id": "\(Self.naiveNFC)", "order": 2, "type": "CHECKBOX", "label": "Second"}]}
        """))
    let lint = try Formsh.run(["lint", form])
    #expect(lint.status == 0, "\(lint)")
    #expect(
      lint.stdout.contains(
        "only in Unicode normalization (na\\u{EF}ve vs nai\\u{308}ve), and ids are compared in"
          + " NFC; the first one wins, this one is skipped"), "\(lint)")
    let fields = try Formsh.run(["-c", "set \(Self.naiveNFC)=text; submit", form])
    #expect(fields.status == 0, "\(fields)")
    #expect(Self.holdsBytes(fields.stdout, "\"\(Self.naiveNFD)\": \"text\""), "\(fields)")
  }
}
