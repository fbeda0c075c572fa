/// A rule, read once: operators resolved, arities checked, constant paths split. `LogicRule`
/// holds the tree; `LogicEvaluator` walks it.
indirect enum LogicNode: Sendable {
  /// A value with no operation inside.
  case constant(LogicValue)
  /// An array written in the rule with operations among its elements.
  case array([LogicNode])
  /// `var` or `val` of a constant path; `fallback` is `var`'s default.
  case read(LogicPath, fallback: LogicValue?)
  /// An operation.
  case operation(LogicOperator, LogicArguments)
}

/// An operation's arguments as the rule wrote them.
enum LogicArguments: Sendable {
  /// An array of arguments (a single value that is no operation counts as a list of one).
  case list([LogicNode])
  /// An operation in place of the list: its value is the list when it is an array, else the
  /// one argument.
  case computed(LogicNode)
}
