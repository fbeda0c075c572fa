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

  /// The title, a rule, the form's own error if one is on show, then the fields: those
  /// without a section first, then each section under its title. Hidden fields and sections
  /// are left out, or with `all` shown dimmed with why they are hidden.
  public static func render(_ view: FormView, _ options: RenderOptions, all: Bool = false)
    -> String
  {
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
    if let error = view.errors[CrossFieldRule.formWide],
      view.form.field(CrossFieldRule.formWide) == nil
    {
      lines.append(RenderedLine())
      lines += errorLines(error, indent: indent, view, style, options.width - indent.count)
    }
    var section: SectionID?
    var sectionShown = true
    // How many groups hold each field: its lines are indented two columns per group.
    var depths = [Int](repeating: 0, count: view.form.fields.count)
    for group in view.form.groups {
      for position in group.fields { depths[position] = max(depths[position], group.depth + 1) }
    }
    var groups = view.form.groups[...]
    for (position, field) in view.form.fields.enumerated() {
      if field.section != section, let id = field.section,
        let index = view.form.sectionPosition(of: id)
      {
        section = id
        let hidden = ConditionExplainer.hiddenReason(ofSection: index, in: view)
        sectionShown = hidden == nil
        if sectionShown || all {
          lines += sectionLines(view.form.sections[index], hidden: hidden, style, options.width)
        }
      }
      // The heading of each group beginning here, when one of its fields is shown.
      while let group = groups.first, group.fields.lowerBound == position {
        groups.removeFirst()
        let shown = isShown(group, view)
        guard (shown && sectionShown) || all else { continue }
        lines += indented(
          groupLines(group, view, dimmed: !shown, style, options.width), group.depth)
      }
      let shown = view.status.visible[position]
      guard shown || all else { continue }
      guard sectionShown || all else { continue }
      lines.append(RenderedLine())
      // Under a hidden section's title, which says why, a field hidden with it says only
      // that it is hidden.
      let hidden =
        shown ? nil : sectionShown ? ConditionExplainer.hiddenReason(of: field, in: view) : ""
      let depth = depths[position]
      lines += indented(
        fieldLines(field, view, style, options.width - depth * indent.count, hidden: hidden),
        depth)
    }
    // Lists without items after the last field.
    for group in groups where isShown(group, view) || all {
      lines += indented(
        groupLines(group, view, dimmed: !isShown(group, view), style, options.width), group.depth)
    }
    return paint(lines, style, options.width)
  }

  /// Whether a group's heading is shown: one of its fields is, or it is a list without
  /// items (where `add` puts them).
  static func isShown(_ group: FieldGroup, _ view: FormView) -> Bool {
    group.fields.isEmpty || group.fields.contains { view.status.visible[$0] }
  }

  /// A group, as `show GROUP` prints it: its heading, then its fields and the groups inside
  /// it, indented as in the whole form; hidden fields left out, or with `all` shown dimmed
  /// with why they are hidden.
  public static func render(
    group: FieldGroup, _ view: FormView, _ options: RenderOptions, all: Bool = false
  ) -> String {
    let style = Style(mode: options.mode, theme: view.form.theme)
    var lines: [RenderedLine] = []
    // The group and those inside it, by their parents: a list without items placed just
    // after the group has an empty range within the group's, but is not in it.
    var groups = view.form.groups.filter { inner in
      var holder: FieldGroup? = inner
      while let current = holder, current.id != group.id {
        holder = current.parent.flatMap(view.form.group)
      }
      return holder != nil
    }[...]
    for position in group.fields {
      while let inner = groups.first, inner.fields.lowerBound == position {
        groups.removeFirst()
        let shown = isShown(inner, view)
        guard shown || all else { continue }
        lines += indented(
          groupLines(inner, view, dimmed: !shown, style, options.width), inner.depth - group.depth)
      }
      let field = view.form.fields[position]
      let shown = view.status.visible[position]
      guard shown || all else { continue }
      lines.append(RenderedLine())
      let depth = (field.group.flatMap { view.form.group($0)?.depth } ?? 0) + 1 - group.depth
      let hidden = shown ? nil : ConditionExplainer.hiddenReason(of: field, in: view)
      lines += indented(
        fieldLines(field, view, style, options.width - depth * indent.count, hidden: hidden),
        depth)
    }
    for inner in groups where isShown(inner, view) || all {
      lines += indented(
        groupLines(inner, view, dimmed: !isShown(inner, view), style, options.width),
        inner.depth - group.depth)
    }
    return paint(Array(lines.drop { $0.text.isEmpty }), style, options.width)
  }

  /// Lines moved right by `depth` indents (a group's, for each group holding them).
  static func indented(_ lines: [RenderedLine], _ depth: Int) -> [RenderedLine] {
    guard depth > 0 else { return lines }
    let pad = String(repeating: indent, count: depth)
    return lines.map { line in
      guard !line.text.isEmpty else { return line }
      var padded = RenderedLine(pad)
      padded.append(line)
      return padded
    }
  }

  /// A group's heading: its label, with its path and `group` at the right, and its
  /// supporting text; dimmed when none of its fields is shown.
  static func groupLines(
    _ group: FieldGroup, _ view: FormView, dimmed: Bool, _ style: Style, _ width: Int
  ) -> [RenderedLine] {
    let width = width - group.depth * indent.count
    var lines = [RenderedLine()]
    let label = TerminalText.sanitize(view.piped(group.label) + (dimmed ? "  (hidden)" : ""))
    let meta = groupMeta(group, view, width: width)
    let metaWidth = TerminalText.width(meta)
    for piece in RichText(label).wrapped(width: width - indent.count) {
      var line = RenderedLine(indent)
      line.append(piece.plain, dimmed ? style.dim : style.bold)
      lines.append(line)
    }
    // At the right of the label's last line, or of a line of its own when it does not fit
    // beside it (a narrow window).
    if lines[lines.count - 1].width + 2 + metaWidth > width { lines.append(RenderedLine()) }
    let gap = width - lines[lines.count - 1].width - metaWidth
    lines[lines.count - 1].append(String(repeating: " ", count: max(0, gap)) + meta, style.dim)
    if let text = group.supportingText {
      for piece in RichText(view.piped(text)).wrapped(width: width - 2 * indent.count) {
        var line = RenderedLine(indent + indent)
        line.append(piece.plain, style.dim)
        lines.append(line)
      }
    }
    if let error = view.errors[group.id], !dimmed {
      lines += errorLines(error, indent: indent + indent, view, style, width - 2 * indent.count)
    }
    return lines
  }

  /// What a group's heading says at its right: its id and `group`, or for a list `list`,
  /// how many items it has and how many it takes (`guests · list · 2 items (at most 9
  /// items)`), within `width`: the bounds go first, then the id is cut, so that `· list · N
  /// items` stays.
  static func groupMeta(_ group: FieldGroup, _ view: FormView, width: Int) -> String {
    let id = TerminalText.sanitize(group.id)
    var kind = " · group"
    var bounds = ""
    if let itemBounds = group.bounds {
      let count = view.form.itemCount(of: group)
      kind = " · list · \(count) \(count == 1 ? "item" : "items")"
      bounds = " (\(itemBounds.description))"
    }
    if TerminalText.width(id + kind + bounds) <= width { return id + kind + bounds }
    if TerminalText.width(id + kind) <= width { return id + kind }
    return TerminalText.truncate(id, to: max(1, width - TerminalText.width(kind))) + kind
  }

  /// A section's title, a rule under it, and its description; dimmed with why when hidden.
  static func sectionLines(_ section: Section, hidden: String?, _ style: Style, _ width: Int)
    -> [RenderedLine]
  {
    var lines = [RenderedLine()]
    let title = hidden.map { "\(section.title)  (hidden: \($0))" } ?? section.title
    for piece in RichText(title).wrapped(width: width) {
      var line = RenderedLine()
      line.append(piece.plain, hidden == nil ? style.bold : style.dim)
      lines.append(line)
    }
    var rule = RenderedLine()
    rule.append(String(repeating: "┄", count: width), style.dim)
    lines.append(rule)
    if let text = section.description {
      for piece in RichText(text).wrapped(width: width - indent.count) {
        var line = RenderedLine(indent)
        line.append(piece.plain, style.dim)
        lines.append(line)
      }
    }
    return lines
  }

  /// An error message, wrapped, in the theme's error colour.
  static func errorLines(
    _ error: String, indent: String, _ view: FormView, _ style: Style, _ width: Int
  ) -> [RenderedLine] {
    // Lines after the first are indented two more columns: wrapped to leave room for it.
    RichText("✗ " + error).wrapped(width: width - 2).enumerated().map { offset, piece in
      var line = RenderedLine(indent + (offset > 0 ? "  " : ""))
      line.append(piece.plain) { style.colored($0, view.form.theme.error) }
      return line
    }
  }

  /// One field, as `show FIELD` prints it (a hidden one with why it is hidden).
  public static func render(field: Field, _ view: FormView, _ options: RenderOptions) -> String {
    let style = Style(mode: options.mode, theme: view.form.theme)
    let hidden = ConditionExplainer.hiddenReason(of: field, in: view)
    return paint(
      fieldLines(field, view, style, options.width, hidden: hidden), style, options.width)
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

  /// A field's lines; `hidden` says why a hidden field (shown by `show --all`) is hidden.
  static func fieldLines(
    _ field: Field, _ view: FormView, _ style: Style, _ width: Int, hidden: String? = nil
  ) -> [RenderedLine] {
    let value = view.value(of: field)
    let renderer = FieldRenderers.renderer(for: field.kind)
    var meta = "\(field.id) · \(field.kind)"
    for mark in view.marks(of: field) { meta += " · \(mark)" }
    if let counter = renderer.counter(field, value) { meta += " · \(counter)" }
    meta = TerminalText.sanitize(meta)
    let required = view.form.position(of: field.id).map { view.status.required[$0] } ?? false
    var lines = header(
      field, label: view.label(of: field), meta: meta, required: required,
      dimmed: hidden != nil, style, width)
    let bodyIndent = indent + indent
    if let hidden {
      let note = hidden.isEmpty ? "(hidden)" : "(hidden: \(hidden))"
      for piece in RichText(note).wrapped(width: width - bodyIndent.count) {
        var line = RenderedLine(bodyIndent)
        line.append(piece.plain, style.dim)
        lines.append(line)
      }
    }
    let context = RenderContext(
      style: style, width: width - bodyIndent.count, piped: { [view] in view.piped($0) })
    for bodyLine in renderer.body(field, value, context) {
      var line = RenderedLine(bodyIndent)
      line.append(bodyLine)
      lines.append(line)
    }
    if let text = field.supportingText {
      for piece in RichText(view.piped(text)).wrapped(width: context.width) {
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
    if let error = view.errors[field.id], hidden == nil {
      lines += errorLines(error, indent: bodyIndent, view, style, context.width)
    }
    return lines
  }

  /// The label (links styled, a `*` when required now) with the id, kind and counter at the
  /// right; all dim for a hidden field.
  static func header(
    _ field: Field, label: String, meta: String, required: Bool, dimmed: Bool = false,
    _ style: Style, _ width: Int
  ) -> [RenderedLine] {
    let label = RichText(label + (required ? " *" : ""), tagging: field.links.map(\.range))
    // The id, kind and counter never draw past the window, however narrow it is.
    let meta = TerminalText.truncate(meta, to: width)
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
          line.append(run.text, dimmed ? style.dim : style.bold)
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
