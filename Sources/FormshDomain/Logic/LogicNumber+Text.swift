extension LogicNumber {
  /// `value` as JavaScript's `String(value)` writes it: the shortest digits that read back as
  /// the same `Double`, in positional notation from 1e-7 to 1e21 and in exponent notation
  /// (`1e+21`, `1.5e-7`) outside; `0` for both zeros.
  public static func javaScriptText(_ value: Double) -> String {
    if value.isNaN { return "NaN" }
    if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
    if value == 0 { return "0" }
    if value == value.rounded(.towardZero), abs(value) < 1e15 {
      return String(Int64(value))
    }
    // Swift's description has the shortest round-trip digits; only the layout differs.
    let (digits, exponent) = shortestDigits(abs(value))
    var text = value < 0 ? "-" : ""
    let count = digits.count
    if count <= exponent && exponent <= 21 {
      text += digits + String(repeating: "0", count: exponent - count)
    } else if 0 < exponent && exponent <= 21 {
      text += digits.prefix(exponent) + "." + digits.dropFirst(exponent)
    } else if -6 < exponent && exponent <= 0 {
      text += "0." + String(repeating: "0", count: -exponent) + digits
    } else {
      let power = exponent - 1
      text += digits.prefix(1) + (count > 1 ? "." + digits.dropFirst() : "")
      text += "e" + (power < 0 ? "-" : "+") + String(abs(power))
    }
    return text
  }

  /// The significant digits of a positive finite value, without leading or trailing zeros,
  /// and `exponent` such that the value is 0.d1d2… × 10^exponent.
  private static func shortestDigits(_ value: Double) -> (digits: String, exponent: Int) {
    let written = value.description
    var mantissa = Substring(written)
    var power = 0
    if let marker = written.firstIndex(where: { $0 == "e" || $0 == "E" }) {
      mantissa = written[..<marker]
      power = Int(written[written.index(after: marker)...]) ?? 0
    }
    var digits = ""
    var pointAt: Int?
    for character in mantissa {
      if character == "." {
        pointAt = digits.count
      } else {
        digits.append(character)
      }
    }
    var exponent = (pointAt ?? digits.count) + power
    let leading = digits.prefix { $0 == "0" }.count
    digits.removeFirst(leading)
    exponent -= leading
    while digits.last == "0" { digits.removeLast() }
    return (digits, exponent)
  }
}
