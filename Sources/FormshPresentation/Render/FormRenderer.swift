import FormshDomain

/// Renders a whole form, or one field, as a person wants to read it:
///
///     Full name *                                   full_name · text · 0/40
///       › e.g. Ada Lovelace
///       As it appears on your ID.
///       ✗ is required
///
/// Pure: the same view and options always give the same string.
public enum FormRenderer {
  static let indent = "  "

  /// The title, a rule, then every field.
  public static func render(_ view: FormView, _ options: RenderOptions) -> String {
    let style = Style(mode: options.mode, theme: view.form.theme)
    var lines: [RenderedLine] = []
    for piece in RichText(view.form.title).wrapped(width: options.width) {
      var line = RenderedLine()
      line.append(piece.plain, style.bold)
      lines.append(line)
    }
    var rule = RenderedLine()
    rule.append(String(repeating: "─", count: options.width)) {
      style.colored($0, view.form.theme.border)
    }
    lines.append(rule)
    if view.form.fields.isEmpty {
      lines.append(RenderedLine())
      var empty = RenderedLine(indent)
      empty.append("(this form has no fields)", style.dim)
      lines.append(empty)
    }
    for field in view.form.fields {
      lines.append(RenderedLine())
      lines += fieldLines(field, view, style, options.width)
    }
    return paint(lines, style, options.width)
  }

  /// One field, as `show FIELD` prints it.
  public static func render(field: Field, _ view: FormView, _ options: RenderOptions) -> String {
    let style = Style(mode: options.mode, theme: view.form.theme)
    return paint(fieldLines(field, view, style, options.width), style, options.width)
  }

  static func paint(_ lines: [RenderedLine], _ style: Style, _ width: Int) -> String {
    lines.map { line in
      // Plain text ends at its last visible character (a blank line of a multi-line value
      // would otherwise leave the indent behind).
      if style.isPlain { return line.text.trimmingTrailingSpaces() }
      return style.lineStart + line.text + String(repeating: " ", count: max(0, width - line.width))
        + style.lineEnd
    }.joined(separator: "\n") + "\n"
  }

  static func fieldLines(_ field: Field, _ view: FormView, _ style: Style, _ width: Int)
    -> [RenderedLine]
  {
    let value = view.value(of: field)
    let renderer = FieldRenderers.renderer(for: field.kind)
    var meta = "\(field.id) · \(field.kind)"
    if let counter = renderer.counter(field, value) { meta += " · \(counter)" }
    meta = TerminalText.sanitize(meta)
    var lines = header(field, meta: meta, style, width)
    let bodyIndent = indent + indent
    let context = RenderContext(style: style, width: width - bodyIndent.count)
    for bodyLine in renderer.body(field, value, context) {
      var line = RenderedLine(bodyIndent)
      line.append(bodyLine)
      lines.append(line)
    }
    if let text = field.supportingText {
      for piece in RichText(text).wrapped(width: context.width) {
        var line = RenderedLine(bodyIndent)
        line.append(piece.plain, style.dim)
        lines.append(line)
      }
    }
    var number = view.firstLinkNumber(of: field)
    for link in field.links {
      var line = RenderedLine(bodyIndent)
      let text =
        "[\(number)] \(TerminalText.sanitize(link.text)) → \(TerminalText.sanitize(link.url))"
      line.append(TerminalText.truncate(text, to: context.width), style.dim)
      lines.append(line)
      number += 1
    }
    if let error = view.errors[field.id] {
      for (offset, piece) in RichText("✗ " + error).wrapped(width: context.width).enumerated() {
        var line = RenderedLine(bodyIndent + (offset > 0 ? "  " : ""))
        line.append(piece.plain) { style.colored($0, view.form.theme.error) }
        lines.append(line)
      }
    }
    return lines
  }

  /// The label (links styled, a `*` when required) with the id, kind and counter at the right.
  static func header(_ field: Field, meta: String, _ style: Style, _ width: Int) -> [RenderedLine] {
    let label = RichText(
      field.label + (field.isRequired ? " *" : ""), tagging: field.links.map(\.range))
    let metaWidth = TerminalText.width(meta)
    let room = width - indent.count
    let pieces = label.wrapped(width: room)
    var lines = pieces.map { piece -> RenderedLine in
      var line = RenderedLine(indent)
      for run in piece.runs {
        if let tag = run.tag {
          let link = field.links[tag]
          line.append(run.text) { style.link($0, url: link.url, color: link.color) }
        } else {
          line.append(run.text, style.bold)
        }
      }
      return line
    }
    if lines[lines.count - 1].width + 2 + metaWidth <= width {
      let gap = width - lines[lines.count - 1].width - metaWidth
      lines[lines.count - 1].append(String(repeating: " ", count: gap) + meta, style.dim)
    } else {
      var line = RenderedLine(String(repeating: " ", count: max(0, width - metaWidth)))
      line.append(meta, style.dim)
      lines.append(line)
    }
    return lines
  }
}
