import FormshJSON

/// What a filter compares or tests: a literal, a query or a function call.
enum JSONPathOperand: Sendable {
  case literal(JSONValue)
  case query(JSONPathQuery)
  case function(JSONPathFunctionCall)
}
