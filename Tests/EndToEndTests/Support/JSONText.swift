/// JSON as the conformance tests need it: parsed strictly enough for the suites and for
/// formsh's output, numbers kept as written, and written back compactly, so each case's rule
/// and data reach `formsh logic` as the suite wrote them.
indirect enum JSONText: Equatable, CustomStringConvertible {
  case null
  case bool(Bool)
  case number(String)
  case string(String)
  case array([JSONText])
  case object([(String, JSONText)])

  /// Parses one JSON value that makes up all of `text`; `nil` when it is not JSON.
  init?(parsing text: String) {
    var reader = Reader(bytes: Array(text.utf8))
    guard let value = reader.value(), reader.atEnd else { return nil }
    self = value
  }

  /// Compact JSON.
  var description: String {
    switch self {
    case .null: "null"
    case .bool(let on): on ? "true" : "false"
    case .number(let text): text
    case .string(let text): JSONText.quoted(text)
    case .array(let elements): "[" + elements.map(\.description).joined(separator: ",") + "]"
    case .object(let members):
      "{" + members.map { JSONText.quoted($0.0) + ":" + $0.1.description }.joined(separator: ",")
        + "}"
    }
  }

  /// The same JSON, as the suites' README compares results: types strictly (`true` is not
  /// `1`), numbers by value (`1` equals `1.0`), objects whatever their members' order.
  func matches(_ other: JSONText) -> Bool {
    switch (self, other) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.number(let a), .number(let b)): return Double(a) == Double(b)
    case (.string(let a), .string(let b)): return a.unicodeScalars.elementsEqual(b.unicodeScalars)
    case (.array(let a), .array(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.matches($1) }
    case (.object(let a), .object(let b)):
      return a.count == b.count
        && a.allSatisfy { member in b.contains { $0.0 == member.0 && $0.1.matches(member.1) } }
    default: return false
    }
  }

  /// The member with this key, for objects.
  subscript(key: String) -> JSONText? {
    if case .object(let members) = self { members.last { $0.0 == key }?.1 } else { nil }
  }

  /// The element at this position, for arrays.
  subscript(index: Int) -> JSONText? {
    if case .array(let elements) = self, elements.indices.contains(index) {
      elements[index]
    } else {
      nil
    }
  }

  static func == (lhs: JSONText, rhs: JSONText) -> Bool { lhs.matches(rhs) }

  private static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// A recursive-descent reader over UTF-8 bytes.
  private struct Reader {
    let bytes: [UInt8]
    var index = 0

    var atEnd: Bool {
      mutating get {
        skipSpace()
        return index == bytes.count
      }
    }

    mutating func skipSpace() {
      while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    mutating func value() -> JSONText? {
      skipSpace()
      guard index < bytes.count else { return nil }
      switch bytes[index] {
      case UInt8(ascii: "{"):
        index += 1
        var members: [(String, JSONText)] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
          index += 1
          return .object(members)
        }
        while true {
          skipSpace()
          guard let key = string(), expect(":"), let member = value() else { return nil }
          members.append((key, member))
          skipSpace()
          if expect(",") { continue }
          return expect("}") ? .object(members) : nil
        }
      case UInt8(ascii: "["):
        index += 1
        var elements: [JSONText] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
          index += 1
          return .array(elements)
        }
        while true {
          guard let element = value() else { return nil }
          elements.append(element)
          skipSpace()
          if expect(",") { continue }
          return expect("]") ? .array(elements) : nil
        }
      case UInt8(ascii: "\""):
        return string().map { .string($0) }
      case UInt8(ascii: "t"): return literal("true", .bool(true))
      case UInt8(ascii: "f"): return literal("false", .bool(false))
      case UInt8(ascii: "n"): return literal("null", .null)
      default:
        let start = index
        while index < bytes.count, "-+.eE0123456789".utf8.contains(bytes[index]) { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        return Double(text) == nil ? nil : .number(text)
      }
    }

    mutating func expect(_ character: Character) -> Bool {
      skipSpace()
      guard index < bytes.count, bytes[index] == character.asciiValue else { return false }
      index += 1
      return true
    }

    mutating func literal(_ word: String, _ value: JSONText) -> JSONText? {
      guard bytes[index...].starts(with: word.utf8) else { return nil }
      index += word.utf8.count
      return value
    }

    mutating func string() -> String? {
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
      index += 1
      var scalars = String.UnicodeScalarView()
      var pending: [UInt8] = []
      func flush() {
        scalars.append(contentsOf: String(decoding: pending, as: UTF8.self).unicodeScalars)
        pending = []
      }
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\"") {
          flush()
          return String(scalars)
        }
        guard byte == UInt8(ascii: "\\") else {
          pending.append(byte)
          continue
        }
        flush()
        guard index < bytes.count else { return nil }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "b"): scalars.append("\u{8}")
        case UInt8(ascii: "f"): scalars.append("\u{C}")
        case UInt8(ascii: "u"):
          guard var unit = hex4() else { return nil }
          if (0xD800..<0xDC00).contains(unit), bytes[index...].starts(with: "\\u".utf8) {
            index += 2
            guard let low = hex4() else { return nil }
            unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let scalar = Unicode.Scalar(unit) else { return nil }
          scalars.append(scalar)
        default: scalars.append(Unicode.Scalar(escape))
        }
      }
      return nil
    }

    mutating func hex4() -> UInt32? {
      guard index + 4 <= bytes.count,
        let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
      else { return nil }
      index += 4
      return value
    }
  }
}
