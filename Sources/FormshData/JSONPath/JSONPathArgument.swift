import FormshJSON

/// An argument of a function call, as written.
enum JSONPathArgument: Sendable {
  case literal(JSONValue)
  case query(JSONPathQuery)
  case function(JSONPathFunctionCall)
  case logical(JSONPathFilter)
}
