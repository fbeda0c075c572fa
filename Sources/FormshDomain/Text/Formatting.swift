/// Numbers as people read them, without Foundation.
public enum Formatting {
  /// A number with a fixed count of decimals: `fixed(0.614, digits: 2)` is `0.61`.
  public static func fixed(_ value: Double, digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int((value * scale).rounded())
    let whole = scaled / Int(scale)
    var fraction = String(scaled % Int(scale))
    while fraction.count < digits { fraction = "0" + fraction }
    return digits == 0 ? String(whole) : "\(whole).\(fraction)"
  }

  /// An integer with thousands separators: `1,234,567`.
  public static func grouped(_ value: Int) -> String {
    let digits = String(value)
    var result = ""
    for (offset, character) in digits.enumerated() {
      if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
      result.append(character)
    }
    return result
  }

  /// A duration: `0.61 s`, `12.3 s`, `2 min 05 s`.
  public static func duration(seconds: Double) -> String {
    if seconds < 10 { return fixed(seconds, digits: 2) + " s" }
    if seconds < 120 { return fixed(seconds, digits: 1) + " s" }
    let whole = Int(seconds)
    let rest = whole % 60
    return "\(whole / 60) min \(rest < 10 ? "0" : "")\(rest) s"
  }
}
