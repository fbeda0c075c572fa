/// A condition of the shapes servers mostly write (a field compared with a constant, an
/// option looked for in a selection, `!`, `!!`, `and`, `or` of those), compiled against the
/// form's field positions so that a batch fill answers it straight from the payload values,
/// without the data object and the tree walk of `LogicEvaluator`.
///
/// It answers exactly as the evaluator would, or not at all: `holds` gives `nil` where the
/// evaluator would coerce text to a number, meet an error, or where the work might come near
/// the evaluator's budget; the caller then evaluates the record the general way.
/// `FastConditionTests` checks the two agree on generated values.
indirect enum FastCondition: Sendable {
  /// The operand's truthiness. `spread`: the value is (or may be, through `and` and `or`) the
  /// computed argument of `!` or `!!`, where a selection counts as the list of its ids, so
  /// its first id decides; that is the selection's own truthiness unless the first id is
  /// empty, which is left to the evaluator.
  case truthy(FastOperand, spread: Bool)
  case not(FastCondition)
  case and([FastCondition])
  case or([FastCondition])
  /// `==`, `!=`, `===`, `!==`, `<`, `<=`, `>`, `>=` of two operands.
  case compare(LogicOperator, FastOperand, FastOperand)
  /// `in`: the first operand in the second (a selection or a list written in the rule).
  case contains(FastOperand, FastOperand)

  /// Rules larger than this are left to the evaluator (it counts a step per node, and the
  /// fast path must never answer where the evaluator would run out of budget).
  static let maximumNodes = 256

  /// The fast form of a rule, or `nil` when it has a shape this does not cover.
  /// `position` gives the render position of a field id.
  init?(_ rule: LogicRule, position: (String) -> Int?) {
    var nodes = 0
    guard let condition = FastCondition.compile(rule.tree, position, &nodes) else { return nil }
    self = condition
  }

  private static func compile(_ node: LogicNode, _ position: (String) -> Int?, _ nodes: inout Int)
    -> FastCondition?
  {
    nodes += 1
    guard nodes <= maximumNodes else { return nil }
    switch node {
    case .constant, .read:
      return operand(node, position).map { .truthy($0, spread: false) }
    case .array:
      return nil
    case .operation(let name, let arguments):
      switch (name, arguments) {
      case (.and, .list(let list)) where !list.isEmpty, (.or, .list(let list)) where !list.isEmpty:
        var parts: [FastCondition] = []
        for part in list {
          guard let compiled = compile(part, position, &nodes) else { return nil }
          parts.append(compiled)
        }
        return name == .and ? .and(parts) : .or(parts)
      case (.not, .list(let list)) where list.count == 1:
        return compile(list[0], position, &nodes).map { .not($0) }
      case (.truthy, .list(let list)) where list.count == 1:
        return compile(list[0], position, &nodes)
      case (.not, .computed(let inner)), (.truthy, .computed(let inner)):
        guard let compiled = spread(inner, position, &nodes) else { return nil }
        return name == .not ? .not(compiled) : compiled
      case (.equal, .list(let list)), (.notEqual, .list(let list)),
        (.strictEqual, .list(let list)), (.strictNotEqual, .list(let list)),
        (.less, .list(let list)), (.lessOrEqual, .list(let list)),
        (.greater, .list(let list)), (.greaterOrEqual, .list(let list)):
        guard list.count == 2, let left = operand(list[0], position),
          let right = operand(list[1], position)
        else { return nil }
        nodes += 2
        return .compare(name, left, right)
      case (.contains, .list(let list)):
        guard list.count == 2, let item = operand(list[0], position),
          let container = container(list[1], position)
        else { return nil }
        nodes += 2
        return .contains(item, container)
      default:
        return nil
      }
    }
  }

  /// A constant scalar, or a read of one field by its id.
  private static func operand(_ node: LogicNode, _ position: (String) -> Int?) -> FastOperand? {
    switch node {
    case .constant(let value):
      return FastValue(constant: value).map(FastOperand.constant)
    case .read(let path, _):
      // Every field is a member of the conditions' data, so a read of one never falls back
      // on `var`'s default. The evaluator counts a read of a long id as more steps (it
      // hashes the id); ids of over 100 bytes or so are left to it, so that the work counted
      // here stays below what it would count.
      guard path.segments.count == 1, path.cost <= 8, let field = position(path.segments[0])
      else {
        return nil
      }
      return .field(field)
    default:
      return nil
    }
  }

  /// What `in` looks in: a field, or a list of scalars written in the rule.
  private static func container(_ node: LogicNode, _ position: (String) -> Int?) -> FastOperand? {
    if case .constant(.array(let elements)) = node {
      var values: [FastValue] = []
      for element in elements {
        guard let value = FastValue(constant: element) else { return nil }
        values.append(value)
      }
      return .list(values)
    }
    guard case .read = node else { return nil }
    return operand(node, position)
  }

  /// The computed argument of `!` or `!!`: its value is spread into the argument list when it
  /// is an array, so its first element decides. Operations that give a boolean are compiled
  /// as they are; a read (also as the value `and` and `or` give back) is marked `spread`.
  private static func spread(
    _ node: LogicNode, _ position: (String) -> Int?, _ nodes: inout Int
  ) -> FastCondition? {
    if let operand = operand(node, position) { return .truthy(operand, spread: true) }
    guard case .operation(let name, let arguments) = node else { return nil }
    switch (name, arguments) {
    case (.not, _), (.truthy, _), (.equal, _), (.notEqual, _), (.strictEqual, _),
      (.strictNotEqual, _), (.less, _), (.lessOrEqual, _), (.greater, _), (.greaterOrEqual, _),
      (.contains, _):
      return compile(node, position, &nodes)
    case (.and, .list(let list)) where !list.isEmpty, (.or, .list(let list)) where !list.isEmpty:
      nodes += 1
      var parts: [FastCondition] = []
      for part in list {
        guard let compiled = spread(part, position, &nodes) else { return nil }
        parts.append(compiled)
      }
      return name == .and ? .and(parts) : .or(parts)
    default:
      return nil
    }
  }
}

/// What a fast condition compares: a field's value (null while the field is hidden), or a
/// value written in the rule.
enum FastOperand: Sendable {
  case field(Int)
  case constant(FastValue)
  /// A list of scalars written in the rule, for `in`.
  case list([FastValue])
}
