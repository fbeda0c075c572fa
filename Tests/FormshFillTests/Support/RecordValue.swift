import FormshDomain

/// A record's value as a JSON Lines record holds it, and how batch fill's byte path reads it
/// (`JSONScanner+Spans`, `RecordSpans.Shape`): a string of plain ASCII as it is in the line, any
/// other string without control characters as its UTF-8 with its escapes decoded, a number as
/// written, true or false, a list of strings of plain ASCII; anything else is decoded and left
/// to the general path.
enum RecordValue: Sendable, CustomStringConvertible {
  case string(String)
  /// A number in JSON's syntax, as written.
  case number(String)
  case bool(Bool)
  case list([String])
  case null

  /// What the byte path finds.
  enum Reading {
    /// A string of plain ASCII (bytes 0x20 to 0x7F, neither `"` nor `\`).
    case plain([UInt8])
    /// Any other string without control characters; `ascii`: every byte printable ASCII.
    case text([UInt8], ascii: Bool)
    case number([UInt8])
    case yes
    case no
    /// A list of strings of plain ASCII.
    case list([[UInt8]])
    /// Decoded: only the general path reads it.
    case decoded
  }

  var reading: Reading {
    switch self {
    case .string(let text):
      let bytes = Array(text.utf8)
      if bytes.allSatisfy(RecordValue.isPlain) { return .plain(bytes) }
      guard !bytes.contains(where: { $0 < 0x20 }) else { return .decoded }
      return .text(bytes, ascii: bytes.allSatisfy { $0 >= 0x20 && $0 < 0x80 })
    case .number(let text): return .number(Array(text.utf8))
    case .bool(let on): return on ? .yes : .no
    case .list(let items):
      let lists = items.map { Array($0.utf8) }
      return lists.allSatisfy { $0.allSatisfy(RecordValue.isPlain) } ? .list(lists) : .decoded
    case .null: return .decoded
    }
  }

  /// What the general path gives the kind's `accept` (`JSONRecordParser.parse`).
  var input: Input {
    switch self {
    case .string(let text): .text(text)
    case .number(let text): .number(text)
    case .bool(let on): .bool(on)
    case .list(let items): .list(items)
    case .null: .null
    }
  }

  var description: String {
    switch self {
    case .string(let text): text.debugDescription
    case .number(let text): text
    case .bool(let on): "\(on)"
    case .list(let items): "[" + items.map(\.debugDescription).joined(separator: ",") + "]"
    case .null: "null"
    }
  }

  /// A byte a JSON string holds as it is, with no escape (`ByteScan.skipPlainASCII`).
  static func isPlain(_ byte: UInt8) -> Bool {
    byte >= 0x20 && byte < 0x80 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
  }
}
