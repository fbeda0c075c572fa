import FormshDomain

/// Finds a state in which a condition gives what a case needs, by trying values on the
/// fields it reads and asking the form's own evaluator: no condition is solved on paper,
/// so every shape of JSON Logic is handled the same way, and what cannot be found in the
/// budget is reported rather than guessed.
///
/// The values tried on each field: the one it holds, empty, each option, on and off, the
/// constants the condition names (and one step either side of each number), and the values
/// the other fields it reads hold. States with fewer changed fields are tried first.
struct ValueSearch {
  let form: Form
  /// The most bytes of UTF-8 a value tried may have (`GenerateCases.longestValue`).
  let longest: Int
  /// At most this many states are tried per search.
  var budget = 20_000

  /// A state reached from `start` by changing only `ids`, in which `accepts` holds; `nil`
  /// when none is found within the budget.
  func find(
    varying ids: [FieldID], from start: FormState, constants: [LogicValue],
    where accepts: (FormState) -> Bool
  ) -> FormState? {
    if accepts(start) { return start }
    // No edit changes a read-only or computed field: a computed one is reached through the
    // fields it reads (and theirs), whose values are tried with its expression's constants.
    var fields: [Field] = []
    var constants = constants
    var pending = ids[...]
    var seen: Set<FieldID> = []
    while let id = pending.popFirst() {
      guard seen.insert(id).inserted, let field = form.field(id) else { continue }
      if let computed = field.computed {
        pending += computed.reads
        constants.append(computed.source)
      } else if !field.isLocked {
        fields.append(field)
      }
    }
    let texts = constantTexts(constants) + fields.compactMap { start[$0.id]?.text }
    let choices = fields.map { field in
      alternatives(for: field, in: start, texts: texts)
    }
    var tried = 0
    var state = start
    // Fewest changes first: every set of `count` fields, each given each of its alternatives.
    for count in 1...max(1, fields.count) where count <= fields.count {
      var found: FormState?
      combinations(of: Array(fields.indices), choosing: count) { chosen in
        found = assign(chosen[...], choices, fields, &state, &tried, accepts)
        return found != nil || tried >= budget
      }
      if let found { return found }
      if tried >= budget { return nil }
    }
    return nil
  }

  /// Tries every assignment of alternatives to the chosen fields; the first state accepted.
  private func assign(
    _ chosen: ArraySlice<Int>, _ choices: [[FormValue]], _ fields: [Field],
    _ state: inout FormState, _ tried: inout Int, _ accepts: (FormState) -> Bool
  ) -> FormState? {
    guard let first = chosen.first else {
      tried += 1
      var computed = state
      form.values.recompute(form, &computed)
      return accepts(computed) ? computed : nil
    }
    let id = fields[first].id
    let before = state[id]
    defer { state[id] = before }
    for value in choices[first] {
      state[id] = value
      if let found = assign(chosen.dropFirst(), choices, fields, &state, &tried, accepts) {
        return found
      }
      if tried >= budget { return nil }
    }
    return nil
  }

  /// Calls `body` with each set of `count` positions, until it returns true.
  private func combinations(of positions: [Int], choosing count: Int, _ body: ([Int]) -> Bool) {
    var chosen: [Int] = []
    func walk(_ from: Int) -> Bool {
      if chosen.count == count { return body(chosen) }
      guard from < positions.count else { return false }
      for index in from..<positions.count {
        chosen.append(positions[index])
        if walk(index + 1) { return true }
        chosen.removeLast()
      }
      return false
    }
    _ = walk(0)
  }

  /// The values tried on a field other than the one it holds.
  private func alternatives(for field: Field, in start: FormState, texts: [String])
    -> [FormValue]
  {
    var values: [FormValue] = [field.kind.emptyValue]
    switch field.kind.shape {
    case .onOff: values += [.bool(true), .bool(false)]
    case .options(let multiple):
      values += field.options.map { .selection([$0.id]) }
      if multiple, field.options.count > 1 { values.append(.selection(field.options.map(\.id))) }
    case .text:
      let accepting = CaseValues(field: field, longest: longest)
      values += texts.compactMap { accepting.accept($0) }
      values += accepting.validTexts.prefix(2).compactMap { accepting.accept($0) }
    }
    var unique: [FormValue] = []
    for value in values where value != start[field.id] && !unique.contains(value) {
      unique.append(value)
    }
    return unique
  }

  /// The strings and numbers a condition names, and one step either side of each number.
  private func constantTexts(_ constants: [LogicValue]) -> [String] {
    var texts: [String] = []
    func collect(_ value: LogicValue) {
      switch value {
      case .string(let text): texts.append(text)
      case .number(let number):
        let text = number.description
        texts.append(text)
        texts += [DecimalStep.beyond(text, by: -1), DecimalStep.beyond(text, by: 1)]
          .compactMap { $0 }
      case .array(let elements): elements.forEach(collect)
      case .object(let object): object.members.forEach { collect($0.value) }
      case .null, .bool: break
      }
    }
    constants.forEach(collect)
    var unique: [String] = []
    for text in texts where !unique.contains(text) { unique.append(text) }
    return unique
  }
}
