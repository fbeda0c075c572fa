/// How much colour the output may use. Decided once, by the shell, from the terminal.
public enum ColorMode: Sendable, Equatable {
  /// Plain text: no escape sequence at all.
  case none
  /// The xterm 256-colour palette (the nearest entry to each theme colour).
  case palette256
  /// 24-bit colour, exactly the theme's.
  case trueColor
}
