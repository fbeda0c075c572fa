import FormshDomain

/// What the text-like renderers share: the `› value` line, the placeholder when empty, and
/// the character counter.
enum TextBody {
  static let marker = "› "

  static func lines(_ text: String, _ field: Field, _ context: RenderContext) -> [RenderedLine] {
    let room = context.width - TerminalText.width(marker)
    guard !text.isEmpty else { return [placeholderLine(field, context)] }
    var lines: [RenderedLine] = []
    // Clipped as a whole: a huge value of short lines must not become a million lines.
    for paragraph in TerminalText.clip(text).split(
      separator: "\n", omittingEmptySubsequences: false)
    {
      // A line's own indentation is part of the value: keep it (up to half the room), and
      // wrap the rest of the line under it.
      let spaces = paragraph.prefix { $0 == " " }.count
      let indent = String(repeating: " ", count: min(spaces, room / 2))
      let rest = RichText(String(paragraph.dropFirst(spaces)), clipped: true)
      for piece in rest.wrapped(width: room - indent.count) {
        var line = RenderedLine(lines.isEmpty ? marker : "  ")
        line.append(indent + piece.plain)
        lines.append(line)
      }
    }
    return lines
  }

  static func placeholderLine(_ field: Field, _ context: RenderContext) -> RenderedLine {
    var line = RenderedLine(marker)
    let hint = field.placeholder.map { "e.g. " + context.piped($0) } ?? "(empty)"
    let room = context.width - TerminalText.width(marker)
    line.append(TerminalText.truncate(TerminalText.sanitize(hint), to: room), context.style.dim)
    return line
  }

  static func counter(_ field: Field, _ value: FormValue) -> String? {
    guard let max = field.constraints.maxLength else { return nil }
    return "\((value.text ?? "").characterLength)/\(max)"
  }
}
