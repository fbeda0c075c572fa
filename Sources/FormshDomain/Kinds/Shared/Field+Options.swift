extension Field {
  /// The option a token names: its id exactly, else its label ignoring case.
  public func resolveOption(_ token: String) throws(EditError) -> String {
    options[try optionPosition(token)].id
  }

  /// A selection of several tokens, in option order; a token named twice is refused. The ids
  /// replace the tokens in the tokens' own array, so a list from a record becomes its
  /// selection without another allocation.
  func resolveOptions(_ tokens: consuming [String]) throws(EditError) -> FormValue {
    var ids = tokens
    // Which options are chosen, on the stack.
    try withUnsafeTemporaryAllocation(of: Bool.self, capacity: options.count) {
      chosen throws(EditError) in
      chosen.initialize(repeating: false)
      for index in ids.indices {
        let position = try optionPosition(ids[index])
        guard !chosen[position] else {
          throw .repeatedOption(field: id, option: options[position].id)
        }
        chosen[position] = true
      }
      // Each token chose a different option, so the chosen ids fill the array exactly.
      // By position, reading only a chosen option's id (`enumerated()` would copy each
      // option, its id and label, chosen or not).
      var slot = 0
      for position in options.indices where chosen[position] {
        ids[slot] = options[position].id
        slot += 1
      }
    }
    return .selection(ids)
  }

  /// The position of the option a token names: its id exactly, else its label ignoring case;
  /// a lookup in the field's `OptionIndex` when it has one.
  func optionPosition(_ token: String) throws(EditError) -> Int {
    if let optionIndex {
      if let position = optionIndex.position(ofID: token)
        ?? optionIndex.position(ofLoweredLabel: token.lowercased())
      {
        return position
      }
    } else {
      // Lengths first: a length is at hand in every string, and most options differ in it.
      let length = token.utf8.count
      if let position = options.firstIndex(where: {
        $0.id.utf8.count == length && $0.id == token
      }) {
        return position
      }
      let lowered = token.lowercased()
      if let position = options.firstIndex(where: { $0.label.lowercased() == lowered }) {
        return position
      }
    }
    throw .unknownOption(field: id, input: token, accepted: options.map(\.id))
  }

  /// The given option ids in the order the form lists its options.
  public func inOptionOrder(_ ids: Set<String>) -> [String] {
    options.lazy.map(\.id).filter { ids.contains($0) }
  }
}
