/// How a form's computed values are worked out, planned once when the form is made.
///
/// A field's `value` (JSON Logic) is evaluated after every computed field it reads: in the
/// topological order of their `var` reads, after each edit. A cycle between computed fields
/// is a load error (`cycles`, which `lint` reports as it reports a cycle of conditions); the
/// fields on it stay empty. A computed value reads the other fields' values as the payload
/// would carry them, whether they are shown or not (visibility is worked out after, on the
/// computed values). `default_value_from` is evaluated once, on the defaults, in render order:
/// each reads the defaults and the starting values worked out before it.
public struct ValuePlan: Sendable {
  /// The computed fields (render positions) not on a cycle, each after the computed fields
  /// it reads.
  private let order: [Int]
  /// The computed fields on a cycle: they keep their empty value.
  private let cyclic: [Int]
  /// The cycles found, in words (`total → tax → total`).
  public let cycles: [String]
  /// The fields the computed values read (render positions), and the computed fields: what
  /// a batch fill takes before it works them out.
  package let readPositions: [Int]
  /// The computed fields (render positions) that read each field, then each group (by
  /// `fields.count` + its offset) whole: what an edit of the field works out again.
  private let readers: [[Int]]
  /// Each computed field's place in `order` (-1: none), by render position.
  private let rank: [Int]
  /// The computed fields that may read any field.
  private let readingAll: [Int]
  /// Why a computed field on a cycle has no value (the form's diagnostics name the cycle).
  public static let onCycle = "it is on a cycle of computed values"
  /// Whether the form has no computed field.
  public var isEmpty: Bool { order.isEmpty && cyclic.isEmpty }

  init(fields: [Field], index: [FieldID: Int], groups: [FieldGroup] = [], tree: GroupTree? = nil) {
    let groupBase = fields.count
    // The nodes a rule reads: fields, and groups read whole (`GroupTree`).
    func reads(_ condition: Condition) -> [Int] {
      condition.readsEverything
        ? Array(fields.indices)
        : condition.reads.compactMap { index[$0] }
          + condition.groupReads.compactMap { id in tree?.index[id].map { groupBase + $0 } }
    }
    var needs = [[Int]](repeating: [], count: fields.count + groups.count)
    var readers = [[Int]](repeating: [], count: needs.count)
    var readingAll: [Int] = []
    var read = Set<Int>()
    var groupsRead = Set<Int>()
    for (position, field) in fields.enumerated() {
      guard let computed = field.computed else { continue }
      read.insert(position)
      if computed.readsEverything { readingAll.append(position) }
      for node in reads(computed) {
        if node < groupBase { read.insert(node) } else { groupsRead.insert(node - groupBase) }
        if !computed.readsEverything { readers[node].append(position) }
        if node >= groupBase || fields[node].computed != nil { needs[position].append(node) }
      }
    }
    if let tree {
      for group in groupsRead { read.formUnion(tree.ranges[group]) }
      for (offset, members) in tree.members.enumerated() {
        needs[groupBase + offset] = members.map { member in
          switch member {
          case .field(let position): position
          case .group(let inner): groupBase + inner
          }
        }
      }
    }
    readPositions = read.sorted()
    self.readers = readers
    self.readingAll = readingAll
    func name(_ node: Int) -> String {
      node < groupBase ? fields[node].id : groups[node - groupBase].id
    }
    var order: [Int] = []
    var cyclic: [Int] = []
    var cycles: [String] = []
    // Components come out with what a node reads first.
    for component in FormLogic.stronglyConnected(needs) {
      if component.count > 1 || needs[component[0]].contains(component[0]) {
        let computed = component.filter { $0 < groupBase && fields[$0].computed != nil }
        guard !computed.isEmpty else { continue }
        cyclic += computed
        cycles.append(FormLogic.cycleText(component, needs, name: name))
      } else if component[0] < groupBase, fields[component[0]].computed != nil {
        order.append(component[0])
      }
    }
    var rank = [Int](repeating: -1, count: fields.count)
    for (place, position) in order.enumerated() { rank[position] = place }
    self.rank = rank
    self.order = order
    self.cyclic = cyclic.sorted()
    self.cycles = cycles
  }

  /// Works out every computed field of `state` again, in dependency order, on a budget of
  /// its own; returns why each one that has no value has none (a cycle, an evaluation error,
  /// a result the field's kind refuses, the budget spent), by field id.
  @discardableResult
  public func recompute(_ form: Form, _ state: inout FormState) -> [FieldID: String] {
    var budget = LogicBudget()
    return recompute(form, &state, budget: &budget)
  }

  /// The same, on `budget`, shared with the other evaluations of the same work.
  @discardableResult
  public func recompute(_ form: Form, _ state: inout FormState, budget: inout LogicBudget)
    -> [FieldID: String]
  {
    guard !isEmpty else { return [:] }
    var problems: [FieldID: String] = [:]
    for position in cyclic {
      let field = form.fields[position]
      state[field.id] = field.kind.emptyValue
      problems[field.id] = ValuePlan.onCycle
    }
    work(order, form, &state, &problems, &budget)
    return problems
  }

  /// Works out again the computed fields that read the fields at `changed` (render
  /// positions), directly, through a group holding them, or through another computed field
  /// worked out again, in dependency order, on `budget`; the others keep their values. The
  /// fields at `changed` that are computed themselves (an item just added) are worked out
  /// too. Returns the positions worked out, and why each of them that has no value has none.
  public func recompute(
    _ form: Form, _ state: inout FormState, changed: [Int], budget: inout LogicBudget
  ) -> (positions: [Int], problems: [FieldID: String]) {
    guard !isEmpty else { return ([], [:]) }
    var due = Set<Int>()
    var pending: [Int] = readingAll + changed
    func reach(_ position: Int) {
      pending += readers[position]
      for group in form.tree.isEmpty ? [] : form.tree.groups(holding: position) {
        pending += readers[form.fields.count + group]
      }
    }
    for position in changed { reach(position) }
    // A computed field on a cycle reached (one new to the form, an item's, or one an item
    // just put on a cycle) is empty, as those before.
    var cyclic = Set<Int>()
    while let position = pending.popLast() {
      guard form.fields[position].computed != nil else { continue }
      if rank[position] < 0 {
        if cyclic.insert(position).inserted { reach(position) }
      } else if due.insert(position).inserted {
        reach(position)
      }
    }
    let positions = due.sorted { rank[$0] < rank[$1] }
    var problems: [FieldID: String] = [:]
    for position in cyclic {
      let field = form.fields[position]
      state[field.id] = field.kind.emptyValue
      problems[field.id] = ValuePlan.onCycle
    }
    work(positions, form, &state, &problems, &budget)
    return (cyclic.sorted() + positions, problems)
  }

  /// Works out the computed fields at `positions`, in that order, into `state`.
  private func work(
    _ positions: [Int], _ form: Form, _ state: inout FormState,
    _ problems: inout [FieldID: String], _ budget: inout LogicBudget
  ) {
    guard !positions.isEmpty else { return }
    var data = ConditionData(form: form)
    for position in readPositions {
      let field = form.fields[position]
      data.load(position, ConditionData.value(of: field, state[field.id]))
    }
    for position in positions {
      let field = form.fields[position]
      let rule = field.computed!
      let value: FormValue
      let read = data.value(for: rule, budget: &budget)
      switch ValuePlan.value(of: rule, for: field, on: read, budget: &budget) {
      case .success(let result): value = result
      case .failure(let failure):
        value = field.kind.emptyValue
        problems[field.id] = failure.message
      }
      state[field.id] = value
      data.load(position, ConditionData.value(of: field, value))
    }
  }

  /// Each field's starting value: its `default_value_from`'s result where it has one (and
  /// that gives a value the field takes), else its default; and why each
  /// `default_value_from` that gave none did not, by field id, in render order. The rules
  /// share `budget`.
  static func startValues(_ fields: [Field], index: [FieldID: Int], budget: inout LogicBudget)
    -> (values: [FormValue], problems: [(field: FieldID, message: String)])
  {
    startValues(
      fields, index: index, from: fields.map(\.defaultValue), working: fields.indices,
      budget: &budget)
  }

  /// The same for the fields at `positions` (an item just added), the others' starting
  /// values being `values`.
  static func startValues(
    _ fields: [Field], index: [FieldID: Int], from values: [FormValue],
    working positions: Range<Int>,
    budget: inout LogicBudget
  ) -> (values: [FormValue], problems: [(field: FieldID, message: String)]) {
    var values = values
    guard fields[positions].contains(where: { $0.defaultFrom != nil }) else { return (values, []) }
    var problems: [(FieldID, String)] = []
    var object = LogicObject(fields: fields.map { ($0.id, .null) }, index: index)
    for (position, field) in fields.enumerated() {
      object.replaceValue(at: position, with: ConditionData.value(of: field, values[position]))
    }
    for position in positions {
      let field = fields[position]
      guard let rule = field.defaultFrom else { continue }
      switch value(of: rule, for: field, on: .object(object), budget: &budget) {
      case .success(let value):
        values[position] = value
        object.replaceValue(at: position, with: ConditionData.value(of: field, value))
      case .failure(let failure):
        problems.append((field.id, "default_value_from gives no value: \(failure.message)"))
      }
    }
    return (values, problems)
  }

  /// What a rule gives on `data`, as a value of `field`: as a record's value would be taken
  /// (`KindBehavior.accept`), except that a checkbox or toggle takes the result's truthiness.
  static func value(
    of rule: Condition, for field: Field, on data: LogicValue, budget: inout LogicBudget
  ) -> Result<FormValue, ConditionFailure> {
    let result: LogicValue
    switch rule.result(data, budget: &budget) {
    case .success(let value): result = value
    case .failure(let failure): return .failure(failure)
    }
    if field.kind.shape == .onOff { return .success(.bool(result.isTruthy)) }
    func text(_ scalar: LogicValue) -> String? {
      switch scalar {
      case .string(let text): text
      case .number(let number): number.description
      case .bool(let on): on ? "true" : "false"
      default: nil
      }
    }
    let input: Input
    switch result {
    case .null: input = .null
    case .array(let elements):
      let texts = elements.compactMap(text)
      guard texts.count == elements.count else {
        return .failure(ConditionFailure(message: "it gives an array of more than text"))
      }
      input = .list(texts)
    case .object: return .failure(ConditionFailure(message: "it gives an object"))
    default: input = .text(text(result) ?? "")
    }
    do throws(EditError) {
      return .success(try field.kind.behavior.accept(input, for: field))
    } catch {
      return .failure(ConditionFailure(message: "the field refuses what it gives: \(error.reason)"))
    }
  }
}
