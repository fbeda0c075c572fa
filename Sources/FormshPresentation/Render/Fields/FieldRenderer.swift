import FormshDomain

/// Renders the body of one kind of field (its value, options or switch) under the field's
/// header. One conforming type per kind family; `FieldRenderers` picks it.
protocol FieldRenderer: Sendable {
  /// The lines showing the value, indented by the caller.
  func body(_ field: Field, _ value: FormValue, _ context: RenderContext) -> [RenderedLine]
  /// A short figure for the header, such as `12/40` characters.
  func counter(_ field: Field, _ value: FormValue) -> String?
}

extension FieldRenderer {
  func counter(_ field: Field, _ value: FormValue) -> String? { nil }
}
