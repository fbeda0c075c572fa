/// A colour as red, green and blue bytes.
public struct RGB: Sendable, Hashable, CustomStringConvertible {
  public let red: UInt8
  public let green: UInt8
  public let blue: UInt8

  /// Creates a colour from its components.
  public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Parses exactly `#RRGGBB` (ASCII hex digits, either case); anything else is `nil`.
  public init?(hex: String) {
    let bytes = Array(hex.utf8)
    guard bytes.count == 7, bytes[0] == UInt8(ascii: "#") else { return nil }
    func nibble(_ byte: UInt8) -> UInt8? {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
      default: nil
      }
    }
    var parts: [UInt8] = []
    for i in stride(from: 1, to: 7, by: 2) {
      guard let high = nibble(bytes[i]), let low = nibble(bytes[i + 1]) else { return nil }
      parts.append(high << 4 | low)
    }
    self.init(parts[0], parts[1], parts[2])
  }

  /// `#RRGGBB` in upper case.
  public var description: String {
    let digits = Array("0123456789ABCDEF")
    var text = "#"
    for byte in [red, green, blue] {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0xF)])
    }
    return text
  }
}

/// The colour roles of a form. Each role has a default used when the form's value is missing
/// or is not `#RRGGBB`.
public struct Theme: Sendable, Equatable {
  /// Behind the form.
  public var background: RGB
  /// Labels, values and titles.
  public var text: RGB
  /// Frames and rules between fields.
  public var border: RGB
  /// Validation errors.
  public var error: RGB
  /// Links, unless a link names its own colour.
  public var clickableText: RGB

  /// The theme used for every role a form does not set.
  public static let standard = Theme(
    background: RGB(0xFF, 0xFF, 0xFF), text: RGB(0x1F, 0x29, 0x37), border: RGB(0xD1, 0xD5, 0xDB),
    error: RGB(0xDC, 0x26, 0x26), clickableText: RGB(0x25, 0x63, 0xEB))

  /// Creates a theme from its roles.
  public init(background: RGB, text: RGB, border: RGB, error: RGB, clickableText: RGB) {
    self.background = background
    self.text = text
    self.border = border
    self.error = error
    self.clickableText = clickableText
  }
}
