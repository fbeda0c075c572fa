/// One evaluation of a rule's tree: walks the nodes and counts the work, and the bytes of the
/// values it builds, against the limits. The tree's depth was bounded when the rule was read,
/// so the recursion here is too. Every `interruptInterval` steps it asks
/// `LogicRule.isInterrupted`, so that a long evaluation stops when the run is to stop.
struct LogicEvaluator {
  let limits: LogicLimits
  /// Whether error messages quote the values they met (`"apple" is not a number`), or only
  /// name their types (`a string is not a number`): a form's condition that reads a secure
  /// field must not quote it, nor anything made from it.
  let quotesValues: Bool
  /// Steps taken so far, counted from `spent`.
  private(set) var work: Int
  /// Bytes of values built so far (`produce`).
  private(set) var bytes = 0
  /// The step count past which this evaluation is over budget.
  private let limit: Int
  /// The step count at which `charge` next looks beyond its addition: the limit, or the next
  /// time to ask whether the run is to stop, whichever comes first.
  private var checkpoint: Int

  /// Steps between two questions to `LogicRule.isInterrupted`: a few hundred microseconds of
  /// work at most, so an evaluation stops at once, at a cost too small to measure.
  static let interruptInterval = 4096

  /// An evaluation that follows others which took `spent` steps between them (a form's
  /// conditions, one after the other): it has its own budget, and asks whether to stop every
  /// `interruptInterval` steps of them all, so that many small evaluations are asked too.
  init(limits: LogicLimits, spent: Int = 0, quotesValues: Bool = true) {
    self.limits = limits
    self.quotesValues = quotesValues
    work = spent
    limit = spent + limits.maximumWork
    let interval = LogicEvaluator.interruptInterval
    checkpoint = min(limit, (spent / interval + 1) * interval)
  }

  /// A value as an error message shows it: quoted, or only its type (`quotesValues`).
  func quote(_ value: LogicValue) -> String {
    quotesValues ? value.excerpt : value.typeDescription
  }

  /// Counts `steps` more; throws once the total passes the limit, or when the run is to stop.
  @inline(__always)
  mutating func charge(_ steps: Int) throws(LogicError) {
    work += steps
    if work > checkpoint { try pass() }
  }

  /// Past a checkpoint: the limit, or a time to ask whether to stop.
  @inline(never)
  private mutating func pass() throws(LogicError) {
    if work > limit { throw .overBudget(limit: limits.maximumWork) }
    if LogicRule.isInterrupted() { throw .interrupted }
    let interval = LogicEvaluator.interruptInterval
    checkpoint = min(limit, (work / interval + 1) * interval)
  }

  /// Counts a value put into one the evaluation builds, by the bytes it takes as JSON; throws
  /// once the total passes `LogicLimits.maximumBytes`. Measuring stops there, so it costs no
  /// more than the budget allows.
  mutating func produce(_ value: LogicValue) throws(LogicError) {
    let left = limits.maximumBytes - bytes
    bytes += value.writtenSize(upTo: left)
    if bytes > limits.maximumBytes { throw .overByteBudget(limit: limits.maximumBytes) }
  }

  /// Counts text the evaluation built, by its bytes.
  mutating func produce(text: String) throws(LogicError) {
    bytes += text.utf8.count + 2
    if bytes > limits.maximumBytes { throw .overByteBudget(limit: limits.maximumBytes) }
  }

  /// The value of `node` when the data is `data`. Each node evaluated is a step, a value
  /// written in the rule too, and a read is one more per key of its path.
  mutating func evaluate(_ node: LogicNode, _ data: LogicValue) throws(LogicError) -> LogicValue {
    try charge(1)
    switch node {
    case .constant(let value):
      return value
    case .array(let nodes):
      var values: [LogicValue] = []
      values.reserveCapacity(nodes.count)
      for node in nodes {
        let value = try evaluate(node, data)
        try produce(value)
        values.append(value)
      }
      return .array(values)
    case .read(let path, let fallback):
      try charge(path.cost)
      return path.value(in: data) ?? fallback ?? .null
    case .operation(let name, let arguments):
      return try operate(name, arguments, data)
    }
  }

  /// A value as a number (`LogicValue.javaScriptNumber`, `nil` for NaN); reading text is
  /// work in proportion to its length.
  mutating func number(_ value: LogicValue) throws(LogicError) -> Double? {
    if case .string(let text) = value { try charge(text.utf8.count / 16) }
    return value.javaScriptNumber
  }

  /// A value as a number for arithmetic: text that is no number, arrays and objects are NaN.
  mutating func arithmeticNumber(_ value: LogicValue) throws(LogicError) -> Double {
    guard let number = try number(value), !number.isNaN else {
      throw .notANumber("\(quote(value)) is not a number")
    }
    return number
  }

  /// The arguments of an eager operator, evaluated.
  mutating func values(_ arguments: LogicArguments, _ data: LogicValue) throws(LogicError)
    -> [LogicValue]
  {
    switch arguments {
    case .list(let nodes):
      var values: [LogicValue] = []
      values.reserveCapacity(nodes.count)
      for node in nodes { values.append(try evaluate(node, data)) }
      return values
    case .computed(let node):
      let value = try evaluate(node, data)
      guard case .array(let elements) = value else { return [value] }
      try charge(elements.count)
      return elements
    }
  }

  private mutating func operate(
    _ name: LogicOperator, _ arguments: LogicArguments, _ data: LogicValue
  ) throws(LogicError) -> LogicValue {
    switch name.evaluation {
    case .lazy:
      // The compiler gives lazy operators their arguments written out.
      guard case .list(let nodes) = arguments else {
        throw .invalidArguments(
          operator: name.rawValue, "takes its arguments written out as an array")
      }
      return try lazy(name, nodes, data)
    case .path:
      let argument: LogicValue
      switch arguments {
      case .list(let nodes):
        var values: [LogicValue] = []
        for node in nodes { values.append(try evaluate(node, data)) }
        argument = .array(values)
      case .computed(let node):
        argument = try evaluate(node, data)
      }
      return try read(name, argument, data)
    case .eager:
      let values = try values(arguments, data)
      try name.checkArity(values.count)
      return try eager(name, values, data)
    }
  }

  private mutating func lazy(_ name: LogicOperator, _ nodes: [LogicNode], _ data: LogicValue)
    throws(LogicError) -> LogicValue
  {
    switch name {
    case .ifThenElse, .conditional: return try choose(nodes, data)
    case .and: return try all(nodes, data, truthy: false)
    case .or: return try all(nodes, data, truthy: true)
    case .map: return try map(nodes, data)
    case .filter: return try filter(nodes, data)
    case .reduce: return try reduce(nodes, data)
    case .all, .some, .none: return try quantify(name, nodes, data)
    default: return .bool(try chain(name, nodes, data))
    }
  }

  private mutating func eager(_ name: LogicOperator, _ values: [LogicValue], _ data: LogicValue)
    throws(LogicError) -> LogicValue
  {
    switch name {
    case .missing: return try missing(values, data)
    case .missingSome: return try missingSome(values, data)
    case .not: return .bool(!(values.first ?? .null).isTruthy)
    case .truthy: return .bool((values.first ?? .null).isTruthy)
    case .plus, .minus, .times, .divide, .remainder: return try arithmetic(name, values)
    case .max, .min: return try extreme(name, values)
    case .contains: return .bool(try contains(values[0], in: values[1]))
    case .concatenate: return try concatenate(values)
    case .substring: return try substring(values)
    case .merge: return try merge(values)
    case .throwError: throw thrown(values[0])
    default:
      throw .invalidArguments(operator: name.rawValue, "is not evaluated this way")
    }
  }
}
