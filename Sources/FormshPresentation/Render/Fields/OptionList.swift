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
    let labelWidth = min(
      field.options.map { TerminalText.width(TerminalText.sanitize($0.label)) }.max() ?? 0,
      max(10, context.width / 2))
    return field.options.map { option in
      let selected = chosen.contains(option.id)
      var line = RenderedLine(selected ? on : off)
      let label = TerminalText.truncate(TerminalText.sanitize(option.label), to: labelWidth)
      line.append(TerminalText.pad(label, to: labelWidth), selected ? context.style.bold : { $0 })
      let room = context.width - line.width - 2
      line.append(
        "  " + TerminalText.truncate(TerminalText.sanitize(option.id), to: room),
        context.style.dim)
      return line
    }
  }
}
