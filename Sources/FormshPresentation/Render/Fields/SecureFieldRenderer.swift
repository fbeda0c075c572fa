import FormshDomain

/// Secret text: never shown, not even its length; only whether it is set.
struct SecureFieldRenderer: FieldRenderer {
  func body(_ field: Field, _ value: FormValue, _ context: RenderContext) -> [RenderedLine] {
    guard let text = value.text, !text.isEmpty else {
      return [TextBody.placeholderLine(field, context)]
    }
    var line = RenderedLine(TextBody.marker + Secret.mask)
    // The note only where the window has room for it.
    if line.width + 9 <= context.width { line.append(" (masked)", context.style.dim) }
    return [line]
  }
}
