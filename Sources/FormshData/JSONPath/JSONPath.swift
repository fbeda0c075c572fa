import FormshJSON

/// An RFC 9535 JSONPath query, parsed and type-checked once, then run over any number of
/// documents.
///
/// Supported: the root `$`; child segments `.name`, `.*` and `[…]` with several selectors;
/// descendant segments `..name`, `..*`, `..[…]`; name (`'a'`, `"a"`, with escapes), wildcard,
/// index (`-1` from the end), slice (`start:end:step`, negative steps) and filter selectors;
/// in filters, `@` and `$` queries, existence tests, `== != < <= > >=` (numbers compared
/// exactly, as decimals, never through `Double`), `&&`, `||`, `!`, parentheses, and the
/// functions `length`, `count`, `match`, `search` (I-Regexp, RFC 9485, run by PCRE2) and
/// `value`.
///
/// Bounded: nothing recurses on the document's depth (the descendant segment walks with its
/// own stack, and values are compared with one), so a 10,000-level document cannot exhaust
/// the stack; filters nest at most `JSONPathParser.maximumNesting` (64) levels in the query
/// text. The work and the nodelist grow with the document and the query; `select(in:budget:)`
/// stops a hostile query (`$..*..*..*`) after a number of nodes.
///
/// Two queries are equal when their texts are.
public struct JSONPath: Sendable, Equatable {
  /// The query as written.
  public let text: String
  private let query: JSONPathQuery

  /// The nodes `select(in:budget:)` visits and selects, at most, unless told otherwise:
  /// ten million.
  public static let defaultBudget = 10_000_000

  /// Parses a query; throws what was expected and the column where it was not found
  /// ("expected a selector at column 9").
  public init(_ text: String) throws(JSONPathError) {
    var parser = JSONPathParser(text)
    self.query = try parser.query()
    self.text = text
  }

  /// Whether the query selects at most one node, whatever the document (names and indexes
  /// only): a "singular query".
  public var isSingular: Bool { query.isSingular }

  /// The nodelist: the values the query selects, in RFC 9535's order (a descendant segment
  /// visits a node before its descendants, arrays in order, objects in member order), with
  /// no budget of nodes; a pattern too costly to check, or a stop, still throws.
  public func select(in root: JSONValue) throws(JSONPathEvaluationError) -> [JSONValue] {
    try select(in: root, budget: .max)
  }

  /// The nodelist within `budget` nodes (each node a descendant segment walks, each node a
  /// selector selects, each pair of values compared, each pattern match and one more per 64
  /// bytes it matches, counted across filters too). Throws when the budget runs out, when a
  /// `match` or `search` cannot be checked on a value (its pattern is too costly there), and
  /// when the run is to stop (Ctrl-C, SIGTERM): never a nodelist missing what could not be
  /// judged.
  public func select(in root: JSONValue, budget: Int) throws(JSONPathEvaluationError)
    -> [JSONValue]
  {
    var evaluator = JSONPathEvaluator(root: root, budget: budget)
    return try evaluator.select(query, current: root)
  }

  public static func == (lhs: JSONPath, rhs: JSONPath) -> Bool { lhs.text == rhs.text }
}
