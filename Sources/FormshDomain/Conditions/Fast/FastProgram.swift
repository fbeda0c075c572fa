/// The fast conditions of a form as one flat program: nodes in an array, operands as indices
/// into the values and the constants, so that evaluating a condition walks plain integers and
/// touches no reference count but those of the strings it compares. Built from
/// `FastCondition` trees; each condition is the index of its root node.
struct FastProgram: Sendable {
  /// What a node does.
  enum Kind: UInt8, Sendable {
    /// The truthiness of `left`.
    case truthy
    /// The same for a computed argument of `!` or `!!` (see `FastCondition.truthy`).
    case truthySpread
    /// Not node `left`.
    case not
    /// Nodes `children[first..<first+count]`, all holding.
    case and
    /// The same, one holding.
    case or
    /// `left` compared with `right` by `name`.
    case compare
    /// `left` in `right` (a field, or a list of constants when `right` is negative).
    case contains
    /// Field `left` compared with number `right` (`swapped`: the number is written first).
    case compareNumber
    /// Field `left` compared with string `right` (`swapped`: the string is written first).
    case compareString
    /// String `left` in field `right`.
    case containsString
  }

  /// One node. Operands are field positions when zero or more, else `-1 - k` for constant `k`
  /// (for `contains`' `right`, list `k`).
  struct Node: Sendable {
    var kind: Kind
    var name: LogicOperator = .equal
    var left: Int32 = 0
    var right: Int32 = 0
    var first: Int32 = 0
    var count: Int32 = 0
    var swapped = false
  }

  private(set) var nodes: [Node] = []
  private(set) var children: [Int32] = []
  private(set) var constants: [FastValue] = []
  private(set) var lists: [[FastValue]] = []
  /// The numbers and strings of `compareNumber`, `compareString` and `containsString`.
  private(set) var numbers: [Double] = []
  private(set) var strings: [String] = []

  /// The work the fast path allows itself on one record, in the evaluator's units (a step per
  /// comparison, one more per 64 bytes of text compared): a tenth of the evaluator's budget,
  /// so that where this answers, the evaluator could not have run out.
  static let budget = LogicLimits.standard.maximumWork / 10

  /// Adds a condition; gives the index of its root node.
  mutating func append(_ condition: FastCondition) -> Int32 {
    switch condition {
    case .truthy(let operand, let spread):
      return add(Node(kind: spread ? .truthySpread : .truthy, left: self.operand(operand)))
    case .not(let inner):
      let inner = append(inner)
      return add(Node(kind: .not, left: inner))
    case .and(let parts), .or(let parts):
      let roots = parts.map { append($0) }
      let first = Int32(children.count)
      children += roots
      let kind: Kind
      if case .and = condition { kind = .and } else { kind = .or }
      return add(Node(kind: kind, first: first, count: Int32(roots.count)))
    case .compare(let name, .field(let field), .constant(let constant)):
      return compare(name, field, constant, swapped: false)
    case .compare(let name, .constant(let constant), .field(let field)):
      return compare(name, field, constant, swapped: true)
    case .compare(let name, let left, let right):
      return add(
        Node(kind: .compare, name: name, left: operand(left), right: operand(right)))
    case .contains(.constant(.string(let needle)), .field(let field)):
      strings.append(needle)
      return add(
        Node(kind: .containsString, left: Int32(strings.count - 1), right: Int32(field)))
    case .contains(let item, let container):
      return add(Node(kind: .contains, left: operand(item), right: operand(container)))
    }
  }

  /// A field compared with a number or a string written in the rule, with the constant kept
  /// as what it is; any other constant as `compare`.
  private mutating func compare(
    _ name: LogicOperator, _ field: Int, _ constant: FastValue, swapped: Bool
  ) -> Int32 {
    switch constant {
    case .number(let number):
      numbers.append(number)
      return add(
        Node(
          kind: .compareNumber, name: name, left: Int32(field), right: Int32(numbers.count - 1),
          swapped: swapped))
    case .string(let text):
      strings.append(text)
      return add(
        Node(
          kind: .compareString, name: name, left: Int32(field), right: Int32(strings.count - 1),
          swapped: swapped))
    default:
      let written = operand(.constant(constant))
      let read = Int32(field)
      return add(
        Node(
          kind: .compare, name: name, left: swapped ? written : read,
          right: swapped ? read : written))
    }
  }

  private mutating func add(_ node: Node) -> Int32 {
    nodes.append(node)
    return Int32(nodes.count - 1)
  }

  private mutating func operand(_ operand: FastOperand) -> Int32 {
    switch operand {
    case .field(let position):
      return Int32(position)
    case .constant(let value):
      constants.append(value)
      return -Int32(constants.count)
    case .list(let values):
      lists.append(values)
      return -Int32(lists.count)
    }
  }

  /// The most work `holds` can count for the condition rooted at `node` on any value the
  /// fields can be filled with, or `nil` when that depends on what a record holds (text of
  /// any length, a comparison between fields). `readings` and `options` are by render
  /// position: how each field reads, and for a field of options, how many ids a selection of
  /// it holds at most and the longest of them.
  func maximumWork(
    _ node: Int32, readings: [FastReading], options: [(count: Int, longest: Int)]
  ) -> Int? {
    let node = nodes[Int(node)]
    switch node.kind {
    case .truthy, .truthySpread, .compareNumber:
      return 0
    case .not:
      return maximumWork(node.left, readings: readings, options: options)
    case .and, .or:
      var total = 0
      for index in Int(node.first)..<Int(node.first + node.count) {
        guard let work = maximumWork(children[index], readings: readings, options: options)
        else { return nil }
        total += work
      }
      return total
    case .compareString:
      let field = Int(node.left)
      switch readings[field] {
      case .number, .options, .onOff:
        return 0  // a number, a selection, on or off, or null: compared without a count
      case .option:
        // One id (or null), compared with the string at most once.
        return 1 + (options[field].longest + strings[Int(node.right)].utf8.count) / 64
      case .text, .payload:
        return nil
      }
    case .containsString:
      let field = Int(node.right)
      switch readings[field] {
      case .number, .option, .onOff, .text:
        return 0  // not a selection: answered (or left to the evaluator) without a count
      case .options:
        return options[field].count * (1 + strings[Int(node.left)].utf8.count / 64)
      case .payload:
        return nil
      }
    case .compare, .contains:
      return nil
    }
  }

  /// The fields the condition rooted at `node` reads, each once, in the order met.
  func fieldsRead(by node: Int32) -> [Int] {
    var read: [Int] = []
    func add(_ operand: Int32) {
      if operand >= 0, !read.contains(Int(operand)) { read.append(Int(operand)) }
    }
    func walk(_ position: Int32) {
      let node = nodes[Int(position)]
      switch node.kind {
      case .truthy, .truthySpread, .compareNumber, .compareString: add(node.left)
      case .containsString: add(node.right)
      case .compare:
        add(node.left)
        add(node.right)
      case .contains:
        add(node.left)
        add(node.right)
      case .not: walk(node.left)
      case .and, .or:
        for child in Int(node.first)..<Int(node.first + node.count) { walk(children[child]) }
      }
    }
    walk(node)
    return read
  }

  /// Whether the condition rooted at `node` holds on `values` (by render position, as
  /// conditions read them), or `nil` when the full evaluator must decide. `work` counts
  /// against `budget`. `values` is only read; it is `inout` so that a record's values reach
  /// every node without their references being copied for each call.
  func holds<Operands: FastOperands>(
    _ node: Int32, _ values: inout Operands, _ work: inout Int
  ) -> Bool? {
    let node = nodes[Int(node)]
    switch node.kind {
    case .truthy:
      return isTruthy(node.left, &values)
    case .truthySpread:
      if node.left >= 0, case .strings(let ids) = values.value(Int(node.left)), ids[0].isEmpty {
        return nil
      }
      return isTruthy(node.left, &values)
    case .not:
      return holds(node.left, &values, &work).map { !$0 }
    case .and:
      for index in Int(node.first)..<Int(node.first + node.count) {
        guard let holds = holds(children[index], &values, &work) else { return nil }
        if !holds { return false }
      }
      return true
    case .or:
      for index in Int(node.first)..<Int(node.first + node.count) {
        guard let holds = holds(children[index], &values, &work) else { return nil }
        if holds { return true }
      }
      return false
    case .compare:
      return FastProgram.compare(
        node.name, value(node.left, &values), value(node.right, &values), &work)
    case .contains:
      return contains(value(node.left, &values), node.right, &values, &work)
    case .compareNumber:
      return compare(
        node.name, values.value(Int(node.left)), numbers[Int(node.right)], node.swapped)
    case .compareString:
      return compare(
        node.name, values.value(Int(node.left)), strings[Int(node.right)], node.swapped, &work)
    case .containsString:
      return contains(strings[Int(node.left)], values.value(Int(node.right)), &work)
    }
  }

  /// A value compared with a number, as `compare` compares it with `.number(number)`.
  @inline(__always)
  func compare(
    _ name: LogicOperator, _ value: FastValue, _ number: Double, _ swapped: Bool
  ) -> Bool? {
    let x: Double
    switch value {
    case .number(let value):
      switch name {
      case .strictEqual: return value == number
      case .strictNotEqual: return value != number
      default: x = value
      }
    case .null, .bool(_):
      switch name {
      case .strictEqual: return false
      case .strictNotEqual: return true
      default: break
      }
      if case .bool(let on) = value { x = on ? 1 : 0 } else { x = 0 }
    case .string, .strings:
      switch name {
      case .strictEqual: return false
      case .strictNotEqual: return true
      default: return nil
      }
    }
    guard !x.isNaN, !number.isNaN else { return nil }
    return swapped ? name.compares(number, x) : name.compares(x, number)
  }

  /// A value compared with a string, as `compare` compares it with `.string(text)`.
  @inline(__always)
  private func compare(
    _ name: LogicOperator, _ value: FastValue, _ text: String, _ swapped: Bool,
    _ work: inout Int
  ) -> Bool? {
    switch value {
    case .string(let value):
      switch name {
      case .strictEqual, .strictNotEqual:
        guard FastProgram.charge(min(value.utf8.count, text.utf8.count), &work) else {
          return nil
        }
        return value.hasSameBytes(as: text) == (name == .strictEqual)
      default:
        guard FastProgram.charge(value.utf8.count + text.utf8.count, &work) else { return nil }
        return swapped ? name.compares(text, value) : name.compares(value, text)
      }
    case .null:
      switch name {
      case .strictEqual, .equal: return false
      case .strictNotEqual, .notEqual: return true
      default: return nil
      }
    case .bool, .number, .strings:
      switch name {
      case .strictEqual: return false
      case .strictNotEqual: return true
      default: return nil
      }
    }
  }

  /// A string in a value, as `contains` looks for `.string(needle)`.
  @inline(__always)
  private func contains(_ needle: String, _ container: FastValue, _ work: inout Int)
    -> Bool?
  {
    switch container {
    case .null:
      return false
    case .strings(let ids):
      let length = needle.utf8.count
      for id in ids {
        let count = id.utf8.count
        guard FastProgram.charge(min(count, length), &work) else { return nil }
        if count == length, id.hasSameBytes(as: needle) { return true }
      }
      return false
    default:
      return nil
    }
  }

  private func isTruthy<Operands: FastOperands>(_ operand: Int32, _ values: inout Operands) -> Bool
  {
    operand >= 0 ? values.value(Int(operand)).isTruthy : constants[Int(-1 - operand)].isTruthy
  }

  private func value<Operands: FastOperands>(_ operand: Int32, _ values: inout Operands)
    -> FastValue
  {
    operand >= 0 ? values.value(Int(operand)) : constants[Int(-1 - operand)]
  }

  /// `in` with an array (or null) to look in; text is left to the evaluator.
  private func contains<Operands: FastOperands>(
    _ item: FastValue, _ container: Int32, _ values: inout Operands,
    _ work: inout Int
  ) -> Bool? {
    guard container >= 0 else {
      for element in lists[Int(-1 - container)] {
        guard FastProgram.charge(0, &work),
          let equal = FastProgram.strictlyEqual(item, element, &work)
        else { return nil }
        if equal { return true }
      }
      return false
    }
    switch values.value(Int(container)) {
    case .null:
      return false
    case .strings(let ids):
      guard case .string(let needle) = item else {
        // Only a string can be strictly equal to an option id.
        return FastProgram.charge(0, times: ids.count, &work) ? false : nil
      }
      for id in ids {
        guard FastProgram.charge(min(id.utf8.count, needle.utf8.count), &work) else { return nil }
        if id.hasSameBytes(as: needle) { return true }
      }
      return false
    default:
      return nil
    }
  }

  /// One comparison, as `LogicEvaluator.compare` makes it.
  private static func compare(
    _ name: LogicOperator, _ left: FastValue, _ right: FastValue, _ work: inout Int
  ) -> Bool? {
    switch name {
    case .strictEqual: return strictlyEqual(left, right, &work)
    case .strictNotEqual: return strictlyEqual(left, right, &work).map { !$0 }
    default: break
    }
    switch (left, right) {
    case (.string(let a), .string(let b)):
      guard charge(a.utf8.count + b.utf8.count, &work) else { return nil }
      return name.compares(a, b)
    case (.null, .string), (.string, .null):
      // A string is never null; ordering would read the text as a number.
      switch name {
      case .equal: return false
      case .notEqual: return true
      default: return nil
      }
    default:
      guard let x = left.plainNumber, let y = right.plainNumber, !x.isNaN, !y.isNaN else {
        return nil
      }
      return name.compares(x, y)
    }
  }

  /// `===`: same type and value; selections id by id.
  static func strictlyEqual(_ left: FastValue, _ right: FastValue, _ work: inout Int)
    -> Bool?
  {
    switch (left, right) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.number(let a), .number(let b)): return a == b
    case (.string(let a), .string(let b)):
      guard charge(min(a.utf8.count, b.utf8.count), &work) else { return nil }
      return a.hasSameBytes(as: b)
    case (.strings(let a), .strings(let b)):
      guard a.count == b.count else { return false }
      for (x, y) in zip(a, b) {
        guard charge(min(x.utf8.count, y.utf8.count), &work) else { return nil }
        if !x.hasSameBytes(as: y) { return false }
      }
      return true
    default:
      return false
    }
  }

  /// Counts a comparison of `bytes` bytes, `times` times; `false` past the budget.
  private static func charge(_ bytes: Int, times: Int = 1, _ work: inout Int) -> Bool {
    work += times * (1 + bytes / 64)
    return work <= budget
  }
}
