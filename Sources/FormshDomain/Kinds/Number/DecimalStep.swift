/// A number one step beyond a bound, the step being one unit of the bound's last decimal
/// place (`5` → `4` and `6`; `0.01` → `0.00` and `0.02`), worked out on the digits so that
/// nothing is rounded. Bounds with an exponent or more than 17 digits give no step.
package enum DecimalStep {
  /// The bound moved by `direction` (-1 or +1) units of its last decimal place.
  package static func beyond(_ bound: String, by direction: Int) -> String? {
    var text = Substring(bound)
    let negative = text.first == "-"
    if negative { text = text.dropFirst() }
    guard !text.contains(where: { $0 == "e" || $0 == "E" }) else { return nil }
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count) else { return nil }
    let places = parts.count == 2 ? parts[1].count : 0
    let digits = parts.joined()
    guard digits.count <= 17, !digits.isEmpty, let magnitude = Int(digits) else { return nil }
    let scaled = (negative ? -magnitude : magnitude) + direction
    var written = String(abs(scaled))
    if places > 0 {
      if written.count <= places {
        written = String(repeating: "0", count: places - written.count + 1) + written
      }
      written.insert(".", at: written.index(written.endIndex, offsetBy: -places))
    }
    return (scaled < 0 ? "-" : "") + written
  }
}
