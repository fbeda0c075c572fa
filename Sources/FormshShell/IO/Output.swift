import FormshPlatform
import FormshPresentation

/// Where the shell writes: standard output and standard error, or strings in tests.
public protocol TextSink: AnyObject {
  /// Writes text as it is.
  func write(_ text: String)
  /// Sends buffered text on.
  func flush()
}

/// A buffered writer to a file descriptor.
public final class DescriptorSink: TextSink {
  private let descriptor: Int32
  private var buffer: [UInt8] = []

  /// Creates a writer to a descriptor (1 or 2).
  public init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  public func write(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= 1 << 16 { flush() }
  }

  public func flush() {
    guard !buffer.isEmpty else { return }
    Terminal.writeAll(descriptor, buffer)
    buffer.removeAll(keepingCapacity: true)
  }
}

/// A writer that keeps everything, for tests and captured runs.
public final class StringSink: TextSink {
  /// Everything written.
  public private(set) var text = ""

  /// Creates an empty sink.
  public init() {}

  public func write(_ text: String) { self.text += text }
  public func flush() {}
}

/// Standard output and standard error together, so ordering is kept: writing to one flushes
/// the other first.
public final class Console {
  /// Results: rendered forms, payloads, lists.
  public let out: TextSink
  /// Errors, warnings, prompts for secrets.
  public let err: TextSink

  /// Creates a console over two sinks.
  public init(out: TextSink, err: TextSink) {
    self.out = out
    self.err = err
  }

  /// The process's standard output and standard error.
  public static func standard() -> Console {
    Console(out: DescriptorSink(descriptor: 1), err: DescriptorSink(descriptor: 2))
  }

  /// Writes a result.
  public func print(_ text: String) {
    err.flush()
    out.write(text)
  }

  /// Writes an error or notice. Every line is sanitised (escape sequences and control
  /// characters made visible): errors quote paths, input and form data, and nothing on
  /// standard error is meant to drive the terminal.
  public func printError(_ text: String) {
    out.flush()
    err.write(TerminalText.sanitizeKeepingNewlines(text))
    err.flush()
  }

  /// Flushes both.
  public func flush() {
    out.flush()
    err.flush()
  }
}
