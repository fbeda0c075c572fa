import FormshDomain

/// Derives a suite of boundary cases from a form (`formsh cases`): for each field the values
/// at and across each of its limits, each option, each selection-count edge, each condition
/// both ways, each cross-field rule holding and failing, and a valid fill submitted.
///
/// Each scenario starts from a *baseline*: a valid value derived for every field (its default
/// when that passes). Each case changes what it tests and expects what the form's own rules
/// give, worked out with the same use cases the session runs (`CaseBuilder`); a case whose
/// outcome is not the one its boundary implies, or whose value cannot be derived (text
/// matching an arbitrary pattern, a condition no tried value satisfies), is left out and
/// listed in `CaseSuite.notGenerated`, never guessed.
public struct GenerateCases: Sendable {
  /// The form the cases are for (with an item in each list that starts with none).
  public let form: Form

  /// The most bytes of UTF-8 a generated value may have: scenarios carry their values in
  /// script lines, whose length the caller knows. A case that needs a longer value (a
  /// `max_length` of a million, a `min_length` near 2^63) is not generated, and a note says
  /// so.
  public let longestValue: Int

  /// Whether to stop early (Ctrl-C): then the suite is cut short, and the caller says so.
  let isInterrupted: @Sendable () -> Bool
  /// The lists that start with no item, which each scenario gives one (`add`) so that the
  /// fields of an item get their cases; `form` is the form with that item.
  let itemsAdded: [FieldID]

  /// Creates the use case for one form, its values at most `longestValue` bytes;
  /// `isInterrupted` is asked between scenarios (a form of thousands of fields takes
  /// minutes).
  public init(
    form: Form, longestValue: Int, isInterrupted: @escaping @Sendable () -> Bool = { false }
  ) {
    let working = form.withAnItemInEmptyLists
    self.form = working
    itemsAdded = form.lists.filter { form.itemCount(of: $0) == 0 && working.itemCount(of: $0) > 0 }
      .map(\.id)
    self.longestValue = longestValue
    self.isInterrupted = isInterrupted
  }

  /// The scenarios: the form as a whole, each field, each section with a condition, each
  /// rule.
  public func callAsFunction() -> CaseSuite {
    var suite = CaseSuite()
    let baseline = makeBaseline(&suite.notGenerated)
    var names: Set<String> = []
    func add(_ scenario: CaseScenario?) {
      guard var scenario, scenario.caseCount > 0 else { return }
      var name = scenario.name
      var number = 2
      while names.contains(name) {
        name = scenario.name + "-\(number)"
        number += 1
      }
      names.insert(name)
      scenario = CaseScenario(name: name, title: scenario.title, steps: scenario.steps)
      suite.scenarios.append(scenario)
    }
    add(formScenario(baseline, &suite.notGenerated))
    for field in form.fields where !isInterrupted() {
      add(fieldScenario(field, baseline, &suite.notGenerated))
    }
    for section in form.sections where !isInterrupted() {
      add(sectionScenario(section, baseline, &suite.notGenerated))
    }
    for position in form.rules.indices where !isInterrupted() {
      add(ruleScenario(position, baseline, &suite.notGenerated))
    }
    for list in form.lists where !isInterrupted() {
      add(listScenario(list, baseline, &suite.notGenerated))
    }
    return suite
  }

  /// A valid fill to start each case from, and whether it is valid as a whole.
  struct Baseline {
    var state: FormState
    var isValid: Bool
  }

  /// Every field given a valid value (its default when that passes); then, when a
  /// cross-field rule or a condition still fails, the values of the fields it reads searched.
  private func makeBaseline(_ notes: inout [NotGenerated]) -> Baseline {
    var state = form.initialState
    // A read-only or computed field keeps what the form gives it.
    for field in form.fields where !field.isLocked {
      if let value = validValue(for: field, current: state[field.id]) {
        state[field.id] = value
      } else if field.isRequired || field.requiredIf != nil {
        notes.append(NotGenerated(subject: field.id, reason: noValidValue(field)))
      }
    }
    form.values.recompute(form, &state)
    var failures = ValidateForm(form: form)(state)
    if !failures.isEmpty {
      var reads: [FieldID] = []
      for failure in failures {
        if failure.field == CrossFieldRule.formWide
          || form.field(failure.field)?.rules.isEmpty == false
        {
          reads.append(failure.field)
        }
      }
      for rule in form.rules { reads += form.fieldsRead(by: rule.check) }
      for field in form.fields { reads += field.requiredIf.map(form.fieldsRead(by:)) ?? [] }
      var unique: [FieldID] = []
      for id in reads where form.field(id) != nil && !unique.contains(id) { unique.append(id) }
      let constants = form.rules.map(\.check.source)
      if let found = ValueSearch(form: form, longest: longestValue, budget: 5_000).find(
        varying: Array(unique.prefix(8)), from: state, constants: constants,
        where: { ValidateForm(form: form)($0).isEmpty })
      {
        state = found
        failures = []
      }
    }
    if let first = failures.first {
      notes.append(
        NotGenerated(
          subject: "the form",
          reason: "no valid fill found (\(first.field) \(first.message)): no case expects "
            + "the form valid and none submits it"))
    }
    return Baseline(state: state, isValid: failures.isEmpty)
  }

  /// A value that passes the field's own rules: the current one when it does and is not
  /// empty, else one derived from the field's kind and limits.
  func validValue(for field: Field, current: FormValue?) -> FormValue? {
    let values = CaseValues(field: field, longest: longestValue)
    if let current, !current.isEmpty, values.failure(current) == nil { return current }
    switch field.kind.shape {
    case .onOff: return field.isRequired ? .bool(true) : current ?? .bool(false)
    case .options(let multiple):
      let count = multiple ? max(field.constraints.minSelections ?? 1, 1) : 1
      guard field.options.count >= count else { return nil }
      let value = FormValue.selection(field.options.prefix(count).map(\.id))
      return values.failure(value) == nil ? value : nil
    case .text:
      return values.first(values.validTexts, failing: nil).flatMap(values.accept)
    }
  }

  /// Why no valid value was derived for a field.
  func noValidValue(_ field: Field) -> String {
    if let fewest = field.constraints.minLength, fewest > longestValue {
      return tooLong("\(fewest) characters (min_length)")
    }
    if let pattern = field.constraints.pattern {
      return "no value matching the pattern \(pattern.source) could be derived"
    }
    if case .options = field.kind.shape, field.options.isEmpty {
      return "it has no options, so it can never be valid"
    }
    return "no value passing its rules could be derived"
  }

  /// Why a case needing a value of `what` ("exactly 5 characters (max_length)") is not
  /// generated: such a value does not fit in a scenario's line.
  func tooLong(_ what: String) -> String {
    "a value of \(what) does not fit in a scenario's line, which holds at most "
      + "\(longestValue) bytes of a value"
  }

  /// A file name for a field or a section id: its letters, digits, `-`, `_` and `.`, others
  /// as `_`; at most the first 100 characters of a long id, since a file name has at most 255
  /// bytes (names cut alike are told apart by a number).
  static func fileName(_ id: String) -> String {
    let name = String(
      id.prefix(100).map { character in
        character.isASCII && (character.isLetter || character.isNumber || "-_.".contains(character))
          ? character : "_"
      })
    return name.isEmpty || name.hasPrefix(".") ? "field" + name : name
  }
}
