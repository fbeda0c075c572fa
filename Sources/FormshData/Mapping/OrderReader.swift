import FormshDomain
import FormshJSON

/// Reads `order`: an integer, or a problem and no order.
enum OrderReader {
  static func order(_ raw: JSONValue?) -> (value: Int?, problem: Diagnostic.Problem?) {
    switch raw {
    case nil, .null?: return (nil, .orderMissing)
    case .number(let text)?:
      // 2.0 is an integer written by a server that only has floating-point numbers.
      let parts = text.split(separator: ".", omittingEmptySubsequences: false)
      guard parts.count == 1 || (parts.count == 2 && parts[1].allSatisfy { $0 == "0" }) else {
        return (nil, .orderNotInteger(text))
      }
      let whole = parts[0]
      let digits = whole.hasPrefix("-") ? whole.dropFirst() : whole[...]
      guard !digits.isEmpty, digits.allSatisfy({ ("0"..."9").contains($0) }) else {
        return (nil, .orderNotInteger(text))
      }
      // An integer all the same: one that does not fit is out of range, not "not an integer".
      guard let value = Int(whole) else { return (nil, .orderOutOfRange(text)) }
      return (value, nil)
    case let other?: return (nil, .orderNotInteger(other.excerpt))
    }
  }
}
