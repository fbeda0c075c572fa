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
  /// Why a computed field on a cycle has no value (the form's diagnostics name the cycle).
  public static let onCycle = "it is on a cycle of computed values"
  /// Whether the form has no computed field.
  public var isEmpty: Bool { order.isEmpty && cyclic.isEmpty }

  init(fields: [Field], index: [FieldID: Int]) {
    func reads(_ condition: Condition) -> [Int] {
      condition.readsEverything
        ? Array(fields.indices) : condition.reads.compactMap { index[$0] }
    }
    var needs = [[Int]](repeating: [], count: fields.count)
    var read = Set<Int>()
    for (position, field) in fields.enumerated() {
      guard let computed = field.computed else { continue }
      let fieldsRead = reads(computed)
      read.formUnion(fieldsRead)
      read.insert(position)
      needs[position] = fieldsRead.filter { fields[$0].computed != nil }
    }
    readPositions = read.sorted()
    var order: [Int] = []
    var cyclic: [Int] = []
    var cycles: [String] = []
    // Components come out with what a node reads first.
    for component in FormLogic.stronglyConnected(needs) {
      guard fields[component[0]].computed != nil else { continue }
      if component.count > 1 || needs[component[0]].contains(component[0]) {
        cyclic += component
        cycles.append(FormLogic.cycleText(component, needs) { fields[$0].id })
      } else {
        order.append(component[0])
      }
    }
    self.order = order
    self.cyclic = cyclic.sorted()
    self.cycles = cycles
  }

  /// Works out every computed field of `state` again, in dependency order; returns why each
  /// one that has no value has none (a cycle, an evaluation error, a result the field's kind
  /// refuses), by field id.
  @discardableResult
  public func recompute(_ form: Form, _ state: inout FormState) -> [FieldID: String] {
    guard !isEmpty else { return [:] }
    var problems: [FieldID: String] = [:]
    for position in cyclic {
      let field = form.fields[position]
      state[field.id] = field.kind.emptyValue
      problems[field.id] = ValuePlan.onCycle
    }
    var data = ConditionData(form: form)
    for position in readPositions {
      let field = form.fields[position]
      data.load(position, ConditionData.value(of: field, state[field.id]))
    }
    for position in order {
      let field = form.fields[position]
      let value: FormValue
      switch ValuePlan.value(of: field.computed!, for: field, on: data.value) {
      case .success(let result): value = result
      case .failure(let failure):
        value = field.kind.emptyValue
        problems[field.id] = failure.message
      }
      state[field.id] = value
      data.load(position, ConditionData.value(of: field, value))
    }
    return problems
  }

  /// Each field's starting value: its `default_value_from`'s result where it has one (and
  /// that gives a value the field takes), else its default; and why each
  /// `default_value_from` that gave none did not, by field id, in render order.
  static func startValues(_ fields: [Field], index: [FieldID: Int])
    -> (values: [FormValue], problems: [(field: FieldID, message: String)])
  {
    var values = fields.map(\.defaultValue)
    guard fields.contains(where: { $0.defaultFrom != nil }) else { return (values, []) }
    var problems: [(FieldID, String)] = []
    var object = LogicObject(fields: fields.map { ($0.id, .null) }, index: index)
    for (position, field) in fields.enumerated() {
      object.replaceValue(at: position, with: ConditionData.value(of: field, values[position]))
    }
    for (position, field) in fields.enumerated() {
      guard let rule = field.defaultFrom else { continue }
      switch value(of: rule, for: field, on: .object(object)) {
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
  static func value(of rule: Condition, for field: Field, on data: LogicValue)
    -> Result<FormValue, ConditionFailure>
  {
    let result: LogicValue
    switch rule.result(data) {
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
