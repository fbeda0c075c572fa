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
  /// Why each computed field that has no value has none, by field id.
  public let computeProblems: [FieldID: String]

  /// Creates a view; `status` is worked out from the state when not given.
  public init(
    form: Form, state: FormState, errors: [FieldID: String] = [:], status: FormStatus? = nil,
    computeProblems: [FieldID: String] = [:]
  ) {
    self.computeProblems = computeProblems
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
  /// A text of the form with its `{field}` pipes showing the current values (`TextPipe`).
  public func piped(_ text: String) -> String { TextPipe.fill(text, form: form, state: state) }

  /// A field's label as shown: piped, unless links are marked in it (their places are in the
  /// label as written).
  public func label(of field: Field) -> String {
    field.links.isEmpty ? piped(field.label) : field.label
  }

  /// What sets a field apart from one the user fills, in words: `computed`, `read-only`,
  /// `disabled` (its `enabled_if` does not hold now).
  public func marks(of field: Field) -> [String] {
    var marks: [String] = []
    if field.computed != nil {
      marks.append("computed")
    } else if field.isReadOnly {
      marks.append("read-only")
    }
    if let position = form.position(of: field.id), status.visible[position],
      !status.enabled[position]
    {
      marks.append("disabled")
    }
    return marks
  }

  public func firstLinkNumber(of field: Field) -> Int {
    var number = 1
    for other in form.fields {
      if other.id == field.id { return number }
      number += other.links.count
    }
    return number
  }
}
