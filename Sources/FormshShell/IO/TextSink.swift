import FormshPlatform
import FormshPresentation

/// Where the shell writes: standard output and standard error, or strings in tests.
public protocol TextSink: AnyObject {
  /// Writes text as it is.
  func write(_ text: String)
  /// Sends buffered text on.
  func flush()
  /// The first write the destination refused (a full disk, a closed pipe); nil while all
  /// went through. After it, what is written is dropped.
  var failure: SystemCallError? { get }
}

extension TextSink {
  /// A sink that cannot fail.
  public var failure: SystemCallError? { nil }
}
