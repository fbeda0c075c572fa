import FormshDomain

/// Multi-line text: every line of the value, each wrapped.
struct MultilineFieldRenderer: FieldRenderer {
  func body(_ field: Field, _ value: FormValue, _ context: RenderContext) -> [RenderedLine] {
    TextBody.lines(value.text ?? "", field, context)
  }

  func counter(_ field: Field, _ value: FormValue) -> String? {
    TextBody.counter(field, value)
  }
}
