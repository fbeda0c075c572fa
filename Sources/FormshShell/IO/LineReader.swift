import FormshData
import FormshPlatform

/// A source of command lines: libedit at a terminal, plain lines otherwise.
public protocol LineReader: AnyObject {
  /// Reads one line, showing `prompt` when the reader is interactive.
  func readLine(prompt: String) -> LineRead
  /// Adds a line to the history (already stripped of secrets).
  func remember(_ line: String)
}
