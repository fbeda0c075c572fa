import FormshDomain

/// Everything the renderer needs to draw a form: the form, the values, and the errors shown.
public struct FormView: Sendable {
  /// The form.
  public let form: Form
  /// The current values.
  public let state: FormState
  /// The last validation message of each field that failed, until its value changes (the
  /// form's own under `CrossFieldRule.formWide`).
  public let errors: [FieldID: String]
  /// What the form's conditions say about the values.
  public let status: FormStatus

  /// Creates a view; `status` is worked out from the state when not given.
  public init(
    form: Form, state: FormState, errors: [FieldID: String] = [:], status: FormStatus? = nil
  ) {
    self.form = form
    self.state = state
    self.errors = errors
    self.status = status ?? form.status(of: state)
  }

  /// A field's value (its kind's empty value when the state lacks it).
  public func value(of field: Field) -> FormValue {
    state[field.id] ?? field.kind.emptyValue
  }

  /// The number `links` and `open` use for a field's first link.
  public func firstLinkNumber(of field: Field) -> Int {
    var number = 1
    for other in form.fields {
      if other.id == field.id { return number }
      number += other.links.count
    }
    return number
  }
}
