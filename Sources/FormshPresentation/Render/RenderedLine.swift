/// One output line being built: styled text plus the number of columns it takes, so it can be
/// padded and painted across the full width.
public struct RenderedLine: Sendable {
  /// The text with its escape sequences.
  public private(set) var text = ""
  /// The columns the visible part takes.
  public private(set) var width = 0

  /// An empty line.
  public init() {}

  /// A line of already safe, unstyled text.
  public init(_ visible: String) {
    append(visible)
  }

  /// Appends safe text, optionally through a styling function that adds escapes only.
  public mutating func append(_ visible: String, _ styled: (String) -> String = { $0 }) {
    text += styled(visible)
    width += TerminalText.width(visible)
  }

  /// Appends another line.
  public mutating func append(_ line: RenderedLine) {
    text += line.text
    width += line.width
  }
}
