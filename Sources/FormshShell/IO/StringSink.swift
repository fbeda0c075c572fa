import FormshPlatform
import FormshPresentation

/// A writer that keeps everything, for tests and captured runs.
public final class StringSink: TextSink {
  /// Everything written.
  public private(set) var text = ""

  /// Creates an empty sink.
  public init() {}

  public func write(_ text: String) { self.text += text }
  public func flush() {}
}
