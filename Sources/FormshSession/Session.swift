import FormshCases
import FormshDomain
import FormshPresentation

/// The view model of one loaded form: its values, the errors on show, and whether there are
/// changes not yet submitted. Commands come in as method calls; state comes out as a
/// `FormView` for the renderer. No I/O happens here.
public struct Session: Sendable {
  /// The form and what loading it found.
  public private(set) var loaded: LoadedForm
  /// The current values.
  public private(set) var state: FormState
  /// The message under each field that failed its last validation, until its value changes.
  public private(set) var errors: [FieldID: String] = [:]
  /// The errors a server gave for the last payload sent (`submit --to`, `validate --remote`):
  /// each field's until its value changes, the form's until any value does.
  public private(set) var serverErrors = ServerErrors()
  /// What the form's conditions say about the values: kept up to date as they change,
  /// evaluating only what a change can affect.
  public private(set) var status: FormStatus
  /// The values when the form was loaded, or last submitted.
  private var settledState: FormState
  /// The evaluation errors of conditions already reported, so each is reported once.
  private var reportedErrors: Set<String> = []
  /// Why each computed field that has no value has none (a cycle, an evaluation error), by
  /// field id, as of the last edit.
  public private(set) var computeProblems: [FieldID: String] = [:]
  /// What the evaluations of the load, or of the last edit, spent of their one budget
  /// (`LogicBudget`): what a check that an edit keeps to it reads.
  package private(set) var spent = LogicBudget()
  /// Where what the session exercises is recorded, when coverage is asked for.
  public private(set) var coverage: CoverageRecorder?

  /// Whether the values differ from those the form was loaded with, or last submitted (an
  /// edit undone, or a value set back as it was, is no change).
  public var hasUnsubmittedChanges: Bool { state != settledState }
  /// The payload of the last successful submit of this form, if any.
  public private(set) var lastSubmission: Payload?

  /// Starts a session on a loaded form, with its defaults.
  public init(_ loaded: LoadedForm) {
    self.loaded = loaded
    // The load's one budget: what the starting and computed values left of it.
    var (state, problems, budget) = loaded.form.start()
    computeProblems = problems
    self.status = loaded.form.status(of: state, budget: &budget)
    spent = budget
    self.state = state
    self.settledState = state
  }

  /// The form.
  public var form: Form { loaded.form }

  /// What the renderer draws.
  public var view: FormView {
    FormView(
      form: form, state: state, errors: shownErrors, status: status,
      computeProblems: computeProblems)
  }

  /// The message under each field: the rules' and the server's, one after the other.
  private var shownErrors: [FieldID: String] {
    guard !serverErrors.isEmpty else { return errors }
    var shown = errors
    func add(_ messages: [String], to id: FieldID) {
      guard !messages.isEmpty else { return }
      let server = messages.joined(separator: "; ")
      shown[id] = shown[id].map { $0 + "; " + server } ?? server
    }
    for (field, messages) in serverErrors.fields { add(messages, to: field) }
    add(serverErrors.formErrors, to: CrossFieldRule.formWide)
    return shown
  }

  /// Whether a field is shown now (its own and its section's conditions hold).
  public func isVisible(_ field: Field) -> Bool {
    form.position(of: field.id).map { status.visible[$0] } ?? false
  }

  /// Whether a field is required now (by the form, or a condition; a hidden one is not).
  public func isRequired(_ field: Field) -> Bool {
    form.position(of: field.id).map { status.required[$0] } ?? false
  }

  /// The errors on show that count: those of shown fields, and the form's own.
  public var visibleErrorCount: Int {
    shownErrors.keys.count { id in
      id == CrossFieldRule.formWide && form.field(id) == nil
        || form.position(of: id).map { status.visible[$0] } ?? false
    }
  }

  /// Why computed fields have no value (an evaluation error, a result the field refuses),
  /// those not reported before, each once in the session, in render order: the caller
  /// reports them. (A cycle is the form's diagnostic, shown on load.)
  /// Those a spent budget left out are one problem, at the first of them.
  public mutating func takeNewComputeProblems() -> [(field: FieldID, message: String)] {
    guard !computeProblems.isEmpty else { return [] }
    var problems: [(field: FieldID, message: String)] = []
    var overBudget: (field: FieldID, message: String, more: Int)?
    for field in form.fields {
      guard let message = computeProblems[field.id], message != ValuePlan.onCycle else {
        continue
      }
      if LogicBudget.isExhaustion(message) {
        if overBudget == nil { overBudget = (field.id, message, 0) } else { overBudget!.more += 1 }
      } else {
        problems.append((field.id, message))
      }
    }
    if let (field, message, more) = overBudget {
      let index = problems.firstIndex { form.position(of: $0.field)! > form.position(of: field)! }
      problems.insert(
        (field, message + (more > 0 ? "; nor were the \(more) computed values after it" : "")),
        at: index ?? problems.endIndex)
    }
    return problems.filter {
      reportedErrors.insert("value\u{0}\($0.field)\u{0}\($0.message)").inserted
    }
  }

  /// The evaluation errors of conditions (NaN and the like) not reported before, each once
  /// in the session: the caller reports them.
  public mutating func takeNewEvaluationErrors() -> [(site: ConditionSite, message: String)] {
    status.evaluationErrors.filter { error in
      reportedErrors.insert("\(error.site)\u{0}\(error.message)").inserted
    }
  }

  private var editor: EditForm { EditForm(form: form) }

  /// Takes its own form with options loaded from a server (`Field.withOptions`): the error
  /// on show of each field whose options were loaded again goes, and one whose options could
  /// not be loaded shows why.
  public mutating func takeOptions(_ form: Form) {
    guard form.isSame(as: self.form) else { return }
    for field in form.fields {
      guard let remote = field.remoteOptions, remote != self.form.field(field.id)?.remoteOptions
      else { continue }
      errors[field.id] = remote.problem
    }
    loaded = loaded.with(form)
  }

  /// The field with this id, or `unknownField` with a suggestion.
  public func field(_ id: String) throws(EditError) -> Field { try editor.field(id) }

  /// Records from now on what the session exercises of its form into `recorder`.
  public mutating func recordCoverage(into recorder: CoverageRecorder) {
    coverage = recorder
  }

  /// `set FIELD=VALUE`.
  @discardableResult
  public mutating func set(_ id: String, _ input: Input) throws(EditError) -> Field {
    try edit(id) { (editor, state) throws(EditError) in _ = try editor.set(id, input, in: &state) }
  }

  /// `select FIELD …`.
  @discardableResult
  public mutating func select(_ id: String, _ change: SelectionChange) throws(EditError) -> Field {
    try edit(id) { (editor, state) throws(EditError) in
      _ = try editor.select(id, change, in: &state)
    }
  }

  /// `toggle FIELD`.
  @discardableResult
  public mutating func toggle(_ id: String) throws(EditError) -> Field {
    try edit(id) { (editor, state) throws(EditError) in _ = try editor.toggle(id, in: &state) }
  }

  /// `check FIELD` / `uncheck FIELD`.
  @discardableResult
  public mutating func check(_ id: String, _ on: Bool) throws(EditError) -> Field {
    try edit(id) { (editor, state) throws(EditError) in try editor.check(id, on, in: &state) }
  }

  /// `clear FIELD`.
  @discardableResult
  public mutating func clear(_ id: String) throws(EditError) -> Field {
    try edit(id) { (editor, state) throws(EditError) in try editor.clear(id, in: &state) }
  }

  /// `reset [FIELD]`: one field, or the whole form, back to its defaults.
  public mutating func reset(_ id: String?) throws(EditError) {
    guard let id else {
      // Each list back to the items it starts with.
      if let resized = form.resized, !form.lists.isEmpty {
        let start = resized(
          Dictionary(uniqueKeysWithValues: form.lists.map { ($0.id, $0.bounds?.min ?? 0) }))
        loaded = loaded.with(start)
      }
      var budget: LogicBudget
      (state, computeProblems, budget) = form.start()
      status = form.status(of: state, budget: &budget)
      errors = [:]
      serverErrors = ServerErrors()
      return
    }
    try edit(id, counts: false) { (editor, state) throws(EditError) in
      try editor.reset(id, in: &state)
    }
  }

  /// `validate [FIELD]`: runs the rules and shows their errors; returns the failures.
  public mutating func validate(_ id: String? = nil) throws(EditError) -> [FieldFailure] {
    let only = try id.map { (id) throws(EditError) in try field(id) }
    let failures = checked(only: only)
    if let id {
      let field = try field(id)
      let failure = failures.first { $0.field == field.id }
      errors[field.id] = failure?.message
      return failure.map { [$0] } ?? []
    }
    errors = Dictionary(uniqueKeysWithValues: failures.map { ($0.field, $0.message) })
    return failures
  }

  /// The failures the rules find, without showing them (for `expect`); a check coverage
  /// records like `validate`'s.
  public func failures() -> [FieldFailure] { checked(only: nil) }

  /// The failures the rules find; recorded as exercised (every rule of every shown field, or
  /// of `only`) when coverage is.
  private func checked(only: Field?) -> [FieldFailure] {
    if let coverage {
      let position = only.flatMap { form.position(of: $0.id) }
      coverage.note(on: form) { [form, state, status] in
        $0.noteValidation(of: form, state, status, only: position)
      }
      if only == nil, !form.lists.isEmpty {
        coverage.note(on: form) { [form] in $0.noteItems(of: form) }
      }
    }
    return ValidateForm(form: form)(state, status: settledStatus)
  }

  /// The status to judge the values by: one that Ctrl-C cut short is worked out again (the
  /// edit it cut short left it so; a new Ctrl-C cuts this one short too).
  private var settledStatus: FormStatus {
    status.wasInterrupted ? form.status(of: state) : status
  }

  /// `submit`: the payload when every rule passes; otherwise every failure, shown as errors.
  public mutating func submit() -> Result<Payload, SubmissionRefused> {
    let result = prepareSubmission()
    if case .success(let payload) = result { accept(payload) }
    return result
  }

  /// `submit --to`: the payload when every rule passes, not yet counted as submitted (the
  /// server decides: `accept`); otherwise every failure, shown as errors.
  public mutating func prepareSubmission() -> Result<Payload, SubmissionRefused> {
    if status.wasInterrupted { status = settledStatus }
    let result = BuildSubmission(form: form)(state, status: status)
    switch result {
    case .success:
      errors = [:]
    case .failure(let refusal):
      errors = Dictionary(uniqueKeysWithValues: refusal.failures.map { ($0.field, $0.message) })
    }
    if let coverage {
      let refused: Bool
      if case .failure = result { refused = true } else { refused = false }
      coverage.note(on: form) { [form, state, status] in
        $0.noteValidation(of: form, state, status)
      }
      // What is the form's as a whole counts whatever the items of its lists.
      coverage.note(on: form) { [form] in
        if !form.lists.isEmpty { $0.noteItems(of: form) }
        if refused { $0.noteSubmit(accepted: false) }
      }
    }
    return result
  }

  /// The payload was submitted (printed, or accepted by a server): the values are settled.
  public mutating func accept(_ payload: Payload) {
    lastSubmission = payload
    settledState = state
    coverage?.note(on: form) { $0.noteSubmit(accepted: true) }
  }

  /// The payload of the values as they are, valid or not (`validate --remote` sends it).
  public var currentPayload: Payload { BuildSubmission(form: form).payload(state, status: status) }

  /// Shows a server's errors for the payload just sent, in place of the last server's.
  public mutating func showServerErrors(_ errors: ServerErrors) {
    serverErrors = errors
  }

  /// The value of a field.
  public func value(of field: Field) -> FormValue { view.value(of: field) }

  /// The form another session is on, in words, seen from this one: its source, or "an
  /// earlier load of" it when it is the same file loaded again.
  public func describeForm(of other: Session) -> String {
    other.loaded.source == loaded.source
      ? "an earlier load of \(other.loaded.source)" : other.loaded.source
  }

  /// Whether another session is on this very form.
  public func hasSameForm(as other: Session) -> Bool { form.isSame(as: other.form) }

  /// Whether another session is on this form, or on it with other numbers of items in its
  /// lists.
  public func hasSameFormFamily(as other: Session) -> Bool { form.isSameFamily(as: other.form) }

  /// The fields whose values differ from those of another session on the same form, in
  /// render order, with the value there and here.
  public func changes(since other: Session) -> [(field: Field, before: FormValue, after: FormValue)]
  {
    form.fields.compactMap { field in
      let before = other.value(of: field)
      let after = value(of: field)
      return before == after ? nil : (field, before, after)
    }
  }

  /// Takes the values of another session of the same shell (`undo`, `redo`, `restore`); on
  /// another form, that whole session. On the same form, the error on show stays for each
  /// field whose value is the same, and a submission made since stays, as it happened.
  public mutating func restore(_ other: Session) {
    guard hasSameForm(as: other) else {
      self = other
      return
    }
    for (field, _, _) in other.changes(since: self) {
      errors[field.id] = nil
      serverErrors.removeErrors(of: field.id)
      serverErrors.removeFormErrors()
      if form.isReadByFormRule(field.id) { errors[CrossFieldRule.formWide] = nil }
    }
    state = other.state
    status = other.status
  }

  /// This session with some values replaced (`nil`: no value) and its conditions worked out
  /// again: what `undo` and `redo` move to (with `restore`) from an edit kept as the values
  /// it changed.
  public func replacing(_ values: [(id: FieldID, value: FormValue?)]) -> Session {
    var other = self
    for (id, value) in values { other.state[id] = value }
    other.workOut(changed: values.compactMap { form.position(of: $0.id) })
    return other
  }

  /// Works out again, on one budget, what the values of the fields at `changed` (render
  /// positions) decide: the computed fields that read them, then the conditions that read
  /// them or a computed value that changed; `settling`: fields new to the form, whose own
  /// conditions are worked out too. Clears the error on show of each computed field whose
  /// value changed. A computed value left out last time by a spent budget may be anywhere:
  /// then every one is worked out again.
  mutating func workOut(changed: [Int], settling: [Int] = [], budget: LogicBudget = LogicBudget()) {
    var budget = budget
    var changed = changed
    if !form.values.isEmpty {
      let before = state
      var recomputed: [Int]
      if computeProblems.values.contains(where: LogicBudget.isExhaustion) {
        computeProblems = form.values.recompute(form, &state, budget: &budget)
        recomputed = form.fields.indices.filter { form.fields[$0].computed != nil }
      } else {
        let (positions, problems) = form.values.recompute(
          form, &state, changed: changed + settling, budget: &budget)
        for position in positions {
          computeProblems[form.fields[position].id] = problems[form.fields[position].id]
        }
        recomputed = positions
      }
      recomputed.removeAll { before[form.fields[$0].id] == state[form.fields[$0].id] }
      for position in recomputed { errors[form.fields[position].id] = nil }
      changed += recomputed
    }
    form.logic.update(&status, form, state, changed: changed, settling: settling, budget: &budget)
    spent = budget
  }

  /// Moves to the same form with other numbers of items (`remove`, and `add` of a form that
  /// makes no items itself): `values` gives each field of `next` its value (`nil`: its
  /// starting value); the computed fields and the conditions are worked out again, on one
  /// budget. The errors on show of `list` and its fields go; so do the server's.
  mutating func adopt(_ next: Form, list: FieldGroup, values: (Field) -> FormValue?) {
    var state = FormState()
    for (position, field) in next.fields.enumerated() {
      state[field.id] = values(field) ?? next.startValues[position]
    }
    var budget = LogicBudget()
    computeProblems = next.values.recompute(next, &state, budget: &budget)
    forgetErrors(of: list)
    loaded = loaded.with(next)
    self.state = state
    status = next.status(of: state, budget: &budget)
    spent = budget
  }

  /// Moves to the same form with an item added (`Form.addingItem`, whose budget's rest is
  /// `budget`): the item's fields take their starting values, and only what reads them (the
  /// computed fields and conditions that read the list, and the item's own) is worked out.
  mutating func adopt(added: Range<Int>, to next: Form, list: FieldGroup, budget: LogicBudget) {
    for position in added { state[next.fields[position].id] = next.startValues[position] }
    status.insertFields(added, of: next)
    forgetErrors(of: list)
    loaded = loaded.with(next)
    workOut(changed: [], settling: Array(added), budget: budget)
  }

  /// The errors on show of a list and its items' fields, and the server's, go.
  private mutating func forgetErrors(of list: FieldGroup) {
    let prefix = list.id + "["
    errors = errors.filter { $0.key != list.id && !$0.key.hasPrefix(prefix) }
    serverErrors = ServerErrors()
  }

  /// Applies an edit of one field; `counts` is false for `reset`, which coverage does not
  /// count as setting the field.
  @discardableResult
  private mutating func edit(
    _ id: String, counts: Bool = true, _ body: (EditForm, inout FormState) throws(EditError) -> Void
  ) throws(EditError) -> Field {
    let field = try field(id)
    var next = state
    do throws(EditError) {
      if counts, let position = form.position(of: field.id), !status.enabled[position] {
        throw EditError.disabled(field: field.id, condition: field.enabledIf?.text ?? "")
      }
      try body(editor, &next)
    } catch {
      if let coverage, let position = form.position(of: field.id) {
        coverage.note(on: form) { [form] in $0.noteRefusal(at: position, of: form, error) }
      }
      throw error
    }
    defer {
      if let coverage, let position = form.position(of: field.id) {
        coverage.note(on: form) { [form, state, status] in
          $0.noteEdit(
            at: position, of: form, value: state[field.id] ?? field.kind.emptyValue,
            counts: counts)
          $0.noteConditions(of: form, status)
        }
      }
    }
    guard next[field.id] != state[field.id] else { return field }
    errors[field.id] = nil
    if form.isReadByFormRule(field.id) { errors[CrossFieldRule.formWide] = nil }
    serverErrors.removeErrors(of: field.id)
    serverErrors.removeFormErrors()
    state = next
    // The computed fields that read it follow the edit, then the conditions.
    workOut(changed: form.position(of: field.id).map { [$0] } ?? [])
    return field
  }
}
