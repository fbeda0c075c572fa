import FormshDomain

/// Plain text, numbers, URLs and emails: the value on one wrapped line.
struct TextFieldRenderer: FieldRenderer {
  func body(_ field: Field, _ value: FormValue, _ context: RenderContext) -> [Line] {
    TextBody.lines(value.text ?? "", field, context)
  }

  func counter(_ field: Field, _ value: FormValue) -> String? {
    TextBody.counter(field, value)
  }
}
