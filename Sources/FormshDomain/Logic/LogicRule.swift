/// A JSON Logic rule, read once and evaluated as often as needed (jsonlogic.com; the operator
/// semantics of the JSON Logic community's compatibility suites).
///
/// Reading checks everything that does not depend on data, so a form can report a bad
/// condition when it loads: an unknown operator (`LogicError.unknownOperator`), an argument
/// count an operator does not take (`.invalidArguments`, e.g. `{"==": [1]}`), and nesting past
/// `LogicLimits.maximumDepth` (`.tooDeep`).
///
///     let rule = try LogicRule(.object(LogicObject([("==", .array([
///       .object(LogicObject([("var", .string("country"))])), .string("de")]))])))
///     rule.paths                      // [country]: the fields it depends on
///     try rule.evaluate(data)         // .bool(true) when data is {"country": "de"}
///     try rule.isSatisfied(by: data)  // the same, as JSON Logic's truthiness
///
/// Evaluating is cheap (the operators are resolved and constant paths split when the rule is
/// read) and safe to do from several threads at once; each evaluation is bounded by
/// `LogicLimits.maximumWork` and fails with a `LogicError`, never a crash.
public struct LogicRule: Sendable {
  /// The rule as it was given.
  public let value: LogicValue
  /// The bounds it was read with, which its evaluations keep to.
  public let limits: LogicLimits
  /// The data paths the rule reads, each once, in order of appearance: those of `var` and `val`
  /// with constant paths and the keys `missing` and `missing_some` list. Reads inside `map`,
  /// `filter`, `reduce`, `all`, `some` and `none` bodies are of the elements, and not listed.
  /// In a form's conditions, each path's `root` is a field the rule depends on.
  public let paths: [LogicPath]
  /// Whether the rule also reads the whole data (`{"var": ""}`) or a path only evaluation
  /// knows (`{"var": {"cat": …}}`): then any field may matter, beyond `paths`.
  public let readsUnknownPaths: Bool
  /// The groups of a form the rule reads whole (`{"var": "address"}`, a list's
  /// `{"var": "travellers"}`), each once, in order of appearance (`LogicNames`): the fields
  /// of each are read, whichever they are, and none of them is listed in `paths`.
  public let groupReads: [String]
  let root: LogicNode

  /// Asked every few thousand steps of an evaluation (`LogicEvaluator.interruptInterval`):
  /// when it says yes (Ctrl-C, SIGTERM), the evaluation stops with `LogicError.interrupted`,
  /// so no rule keeps the run going after it was told to stop. A cheap evaluation ends before
  /// it asks. The shell sets it once at start-up, before any thread runs, to read its flags.
  nonisolated(unsafe) public static var isInterrupted: @Sendable () -> Bool = { false }

  /// Reads a rule; throws when it cannot be a rule, whatever the data.
  /// `names`: a form's names of fields and groups, how its constant paths are read (a form
  /// with groups: `LogicNames`).
  public init(_ value: LogicValue, limits: LogicLimits = .standard, names: LogicNames = .none)
    throws(LogicError)
  {
    var compiler = LogicCompiler(limits: limits, names: names)
    root = try compiler.node(value)
    self.value = value
    self.limits = limits
    paths = compiler.paths
    readsUnknownPaths = compiler.readsUnknownPaths
    groupReads = compiler.groupReads
  }

  /// Whether the rule reads no data at all, so its value can never change (a condition that
  /// is always or never true).
  public var isConstant: Bool { paths.isEmpty && !readsUnknownPaths && groupReads.isEmpty }

  /// The rule's value on `data` (`.null` for none). `var` reads `data` by key or index.
  /// Unless `quotingValues`, an error names the types of the values it met, never the
  /// values themselves (the data holds a secret).
  public func evaluate(_ data: LogicValue = .null, quotingValues: Bool = true) throws(LogicError)
    -> LogicValue
  {
    var evaluator = LogicEvaluator(limits: limits, quotesValues: quotingValues)
    return try evaluator.evaluate(root, data)
  }

  /// The same, as one of several evaluations that share `budget`: this one's steps and the
  /// bytes it built are added to it, whether it gives a value or throws. The evaluation has
  /// its own bounds besides (`limits`); it asks `isInterrupted` every few thousand steps of
  /// them all. The caller asks `budget.exhaustion` before: this evaluates whatever is left.
  public func evaluate(_ data: LogicValue, budget: inout LogicBudget, quotingValues: Bool = true)
    throws(LogicError) -> LogicValue
  {
    var evaluator = LogicEvaluator(limits: limits, spent: budget.work, quotesValues: quotingValues)
    defer { budget.spend(work: evaluator.work - budget.work, bytes: evaluator.bytes) }
    return try evaluator.evaluate(root, data)
  }

  /// Whether the rule's value on `data` is truthy (`LogicValue.isTruthy`), as a condition
  /// reads it.
  public func isSatisfied(by data: LogicValue, quotingValues: Bool = true) throws(LogicError)
    -> Bool
  {
    try evaluate(data, quotingValues: quotingValues).isTruthy
  }
}
