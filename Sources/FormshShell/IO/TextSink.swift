import FormshPlatform
import FormshPresentation

/// Where the shell writes: standard output and standard error, or strings in tests.
public protocol TextSink: AnyObject {
  /// Writes text as it is.
  func write(_ text: String)
  /// Sends buffered text on.
  func flush()
}
