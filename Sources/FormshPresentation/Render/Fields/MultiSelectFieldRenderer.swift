import FormshDomain

/// A multi-select: each option with `[x]` on the chosen ones, and the count chosen.
struct MultiSelectFieldRenderer: FieldRenderer {
  func body(_ field: Field, _ value: FormValue, _ context: RenderContext) -> [RenderedLine] {
    OptionList.lines(field, value, on: "[x] ", off: "[ ] ", context)
  }

  func counter(_ field: Field, _ value: FormValue) -> String? {
    let count = value.selection?.count ?? 0
    guard let max = field.constraints.maxSelections else { return "\(count) chosen" }
    return "\(count)/\(max) chosen"
  }
}
