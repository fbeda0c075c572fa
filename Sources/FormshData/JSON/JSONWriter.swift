import FormshDomain

/// Writes JSON as UTF-8 bytes: compact (one line, for payload lines and records) or pretty
/// (two-space indent, for people). Non-ASCII text is written as UTF-8; control characters,
/// quotes and backslashes are escaped.
public struct JSONWriter {
  /// Layout of the output.
  public enum Style: Sendable {
    /// No whitespace at all.
    case compact
    /// Two-space indent, one member per line.
    case pretty
  }

  /// The bytes written so far.
  public private(set) var bytes: [UInt8] = []
  private let style: Style
  private let terminalSafe: Bool

  /// Creates a writer. With `terminalSafe`, C1 controls and bidi controls are written as
  /// `\uXXXX` escapes too (the JSON means the same; a terminal shows it harmlessly).
  public init(style: Style = .compact, terminalSafe: Bool = false) {
    self.style = style
    self.terminalSafe = terminalSafe
  }

  /// `value` as a string in the given style.
  public static func string(_ value: JSONValue, style: Style = .compact, terminalSafe: Bool = false)
    -> String
  {
    var writer = JSONWriter(style: style, terminalSafe: terminalSafe)
    writer.write(value)
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  /// Appends a value.
  public mutating func write(_ value: JSONValue, indent: Int = 0) {
    switch value {
    case .null: append("null")
    case .bool(let on): append(on ? "true" : "false")
    case .number(let text): append(text)
    case .string(let text): appendString(text)
    case .array(let elements):
      if elements.isEmpty { return append("[]") }
      bytes.append(UInt8(ascii: "["))
      for (position, element) in elements.enumerated() {
        if position > 0 { bytes.append(UInt8(ascii: ",")) }
        newline(indent + 1)
        write(element, indent: indent + 1)
      }
      newline(indent)
      bytes.append(UInt8(ascii: "]"))
    case .object(let object):
      if object.members.isEmpty { return append("{}") }
      bytes.append(UInt8(ascii: "{"))
      for (position, member) in object.members.enumerated() {
        if position > 0 { bytes.append(UInt8(ascii: ",")) }
        newline(indent + 1)
        appendString(member.key)
        bytes.append(UInt8(ascii: ":"))
        if style == .pretty { bytes.append(UInt8(ascii: " ")) }
        write(member.value, indent: indent + 1)
      }
      newline(indent)
      bytes.append(UInt8(ascii: "}"))
    }
  }

  private mutating func appendString(_ text: String) {
    JSONWriter.appendString(text, to: &bytes, terminalSafe: terminalSafe)
  }

  /// Appends `text` as a quoted, escaped JSON string; with `terminalSafe`, C1 controls and bidi
  /// controls are written as `\uXXXX` escapes too.
  public static func appendString(_ text: String, to bytes: inout [UInt8], terminalSafe: Bool) {
    let needsEscapes =
      terminalSafe
      && text.unicodeScalars.contains { $0.value >= 0x7F && DisplaySafety.isUnsafe($0) }
    guard needsEscapes else { return appendString(text, to: &bytes) }
    bytes.append(UInt8(ascii: "\""))
    for scalar in text.unicodeScalars {
      if scalar.value >= 0x7F && DisplaySafety.isUnsafe(scalar) {
        let hex = String(scalar.value, radix: 16)
        bytes.append(contentsOf: "\\u".utf8)
        bytes.append(contentsOf: (String(repeating: "0", count: 4 - hex.count) + hex).utf8)
      } else {
        var inner: [UInt8] = []
        JSONWriter.appendString(String(scalar), to: &inner)
        bytes.append(contentsOf: inner.dropFirst().dropLast())
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  private mutating func append(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  private mutating func newline(_ indent: Int) {
    guard style == .pretty else { return }
    bytes.append(UInt8(ascii: "\n"))
    bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * 2))
  }

  /// Appends `text` as a quoted, escaped JSON string.
  public static func appendString(_ text: String, to bytes: inout [UInt8]) {
    var text = text
    text.withUTF8 { appendString(utf8: $0, to: &bytes) }
  }

  /// Appends UTF-8 bytes (already valid) as a quoted, escaped JSON string.
  public static func appendString(utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    var runStart = 0
    var index = ByteScan.skipUnescaped(utf8, from: 0)
    while index < utf8.count {
      let byte = utf8[index]
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
      runStart = index + 1
      bytes.append(UInt8(ascii: "\\"))
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
      case 0x0A: bytes.append(UInt8(ascii: "n"))
      case 0x0D: bytes.append(UInt8(ascii: "r"))
      case 0x09: bytes.append(UInt8(ascii: "t"))
      case 0x08: bytes.append(UInt8(ascii: "b"))
      case 0x0C: bytes.append(UInt8(ascii: "f"))
      default:
        let hex: StaticString = "0123456789abcdef"
        bytes.append(contentsOf: "u00".utf8)
        bytes.append(hex.utf8Start[Int(byte >> 4)])
        bytes.append(hex.utf8Start[Int(byte & 0xF)])
      }
      index = ByteScan.skipUnescaped(utf8, from: index + 1)
    }
    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
    bytes.append(UInt8(ascii: "\""))
  }

}
