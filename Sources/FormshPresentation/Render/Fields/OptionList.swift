import FormshDomain

/// The option list dropdowns share.
enum OptionList {
  static func lines(
    _ field: Field, _ value: FormValue, on: String, off: String, _ context: RenderContext
  ) -> [RenderedLine] {
    guard !field.options.isEmpty else {
      var line = RenderedLine()
      line.append("(no options)", context.style.dim)
      return [line]
    }
    let chosen = Set(value.selection ?? [])
    // The label takes at most half the room (at least 10 columns where the window allows);
    // the id gets what is left, or nothing in a window too narrow for it.
    let labelWidth = min(
      field.options.map { TerminalText.width(TerminalText.sanitize($0.label)) }.max() ?? 0,
      max(10, context.width / 2),
      max(1, context.width - max(TerminalText.width(on), TerminalText.width(off))))
    return field.options.map { option in
      let selected = chosen.contains(option.id)
      var line = RenderedLine(selected ? on : off)
      let label = TerminalText.truncate(TerminalText.sanitize(option.label), to: labelWidth)
      line.append(TerminalText.pad(label, to: labelWidth), selected ? context.style.bold : { $0 })
      let room = context.width - line.width - 2
      guard room >= 2 else { return line }
      line.append(
        "  " + TerminalText.truncate(TerminalText.sanitize(option.id), to: room),
        context.style.dim)
      return line
    }
  }
}
