import FormshPlatform

/// Lines typed at a terminal without line editing: the prompt is written, then a plain line
/// is read. What the shell falls back on when libedit cannot be loaded, so a missing library
/// costs the arrow keys and Tab, not the shell.
final class PromptingLineReader: LineReader {
  private let lines = PlainLineReader(descriptor: FileDescriptor.standardInput)

  func readLine(prompt: String) -> LineRead {
    Terminal.writeAll(1, Array(prompt.utf8))
    return lines.readLine(prompt: prompt)
  }

  func remember(_ line: String) {}
}
