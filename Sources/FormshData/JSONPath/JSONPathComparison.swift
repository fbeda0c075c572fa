/// A comparison operator of a filter.
enum JSONPathComparison: String, Sendable, CaseIterable {
  case equal = "=="
  case notEqual = "!="
  case lessOrEqual = "<="
  case greaterOrEqual = ">="
  case less = "<"
  case greater = ">"
}
