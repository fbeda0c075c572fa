import FormshDomain

/// A call of one of the standard functions, its arguments checked against its parameters.
struct JSONPathFunctionCall: Sendable {
  let function: JSONPathFunction
  let arguments: [JSONPathArgument]
  /// For `match` and `search` with a literal pattern: the pattern compiled once, when the
  /// query is parsed (`nil` inside when it is not a valid I-Regexp, which matches nothing).
  let pattern: Pattern??

  init(function: JSONPathFunction, arguments: [JSONPathArgument]) {
    self.function = function
    self.arguments = arguments
    if function == .match || function == .search, arguments.count == 2,
      case .literal(.string(let source)) = arguments[1]
    {
      pattern = .some(IRegexp.pattern(source, searching: function == .search))
    } else {
      pattern = nil
    }
  }
}
