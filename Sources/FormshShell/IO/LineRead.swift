import FormshData
import FormshPlatform

/// What one read of a line gives.
public enum LineRead: Equatable, Sendable {
  /// A line, without its newline.
  case line(String)
  /// Ctrl-C: the line was cancelled.
  case interrupted
  /// End of input (Ctrl-D, or the end of the file).
  case end
  /// A line longer than `PlainLineReader.maximumLineLength`, skipped; its length in bytes.
  case tooLong(Int)
  /// A line that is not UTF-8 text, skipped; the position (from 1) of its first byte that
  /// begins no character. (Never a line with U+FFFD in place of those bytes.)
  case notUTF8(byte: Int)
}
