import FormshDomain

/// A checkbox: `[x] checked` or `[ ] not checked` (its label, with links, is the header).
struct CheckboxFieldRenderer: FieldRenderer {
  func body(_ field: Field, _ value: FormValue, _ context: RenderContext) -> [RenderedLine] {
    [RenderedLine(value.isOn ? "[x] checked" : "[ ] not checked")]
  }
}
