import FormshPlatform
import FormshPresentation

/// Standard output and standard error together, so ordering is kept: writing to one flushes
/// the other first. A standard output whose reader went away (EPIPE) stops the run
/// (`Signals.outputWasClosed`); any other failure of it is reported when the run ends
/// (`Formsh.main`).
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
    noticeClosedOutput()
  }

  /// Writes an error or notice. Every line is sanitised (escape sequences and control
  /// characters made visible): errors quote paths, input and form data, and nothing on
  /// standard error is meant to drive the terminal.
  public func printError(_ text: String) {
    out.flush()
    noticeClosedOutput()
    err.write(TerminalText.sanitizeKeepingNewlines(text))
    err.flush()
  }

  /// Flushes both.
  public func flush() {
    out.flush()
    noticeClosedOutput()
    err.flush()
  }

  /// A closed pipe on standard output stops the run, quietly, as it stops `cat`.
  private func noticeClosedOutput() {
    if out.failure?.code == EPIPE { Signals.noteOutputClosed() }
  }
}
