import FormshDomain

/// A scenario being generated: the state its script reaches line by line, and its steps.
/// Every expectation is worked out by the form's own rules on that state before it is
/// written (the same use cases the session runs), so a generated scenario says what formsh
/// does, and a case whose outcome is not the one intended is left out.
struct CaseBuilder {
  let form: Form
  /// The state the script has reached.
  private(set) var state: FormState
  /// The lines so far.
  private(set) var steps: [CaseStep] = []

  /// A scenario that starts on the form's defaults (after its `load`).
  init(form: Form) {
    self.form = form
    state = form.initialState
  }

  /// The failures of the state now, as `validate` lists them.
  var failures: [FieldFailure] { ValidateForm(form: form)(state) }

  /// What the conditions say about the state now.
  var status: FormStatus { form.status(of: state) }

  mutating func comment(_ text: String) { steps.append(.comment(text)) }

  /// Gives a field a value (one the field's kind took from `set`, `select` or `check`); the
  /// computed fields follow, as in the session. A read-only or computed field is never
  /// assigned: no edit changes it.
  mutating func assign(_ id: FieldID, _ value: FormValue) {
    guard state[id] != value, form.field(id)?.isLocked == false else { return }
    state[id] = value
    form.values.recompute(form, &state)
    steps.append(.assign(id, value))
  }

  /// Moves to another state, one edit per field that differs, in render order, leaving out
  /// the fields disabled then; a second pass gives those that an edit after them enabled.
  mutating func move(to target: FormState) {
    for _ in 0..<2 {
      let enabled = status.enabled
      for (position, field) in form.fields.enumerated() where enabled[position] {
        if let value = target[field.id], value != state[field.id] { assign(field.id, value) }
      }
    }
  }

  /// The failure of one field now (`_form`: of the form as a whole), as `validate` reports
  /// it; only the field is checked when the form has no conditions or rules.
  func failure(of id: FieldID) -> FieldFailure? {
    guard let field = form.field(id) else { return failures.first { $0.field == id } }
    return ValidateForm(form: form).failure(of: field, in: state)
  }

  /// `expect error FIELD MESSAGE` when the field's failure now is one `intended` accepts.
  @discardableResult
  mutating func expectFailure(_ id: FieldID, _ intended: (ValidationFailure) -> Bool) -> Bool {
    guard let found = failure(of: id), intended(found.failure) else { return false }
    steps.append(.error(id, found.message))
    return true
  }

  /// `expect no error FIELD` when the field passes now.
  @discardableResult
  mutating func expectNoError(_ id: FieldID) -> Bool {
    guard failure(of: id) == nil else { return false }
    steps.append(.noError(id))
    return true
  }

  /// `expect valid` when every rule passes now, else `expect invalid`.
  mutating func expectValidity() {
    steps.append(failures.isEmpty ? .valid : .invalid)
  }

  /// `expect valid` when every rule passes now.
  @discardableResult
  mutating func expectValid() -> Bool {
    guard failures.isEmpty else { return false }
    steps.append(.valid)
    return true
  }

  /// `expect visible FIELD` or `expect hidden FIELD`, as the conditions say now.
  mutating func expectVisibility(_ field: Field) {
    guard let position = form.position(of: field.id) else { return }
    steps.append(status.isVisible(position) ? .visible(field.id) : .hidden(field.id))
  }

  /// `expect required FIELD` when the field is required now.
  @discardableResult
  mutating func expectRequired(_ field: Field) -> Bool {
    guard let position = form.position(of: field.id), status.required[position] else {
      return false
    }
    steps.append(.required(field.id))
    return true
  }

  /// `expect value FIELD = VALUE` of the value the field holds now.
  mutating func expectValue(_ id: FieldID) {
    guard let value = state[id] else { return }
    steps.append(.value(id, value))
  }

  /// `expect refused set FIELD=TEXT` when `set` refuses the text with a refusal `intended`
  /// accepts.
  @discardableResult
  mutating func expectRefusedSet(
    _ field: Field, _ text: String, _ intended: (EditError) -> Bool = { _ in true }
  ) -> Bool {
    guard let refusal = CaseValues.refusal(text, for: field), intended(refusal) else {
      return false
    }
    steps.append(.refusedSet(field.id, text))
    return true
  }

  /// `expect refused select FIELD ids` when `select` refuses them.
  @discardableResult
  mutating func expectRefusedSelect(_ field: Field, _ ids: [String]) -> Bool {
    var copy = state
    do {
      try EditForm(form: form).select(field.id, .exactly(ids), in: &copy)
      return false
    } catch {
      steps.append(.refusedSelect(field.id, ids))
      return true
    }
  }

  mutating func append(_ step: CaseStep) { steps.append(step) }
}
