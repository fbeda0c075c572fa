import FormshDomain

/// Turns roles into escape sequences for one colour mode; in `.none` every sequence is empty,
/// so renderers never check the mode themselves.
public struct Style: Sendable {
  /// The colour mode.
  public let mode: ColorMode
  /// The theme whose roles are painted.
  public let theme: Theme
  /// Whether the text sits on lines painted in the form's colours (`show`); elsewhere (lists,
  /// tables) a coloured run returns to the terminal's own colour, never to the theme's.
  public let painted: Bool

  /// Creates a style.
  public init(mode: ColorMode, theme: Theme, painted: Bool = true) {
    self.mode = mode
    self.theme = theme
    self.painted = painted
  }

  /// Whether any escape sequence is emitted.
  public var isPlain: Bool { mode == .none }

  /// Text in a colour, returning to the text colour afterwards.
  public func colored(_ text: String, _ color: RGB) -> String {
    guard !isPlain, !text.isEmpty else { return text }
    return foreground(color) + text + textColor
  }

  /// Bold text.
  public func bold(_ text: String) -> String {
    isPlain || text.isEmpty ? text : "\u{1B}[1m" + text + "\u{1B}[22m"
  }

  /// Dim text (placeholders, supporting text).
  public func dim(_ text: String) -> String {
    isPlain || text.isEmpty ? text : "\u{1B}[2m" + text + "\u{1B}[22m"
  }

  /// A link: underlined, coloured, and an OSC 8 hyperlink when the URL is safe to embed.
  public func link(_ text: String, url: String, color: RGB?) -> String {
    guard !isPlain else { return text }
    let colored =
      foreground(color ?? theme.clickableText) + "\u{1B}[4m" + text + "\u{1B}[24m"
      + textColor
    guard !url.unicodeScalars.contains(where: TerminalText.isUnsafe) else { return colored }
    return "\u{1B}]8;;\(url)\u{1B}\\" + colored + "\u{1B}]8;;\u{1B}\\"
  }

  /// The start of a line painted in the form's colours.
  public var lineStart: String {
    isPlain ? "" : background(theme.background) + foreground(theme.text)
  }

  /// The end of a painted line.
  public var lineEnd: String { isPlain ? "" : "\u{1B}[0m" }

  /// The text colour to return to: the form's on painted lines, else the terminal's default.
  private var textColor: String { painted ? foreground(theme.text) : isPlain ? "" : "\u{1B}[39m" }

  /// The sequence that sets the text colour.
  public func foreground(_ color: RGB) -> String { sequence(38, color) }

  /// The sequence that sets the background colour.
  public func background(_ color: RGB) -> String { sequence(48, color) }

  private func sequence(_ code: Int, _ color: RGB) -> String {
    switch mode {
    case .none: ""
    case .trueColor: "\u{1B}[\(code);2;\(color.red);\(color.green);\(color.blue)m"
    case .palette256: "\u{1B}[\(code);5;\(Palette256.nearest(to: color))m"
    }
  }
}
