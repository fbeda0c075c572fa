import FormshJSON

/// Where a component sits: the path of the data component it is in (`address.` in a
/// container), the grid whose `row.` its logic reads, the conditions and read-only flag of the
/// layout around it, and its section.
struct FormIOScope {
  /// The formsh path prefix of its fields (`""` at the top, `address.` in a container).
  var prefix = ""
  /// The grid (a list) it is in, by its formsh path.
  var grid: String?
  /// The conditions of the layout components around it, in JSON Logic.
  var visible: [JSONValue] = []
  /// The nodes of `visible`, which each of its fields is given.
  var conditionNodes = 0
  /// Whether a layout component around it is disabled.
  var readOnly = false
  /// The section of the top-level panel it is in.
  var section: String?
  /// How deep it is.
  var depth = 0
}
