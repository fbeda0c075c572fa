import FormshDomain

/// A toggle: `● on` or `○ off`.
struct ToggleFieldRenderer: FieldRenderer {
  func body(_ field: Field, _ value: FormValue, _ context: RenderContext) -> [RenderedLine] {
    [RenderedLine(value.isOn ? "● on" : "○ off")]
  }
}
