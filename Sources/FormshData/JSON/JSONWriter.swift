import FormshDomain
import FormshJSON

/// Writes JSON as UTF-8 bytes: compact (one line, for payload lines and records) or pretty
/// (two-space indent, for people). Non-ASCII text is written as UTF-8; control characters,
/// quotes and backslashes are escaped.
public struct JSONWriter: ~Copyable {
  /// Layout of the output.
  public enum Style: Sendable {
    /// No whitespace at all.
    case compact
    /// Two-space indent, one member per line.
    case pretty
  }

  private var buffer = ByteBuffer()
  private let style: Style
  private let terminalSafe: Bool

  /// Creates a writer. With `terminalSafe`, C1 controls and bidi controls are written as
  /// `\uXXXX` escapes too (the JSON means the same; a terminal shows it harmlessly).
  public init(style: Style = .compact, terminalSafe: Bool = false) {
    self.style = style
    self.terminalSafe = terminalSafe
  }

  /// The bytes written so far.
  public var bytes: [UInt8] { buffer.bytes }

  /// `value` as a string in the given style.
  public static func string(_ value: JSONValue, style: Style = .compact, terminalSafe: Bool = false)
    -> String
  {
    var writer = JSONWriter(style: style, terminalSafe: terminalSafe)
    writer.write(value)
    return writer.buffer.withBytes { String(decoding: $0, as: UTF8.self) }
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
      buffer.append(UInt8(ascii: "["))
      for (position, element) in elements.enumerated() {
        if position > 0 { buffer.append(UInt8(ascii: ",")) }
        newline(indent + 1)
        write(element, indent: indent + 1)
      }
      newline(indent)
      buffer.append(UInt8(ascii: "]"))
    case .object(let object):
      if object.members.isEmpty { return append("{}") }
      buffer.append(UInt8(ascii: "{"))
      for (position, member) in object.members.enumerated() {
        if position > 0 { buffer.append(UInt8(ascii: ",")) }
        newline(indent + 1)
        appendString(member.key)
        buffer.append(UInt8(ascii: ":"))
        if style == .pretty { buffer.append(UInt8(ascii: " ")) }
        write(member.value, indent: indent + 1)
      }
      newline(indent)
      buffer.append(UInt8(ascii: "}"))
    }
  }

  private mutating func appendString(_ text: String) {
    JSONWriter.appendString(text, to: &buffer, terminalSafe: terminalSafe)
  }

  /// Appends `text` as a quoted, escaped JSON string; with `terminalSafe`, C1 controls and bidi
  /// controls are written as `\uXXXX` escapes too.
  public static func appendString(_ text: String, to buffer: inout ByteBuffer, terminalSafe: Bool) {
    // Small enough to inline: the usual case, not a terminal, costs no call of its own.
    if terminalSafe {
      appendTerminalSafe(text, to: &buffer)
    } else {
      appendString(text, to: &buffer)
    }
  }

  private static func appendTerminalSafe(_ text: String, to buffer: inout ByteBuffer) {
    let needsEscapes = text.unicodeScalars.contains {
      $0.value >= 0x7F && DisplaySafety.isUnsafe($0)
    }
    guard needsEscapes else { return appendString(text, to: &buffer) }
    buffer.append(UInt8(ascii: "\""))
    for scalar in text.unicodeScalars {
      if scalar.value >= 0x7F && DisplaySafety.isUnsafe(scalar) {
        let hex = String(scalar.value, radix: 16)
        buffer.append("\\u")
        buffer.append(contentsOf: String(repeating: "0", count: 4 - hex.count) + hex)
      } else {
        String(scalar).withUTF8Bytes { appendEscaped(utf8: $0, to: &buffer) }
      }
    }
    buffer.append(UInt8(ascii: "\""))
  }

  private mutating func append(_ text: String) {
    buffer.append(contentsOf: text)
  }

  private mutating func newline(_ indent: Int) {
    guard style == .pretty else { return }
    buffer.append(UInt8(ascii: "\n"))
    for _ in 0..<indent * 2 { buffer.append(UInt8(ascii: " ")) }
  }

  /// Appends `text` as a quoted, escaped JSON string. Always inlined: `fill` writes every
  /// string of every payload through it, and left to itself the compiler inlined it into the
  /// payload loop of a form without conditions only (lines of a form with conditions, which
  /// leave hidden fields out, cost about 10 % more to write).
  @inline(__always)
  public static func appendString(_ text: String, to buffer: inout ByteBuffer) {
    text.withUTF8Bytes { appendString(utf8: $0, to: &buffer) }
  }

  /// Appends UTF-8 bytes (already valid) as a quoted, escaped JSON string.
  @inline(__always)
  public static func appendString(utf8: UnsafeBufferPointer<UInt8>, to buffer: inout ByteBuffer) {
    buffer.append(UInt8(ascii: "\""))
    appendEscaped(utf8: utf8, to: &buffer)
    buffer.append(UInt8(ascii: "\""))
  }

  /// Appends UTF-8 bytes (already valid) escaped for the inside of a JSON string.
  @inline(__always)
  public static func appendEscaped(utf8: UnsafeBufferPointer<UInt8>, to buffer: inout ByteBuffer) {
    // Most text needs no escape: one scan and one copy, inline; the escapes out of line.
    let plain = ByteScan.skipUnescaped(utf8, from: 0)
    buffer.append(UnsafeBufferPointer(rebasing: utf8[..<plain]))
    if plain < utf8.count { appendEscapes(utf8, from: plain, to: &buffer) }
  }

  /// Appends `utf8[index...]`, whose first byte must be escaped, escaped.
  private static func appendEscapes(
    _ utf8: UnsafeBufferPointer<UInt8>, from first: Int, to buffer: inout ByteBuffer
  ) {
    var runStart = first
    var index = first
    while index < utf8.count {
      let byte = utf8[index]
      buffer.append(UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
      runStart = index + 1
      buffer.append(UInt8(ascii: "\\"))
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"): buffer.append(byte)
      case 0x0A: buffer.append(UInt8(ascii: "n"))
      case 0x0D: buffer.append(UInt8(ascii: "r"))
      case 0x09: buffer.append(UInt8(ascii: "t"))
      case 0x08: buffer.append(UInt8(ascii: "b"))
      case 0x0C: buffer.append(UInt8(ascii: "f"))
      default:
        let hex: StaticString = "0123456789abcdef"
        buffer.append("u00")
        buffer.append(hex.utf8Start[Int(byte >> 4)])
        buffer.append(hex.utf8Start[Int(byte & 0xF)])
      }
      index = ByteScan.skipUnescaped(utf8, from: index + 1)
    }
    buffer.append(UnsafeBufferPointer(rebasing: utf8[runStart...]))
  }
}
