extension Field {
  /// The option a token names: its id exactly, else its label ignoring case.
  public func resolveOption(_ token: String) throws(EditError) -> String {
    if options.contains(where: { $0.id == token }) { return token }
    let lowered = token.lowercased()
    if let option = options.first(where: { $0.label.lowercased() == lowered }) { return option.id }
    throw .unknownOption(field: id, input: token, accepted: options.map(\.id))
  }

  /// A selection of several tokens, in option order; a token named twice is refused.
  func resolveOptions(_ tokens: [String]) throws(EditError) -> FormValue {
    var chosen: Set<String> = []
    for token in tokens {
      let option = try resolveOption(token)
      guard chosen.insert(option).inserted else {
        throw .repeatedOption(field: id, option: option)
      }
    }
    return .selection(inOptionOrder(chosen))
  }

  /// The given option ids in the order the form lists its options.
  public func inOptionOrder(_ ids: Set<String>) -> [String] {
    options.lazy.map(\.id).filter { ids.contains($0) }
  }
}

extension String {
  /// The string without leading and trailing whitespace.
  public func trimmingWhitespace() -> String {
    guard let first = firstIndex(where: { !$0.isWhitespace }),
      let last = lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(self[first...last])
  }
}
