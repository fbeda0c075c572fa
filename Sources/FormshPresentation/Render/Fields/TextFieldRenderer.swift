import FormshDomain

/// Plain text, numbers, URLs, emails (any kind of text without a renderer of its own): the
/// value, wrapped to the width, under a `›` marker.
struct TextFieldRenderer: FieldRenderer {
  func body(_ field: Field, _ value: FormValue, _ context: RenderContext) -> [RenderedLine] {
    TextBody.lines(value.text ?? "", field, context)
  }

  func counter(_ field: Field, _ value: FormValue) -> String? {
    TextBody.counter(field, value)
  }
}
