import FormshPlatform
import Testing

/// `formsh fill` and `formsh -c '…; submit --out FILE'` write the same payload for the same
/// values: the payload object in fill's line is, byte for byte, submit's pretty payload with
/// the whitespace between its tokens taken out.
@Suite struct PayloadAgreementTests {
  static let form = #"""
    {"form_title": "Payload", "fields": [
      {"id": "note", "type": "TEXT", "subtype": "MULTILINE", "label": "Note"},
      {"id": "amount", "type": "TEXT", "subtype": "NUMBER", "label": "Amount"},
      {"id": "pick", "type": "DROPDOWN", "label": "Pick",
       "options": [{"id": "a\"b\\c", "label": "One"}, {"id": "é\u202e", "label": "Two"}]},
      {"id": "many", "type": "DROPDOWN", "allow_multiple": true, "label": "Many",
       "options": [{"id": "x", "label": "X"}, {"id": "y\u0001", "label": "Y"},
                   {"id": "z", "label": "Z"}]},
      {"id": "ok", "type": "CHECKBOX", "label": "OK"},
      {"id": "on", "type": "TOGGLE", "label": "On"}
    ]}
    """#

  /// The values of one record; nil leaves a field as the form starts it.
  struct Values: Sendable, CustomStringConvertible {
    var note: String?
    var amount: String?
    var pick: String?
    var many: [String] = []
    var ok = false
    var on = false

    var description: String { "\(note.debugDescription) \(amount ?? "-")" }
  }

  static let rows: [Values] = [
    Values(
      note: "ctl \u{1}\u{1F} \"q\" back\\slash / é 東京 😀 \u{202E}bidi\nline\ttab\r",
      amount: "19.990", pick: "a\"b\\c", many: ["x", "y\u{1}"], ok: true),
    Values(),
    Values(
      note: "\u{1B}[2J \u{9B}31m \u{7F} \u{85} \u{2028} \u{FEFF}", amount: "-0",
      pick: "é\u{202E}", many: ["z"], ok: true, on: true),
    Values(note: "plain", amount: "1e400", many: ["x", "y\u{1}", "z"]),
    Values(amount: "-0.0e+00"),
    Values(amount: "123456789012345678901234567890.000000000000000000001", on: true),
  ]

  @Test(arguments: rows)
  func fillAndSubmitWriteTheSamePayload(values: Values) throws {
    let formPath = try FillCommandTests.file("form.json", Self.form)
    let directory = String(formPath[..<formPath.lastIndex(of: "/")!])
    let payloadPath = directory + "/payload.json"

    // fill: one record with these values.
    var members: [String] = []
    if let note = values.note { members.append(#""note":"# + Self.quoted(note)) }
    if let amount = values.amount { members.append(#""amount":"# + amount) }
    if let pick = values.pick { members.append(#""pick":"# + Self.quoted(pick)) }
    members.append(#""many":["# + values.many.map(Self.quoted).joined(separator: ",") + "]")
    members.append(#""ok":\#(values.ok)"#)
    members.append(#""on":\#(values.on)"#)
    let record = "{" + members.joined(separator: ",") + "}\n"
    let fill = try Formsh.run(["fill", "--form", formPath, "-"], stdin: record)
    #expect(fill.status == 0, "\(fill)")
    let prefix = #"{"record":1,"ok":true,"payload":"#
    #expect(fill.stdout.hasPrefix(prefix) && fill.stdout.hasSuffix("}\n"), "\(fill)")
    let filled = fill.stdout.dropFirst(prefix.count).dropLast(2)

    // submit: the same values set by commands, the values passed as --var.
    var commands: [String] = []
    var variables: [String] = []
    func set(_ field: String, _ value: String) {
      commands.append("set \(field)=${\(field)}")
      variables += ["--var", "\(field)=\(value)"]
    }
    if let note = values.note { set("note", note) }
    if let amount = values.amount { set("amount", amount) }
    if let pick = values.pick { set("pick", pick) }
    if !values.many.isEmpty {
      let names = values.many.indices.map { "M\($0)" }
      commands.append("select many " + names.map { "${\($0)}" }.joined(separator: ","))
      for (name, id) in zip(names, values.many) { variables += ["--var", "\(name)=\(id)"] }
    }
    if values.ok { commands.append("check ok") }
    if values.on { commands.append("toggle on") }
    commands.append("submit --out \(payloadPath)")
    let submit = try Formsh.run(
      ["-c", commands.joined(separator: "; ")] + variables + [formPath])
    #expect(submit.status == 0, "\(submit)")
    let submitted = try #require(Self.read(payloadPath), "\(submit)")
    #expect(submitted.hasSuffix("}\n"))
    #expect(Self.withoutLayout(String(submitted.dropLast())) == String(filled))
  }

  /// A JSON string for a record: quotes, backslashes and controls escaped, the rest raw.
  static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
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

  /// A file's text, or nil when it cannot be read.
  static func read(_ path: String) -> String? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = Glibc.read(descriptor, &chunk, chunk.count)
      guard count > 0 else { break }
      bytes += chunk[..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
