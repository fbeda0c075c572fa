import FormshDomain

/// A form of these fields, in this order, with the standard theme.
func makeForm(_ fields: Field...) -> Form {
  Form(title: "Test form", theme: .standard, fields: fields)
}

/// What `validate` reports for one field holding `value`; `nil` when it passes.
func failure(of field: Field, _ value: FormValue) -> FieldFailure? {
  var state = FormState()
  state[field.id] = value
  return ValidateForm(form: makeForm(field)).failure(of: field, in: state)
}

/// Options with these ids, labelled by the id in upper case.
func options(_ ids: String...) -> [Option] {
  ids.map { Option(id: $0, label: $0.uppercased()) }
}
