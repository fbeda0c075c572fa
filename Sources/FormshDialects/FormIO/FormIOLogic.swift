import FormshJSON

/// Form.io's JSON Logic read in formsh: Form.io evaluates it on `{data, row, …}`, formsh on
/// the fields by path, so `{"var": "data.address.city"}` becomes `{"var": "address.city"}` and,
/// in a grid, `{"var": "row.name"}` becomes the same item's `{"var": "grid.name"}`. The bodies
/// of `some`, `all`, `none`, `map`, `filter` and `reduce` read their element, and are kept as
/// written. A variable of another root (`instance`, `component`, `form`) is an error.
enum FormIOLogic {
  /// Operators whose arguments after the first are evaluated on each element.
  static let iterating: Set<String> = ["some", "all", "none", "map", "filter", "reduce"]
  /// The deepest nesting rewritten.
  static let maximumDepth = 64

  /// The logic with its variables renamed; `grid` is the list a `row.` reads.
  static func rewrite(_ logic: JSONValue, grid: String?) throws(ExpressionError) -> JSONValue {
    try rewrite(logic, grid: grid, depth: 0)
  }

  private static func rewrite(
    _ logic: JSONValue, grid: String?, depth: Int
  ) throws(ExpressionError) -> JSONValue {
    guard depth < maximumDepth else {
      throw ExpressionError("is nested more than \(maximumDepth) levels deep")
    }
    switch logic {
    case .array(let elements):
      var rewritten: [JSONValue] = []
      for element in elements {
        rewritten.append(try rewrite(element, grid: grid, depth: depth + 1))
      }
      return .array(rewritten)
    case .object(let object) where object.members.count == 1:
      let (op, argument) = (object.members[0].key, object.members[0].value)
      if op == "var" { return .object(.of(("var", try variable(argument, grid: grid)))) }
      if iterating.contains(op), case .array(var arguments) = argument, !arguments.isEmpty {
        arguments[0] = try rewrite(arguments[0], grid: grid, depth: depth + 1)
        return .object(.of((op, .array(arguments))))
      }
      return .object(.of((op, try rewrite(argument, grid: grid, depth: depth + 1))))
    default:
      return logic
    }
  }

  /// A `var`'s argument (a path, or `[path, default]`) with its path renamed.
  private static func variable(
    _ argument: JSONValue, grid: String?
  ) throws(ExpressionError) -> JSONValue {
    switch argument {
    case .string(let path): return .string(try renamed(path, grid: grid))
    case .array(var elements) where !elements.isEmpty:
      guard case .string(let path) = elements[0] else { return argument }
      elements[0] = .string(try renamed(path, grid: grid))
      return .array(elements)
    default:
      throw ExpressionError("reads a variable that is no path (\(argument.excerpt))")
    }
  }

  private static func renamed(_ path: String, grid: String?) throws(ExpressionError) -> String {
    if path.hasPrefix("data.") { return String(path.dropFirst("data.".count)) }
    if path.hasPrefix("row."), let grid { return grid + "." + path.dropFirst("row.".count) }
    throw ExpressionError("reads \"\(path)\", which names no field formsh has")
  }

  /// Whether a value is JSON Logic rather than JavaScript or nothing: an object.
  static func isLogic(_ value: JSONValue?) -> Bool {
    if case .object(let object) = value { return !object.members.isEmpty }
    return false
  }

  /// Whether a value is a non-empty JavaScript string.
  static func isScript(_ value: JSONValue?) -> Bool {
    if case .string(let text) = value { return !text.trimmingSpaces.isEmpty }
    return false
  }
}
