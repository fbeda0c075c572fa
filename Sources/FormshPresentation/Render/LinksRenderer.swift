import FormshDomain

/// `links [FIELD]`: the numbered rich-text links `open N` opens.
public enum LinksRenderer {
  /// One line per link: its number, phrase, URL and field.
  public static func render(_ view: FormView, only fieldID: FieldID?, _ options: RenderOptions)
    -> String
  {
    let style = Style(mode: options.mode, theme: view.form.theme, painted: false)
    var out = ""
    for (offset, entry) in view.form.links.enumerated()
    where fieldID == nil || entry.field.id == fieldID {
      let phrase = TerminalText.sanitize(entry.link.text)
      let url = TerminalText.sanitize(entry.link.url)
      out +=
        "[\(offset + 1)] " + style.link(phrase, url: entry.link.url, color: entry.link.color)
        + " → " + url + style.dim("  (" + TerminalText.sanitize(entry.field.id) + ")") + "\n"
    }
    return out.isEmpty ? "(no links)\n" : out
  }
}
