/// A filter's logical expression (RFC 9535 §2.3.5), type-checked when parsed.
indirect enum JSONPathFilter: Sendable {
  case or([JSONPathFilter])
  case and([JSONPathFilter])
  case not(JSONPathFilter)
  /// A query as a test: whether it selects any node.
  case exists(JSONPathQuery)
  /// A function of logical type (`match`, `search`) as a test.
  case test(JSONPathFunctionCall)
  /// Two comparables (literals, singular queries, functions of value type) compared.
  case comparison(JSONPathOperand, JSONPathComparison, JSONPathOperand)
}
