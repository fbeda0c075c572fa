/// Runs the rules over a state: each shown field's own rules (and `required` when a condition
/// makes it so), then the cross-field rules. The first failing rule of each field is
/// reported, in render order, then the first failing rule of the form as a whole (under
/// `CrossFieldRule.formWide`). A hidden field is not validated.
public struct ValidateForm: Sendable {
  /// The form whose rules run.
  public let form: Form

  /// Creates the use case for one form.
  public init(form: Form) {
    self.form = form
  }

  /// Every failure, in render order, the form's own last.
  public func callAsFunction(_ state: FormState) -> [FieldFailure] {
    self(state, status: form.status(of: state))
  }

  /// Every failure of a state whose conditions gave `status`. When a condition did not
  /// finish (`FormStatus.unfinished`: a budget ran out, or the run is to stop), what is shown
  /// and required is not known, so the values cannot pass: that is the form's failure.
  public func callAsFunction(_ state: FormState, status: FormStatus) -> [FieldFailure] {
    var failures: [FieldFailure] = []
    // A shown computed field that could not be worked out (division by zero, a result its
    // kind refuses, a budget run out) fails, as in `fill`: never a silent empty value.
    var notComputed: [FieldID: String] = [:]
    if !form.values.isEmpty {
      var worked = state
      notComputed = form.values.recompute(form, &worked)
    }
    for (position, field) in form.fields.enumerated() where status.isActive(position) {
      if let problem = notComputed[field.id] {
        let message = "could not be worked out: \(problem)"
        failures.append(
          FieldFailure(field: field.id, failure: .ruleFailed(message), message: message))
        continue
      }
      let value = state[field.id] ?? field.kind.emptyValue
      if let failure = Self.failure(of: field, value: value, required: status.required[position]) {
        failures.append(failure)
      }
    }
    if !form.lists.isEmpty { failures += form.itemCountFailures(state, status: status) }
    if let message = status.unfinishedMessage(in: form) {
      failures.append(
        FieldFailure(
          field: CrossFieldRule.formWide, failure: .ruleFailed(message), message: message))
      return failures
    }
    guard !form.rules.isEmpty else { return failures }
    let failing = Set(failures.map(\.field))
    var ruled: [FieldFailure] = []
    var formFailure: FieldFailure?
    for (position, rule) in form.rules.enumerated() where !status.ruleOutcome[position].isTrue {
      // Its `{field}` pipes show the values it judged.
      let message = TextPipe.fill(rule.message, form: form, state: state)
      let failure = ValidationFailure.ruleFailed(message)
      if rule.fields.isEmpty {
        if formFailure == nil {
          formFailure = FieldFailure(
            field: CrossFieldRule.formWide, failure: failure, message: message)
        }
        continue
      }
      for id in rule.fields
      where !failing.contains(id) && !ruled.contains(where: { $0.field == id }) {
        // A list named is judged while it is shown, as its number of items is.
        if let list = form.list(id) {
          guard form.isShown(list, state, status: status) else { continue }
        } else {
          guard let position = form.position(of: id), status.isActive(position) else { continue }
        }
        ruled.append(FieldFailure(field: id, failure: failure, message: message))
      }
    }
    if !ruled.isEmpty {
      // A list's failure where the list is, before its items.
      func order(_ id: FieldID) -> Int {
        if let position = form.position(of: id) { return 2 * position + 1 }
        return 2 * (form.list(id)?.fields.lowerBound ?? 0)
      }
      failures = (failures + ruled).sorted { order($0.field) < order($1.field) }
    }
    if let formFailure { failures.append(formFailure) }
    return failures
  }

  /// The failure of one field, or `nil` when it passes (or is hidden).
  public func failure(of field: Field, in state: FormState) -> FieldFailure? {
    guard !form.logic.isEmpty else {
      return Self.failure(of: field, value: state[field.id] ?? field.kind.emptyValue)
    }
    return self(state, status: form.status(of: state)).first { $0.field == field.id }
  }

  /// The first rule a value of a field fails, or `nil` when it passes them all; `required`
  /// when a condition makes the field required.
  public static func failure(of field: Field, value: FormValue, required: Bool = false)
    -> FieldFailure?
  {
    if let remote = field.remoteOptions, let failure = remote.failure(of: field, value: value) {
      return FieldFailure(field: field.id, failure: failure, message: failure.message)
    }
    if required, !field.isRequired, value.isEmpty {
      let failure = ValidationFailure.required(field.kind)
      return FieldFailure(field: field.id, failure: failure, message: field.message(for: failure))
    }
    guard let failure = firstFailure(of: field, value: value) else { return nil }
    return FieldFailure(field: field.id, failure: failure, message: field.message(for: failure))
  }

  /// The first rule a value of a field fails, without the message (batch fill asks this for
  /// every field of every record, and builds a message only for the few that fail). Always
  /// inlined: a call per field would cost more than the loop it makes.
  @inline(__always)
  package static func firstFailure(of field: Field, value: FormValue) -> ValidationFailure? {
    // `required` first (`Field.requiredKind`), without a call through its existential.
    if let kind = field.requiredKind, let failure = RequiredRule.failure(of: value, kind: kind) {
      return failure
    }
    // Through the array's buffer: measurably cheaper than `for rule in field.rules` or
    // `field.rules[index]`, though each call still copies its rule out of the existential.
    return field.rulesAfterRequired.withUnsafeBufferPointer { rules in
      for index in rules.indices {
        if let failure = rules[index].check(value) { return failure }
      }
      return nil
    }
  }
}
