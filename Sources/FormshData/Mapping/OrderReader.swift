import FormshDomain

/// Reads `order`: an integer, or a problem and no order.
enum OrderReader {
  static func order(_ raw: JSONValue?) -> (value: Int?, problem: Diagnostic.Problem?) {
    switch raw {
    case nil, .null?: return (nil, .orderMissing)
    case .number(let text)?:
      if let value = Int(text) { return (value, nil) }
      // 2.0 is an integer written by a server that only has floating-point numbers.
      let parts = text.split(separator: ".", omittingEmptySubsequences: false)
      if parts.count == 2, parts[1].allSatisfy({ $0 == "0" }), let value = Int(parts[0]) {
        return (value, nil)
      }
      return (nil, .orderNotInteger(text))
    case let other?: return (nil, .orderNotInteger(other.excerpt))
    }
  }
}
