/// The functions of RFC 9535 §2.4, with their declared types.
enum JSONPathFunction: String, Sendable {
  case length, count, match, search, value

  /// The types of a function's parameters and result (RFC 9535 §2.4.1).
  enum Kind: Sendable {
    /// A JSON value or Nothing.
    case value
    /// True or false.
    case logical
    /// A nodelist.
    case nodes
  }

  var parameters: [Kind] {
    switch self {
    case .length: [.value]
    case .count, .value: [.nodes]
    case .match, .search: [.value, .value]
    }
  }

  var result: Kind {
    switch self {
    case .length, .count, .value: .value
    case .match, .search: .logical
    }
  }
}
