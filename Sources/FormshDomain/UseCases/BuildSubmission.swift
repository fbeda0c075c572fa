/// Builds the payload `submit` sends: refused with every failure when the form is not valid.
///
/// Every shown field is in the payload, in render order: text as a string (empty when
/// empty), NUMBER as a JSON number exactly as entered (null when empty), a single-select as
/// its option id (null when none), a multi-select as an array of ids in option order,
/// booleans as booleans. A hidden or disabled field is left out. The form's `submit_data`
/// members follow the fields'.
public struct BuildSubmission: Sendable {
  /// The form being submitted.
  public let form: Form

  /// Creates the use case for one form.
  public init(form: Form) {
    self.form = form
  }

  /// The payload, or every failure.
  public func callAsFunction(_ state: FormState) -> Result<Payload, SubmissionRefused> {
    self(state, status: form.status(of: state))
  }

  /// The payload of a state whose conditions gave `status`, or every failure.
  public func callAsFunction(_ state: FormState, status: FormStatus)
    -> Result<Payload, SubmissionRefused>
  {
    let failures = ValidateForm(form: form)(state, status: status)
    guard failures.isEmpty else { return .failure(SubmissionRefused(failures: failures)) }
    return .success(payload(state, status: status))
  }

  /// The payload of a state, valid or not.
  public func payload(_ state: FormState) -> Payload {
    payload(state, status: form.status(of: state))
  }

  /// The payload of a state whose conditions gave `status`, valid or not.
  public func payload(_ state: FormState, status: FormStatus) -> Payload {
    Payload(
      entries: form.fields.indices.compactMap { position in
        guard status.isActive(position) else { return nil }
        let field = form.fields[position]
        let value = state[field.id] ?? field.kind.emptyValue
        let carried = field.kind.behavior.payload(value, for: field)
        if field.isNullable, carried.isEmptyAnswer { return (field.id, .null) }
        if form.omitsEmpty, carried.isEmptyAnswer { return nil }
        return (field.id, carried)
      } + form.submitData, nesting: form,
      hiddenLists: form.lists.isEmpty ? [] : form.hiddenEmptyLists(state, status: status))
  }
}
