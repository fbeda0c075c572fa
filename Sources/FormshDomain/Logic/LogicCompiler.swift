/// Reads a rule's value into a `LogicNode` tree, checking what can be checked before any data
/// is seen: every operator is known, every written-out argument list has a count the operator
/// takes, lazy operators have their arguments written out as an array, and nothing nests past
/// the depth limit. It also notes which data paths the rule reads.
struct LogicCompiler {
  let limits: LogicLimits
  /// The constant paths read outside iteration bodies, each once, in order of appearance.
  private(set) var paths: [LogicPath] = []
  private var seen: Set<LogicPath> = []
  /// The groups read whole (`LogicNames.groupRead`), each once, in order of appearance.
  private(set) var groupReads: [String] = []
  private var seenGroups: Set<String> = []
  /// Whether some read outside iteration bodies is of the whole data or of a computed path.
  private(set) var readsUnknownPaths = false
  /// How many iteration bodies enclose the value being read (their reads are of elements).
  private var bodies = 0

  /// The form's names of fields and groups (`LogicNames`): how a constant path is read.
  let names: LogicNames

  init(limits: LogicLimits, names: LogicNames = .none) {
    self.limits = limits
    self.names = names
  }

  /// The node for `value`, `depth` levels down (the rule itself is level 1 when it is an
  /// array or object).
  mutating func node(_ value: LogicValue, depth: Int = 0) throws(LogicError) -> LogicNode {
    switch value {
    case .array(let elements):
      try enter(depth)
      var nodes: [LogicNode] = []
      nodes.reserveCapacity(elements.count)
      var constant = true
      for element in elements {
        let node = try node(element, depth: depth + 1)
        if case .constant = node {} else { constant = false }
        nodes.append(node)
      }
      return constant ? .constant(value) : .array(nodes)
    case .object(let object):
      try enter(depth)
      if object.isEmpty { return .constant(value) }
      guard object.members.count == 1, let member = object.members.first else {
        let keys = object.members.prefix(4).map { "\"\($0.key)\"" }.joined(separator: ", ")
        throw .unknownOperator(
          "an operation is an object of one key; this one has \(object.members.count) (\(keys)"
            + (object.members.count > 4 ? ", …)" : ")"))
      }
      guard let name = LogicOperator(rawValue: member.key) else {
        throw .unknownOperator("no operator \"\(member.key)\"")
      }
      return try operation(name, member.value, depth: depth + 1)
    default:
      return .constant(value)
    }
  }

  private func enter(_ depth: Int) throws(LogicError) {
    if depth >= limits.maximumDepth { throw .tooDeep(limit: limits.maximumDepth) }
  }

  /// Throws when `value`, `depth` levels down, nests past the limit (without going further).
  private func checkDepth(_ value: LogicValue, _ depth: Int) throws(LogicError) {
    switch value {
    case .array(let elements):
      try enter(depth)
      for element in elements { try checkDepth(element, depth + 1) }
    case .object(let object):
      try enter(depth)
      for member in object.members { try checkDepth(member.value, depth + 1) }
    default: break
    }
  }

  private mutating func operation(_ name: LogicOperator, _ argument: LogicValue, depth: Int)
    throws(LogicError) -> LogicNode
  {
    if name.evaluation == .path {
      try checkDepth(argument, depth)
      if let read = constantRead(name, argument) {
        note(read)
        return read
      }
    }
    let arguments: LogicArguments
    switch argument {
    case .array(let elements):
      try enter(depth)
      try name.checkArity(elements.count)
      if name.iterates { try checkIteration(name, elements) }
      var nodes: [LogicNode] = []
      nodes.reserveCapacity(elements.count)
      for (position, element) in elements.enumerated() {
        let body = name.iterates && position == 1
        if body { bodies += 1 }
        defer { if body { bodies -= 1 } }
        nodes.append(try node(element, depth: depth + 1))
      }
      arguments = .list(nodes)
    case .object(let object) where !object.isEmpty:
      guard name.evaluation != .lazy else {
        throw .invalidArguments(
          operator: name.rawValue, "takes its arguments written out as an array")
      }
      arguments = .computed(try node(argument, depth: depth))
    default:
      guard name.evaluation != .lazy else {
        throw .invalidArguments(
          operator: name.rawValue, "takes its arguments written out as an array")
      }
      try name.checkArity(1)
      arguments = .list([.constant(argument)])
    }
    if name.evaluation == .path || name == .missing || name == .missingSome {
      noteComputedRead(name, arguments)
    }
    return .operation(name, arguments)
  }

  /// `map`, `filter`, `reduce`, `all`, `some`, `none` need something to go through and
  /// (`map`, `filter`) something to do with each element: a literal `null` is neither.
  private func checkIteration(_ name: LogicOperator, _ elements: [LogicValue]) throws(LogicError) {
    if elements[0] == .null {
      throw .invalidArguments(operator: name.rawValue, "goes through an array, not null")
    }
    if (name == .map || name == .filter) && elements[1] == .null {
      throw .invalidArguments(
        operator: name.rawValue, "runs a rule on each element; null is no rule")
    }
  }

  /// The read a `var` or `val` of a constant argument stands for, or `nil` when its path is
  /// computed (or malformed, which evaluation reports). The argument's depth is checked.
  private func constantRead(_ name: LogicOperator, _ argument: LogicValue) -> LogicNode? {
    guard !LogicCompiler.holdsOperation(argument) else { return nil }
    do throws(LogicError) {
      if name == .variable {
        let (path, fallback) = try LogicReads.variable(argument)
        return .read(regrouped(path), fallback: fallback)
      }
      return .read(regrouped(try LogicReads.value(argument)), fallback: nil)
    } catch {
      return nil
    }
  }

  /// Whether evaluating the value could differ from the value: it is, or holds, an operation.
  private static func holdsOperation(_ value: LogicValue) -> Bool {
    switch value {
    case .object(let object): !object.isEmpty
    case .array(let elements): elements.contains { holdsOperation($0) }
    default: false
    }
  }

  /// A path read outside iteration bodies, as the form's names read it (`LogicNames`).
  private func regrouped(_ path: LogicPath) -> LogicPath {
    bodies == 0 ? names.regrouped(path) : path
  }

  private mutating func note(_ read: LogicNode) {
    guard bodies == 0, case .read(let path, _) = read else { return }
    if let group = names.groupRead(path) {
      if seenGroups.insert(group).inserted { groupReads.append(group) }
    } else if path.segments.isEmpty {
      readsUnknownPaths = true
    } else if seen.insert(path).inserted {
      paths.append(path)
    }
  }

  /// A `var` or `val` of a computed path reads what only evaluation knows; `missing` and
  /// `missing_some` read the keys they list.
  private mutating func noteComputedRead(_ name: LogicOperator, _ arguments: LogicArguments) {
    guard bodies == 0 else { return }
    guard case .list(let nodes) = arguments, name == .missing || name == .missingSome else {
      readsUnknownPaths = true
      return
    }
    var keys = nodes
    if name == .missingSome {
      guard nodes.count == 2, case .constant(.array(let listed)) = nodes[1] else {
        readsUnknownPaths = true
        return
      }
      keys = listed.map { .constant($0) }
    } else if nodes.count >= 1, case .constant(.array(let listed)) = nodes[0] {
      keys = listed.map { .constant($0) }
    }
    for key in keys {
      guard case .constant(let value) = key, let path = try? LogicReads.key(value, of: name)
      else {
        readsUnknownPaths = true
        continue
      }
      note(.read(regrouped(path), fallback: nil))
    }
  }
}
