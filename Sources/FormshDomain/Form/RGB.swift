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
