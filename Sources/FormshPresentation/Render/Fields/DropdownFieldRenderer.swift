import FormshDomain

/// A single-select: each option with `(•)` on the chosen one, and its id to type.
struct DropdownFieldRenderer: FieldRenderer {
  func body(_ field: Field, _ value: FormValue, _ context: RenderContext) -> [RenderedLine] {
    OptionList.lines(field, value, on: "(•) ", off: "( ) ", context)
  }
}
