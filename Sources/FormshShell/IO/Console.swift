import FormshPlatform
import FormshPresentation

/// Standard output and standard error together, so ordering is kept: writing to one flushes
/// the other first. A standard output whose reader went away (EPIPE) stops the run
/// (`Signals.outputWasClosed`); any other failure of it is reported when the run ends
/// (`Formsh.main`).
///
/// Everything written goes through `secrets.scrub` first: no secret the run knows reaches
/// either stream, whoever printed it. The one exception is a payload `submit` prints
/// (`printPayload`), which is what the user asked to see.
public final class Console {
  /// Results: rendered forms, payloads, lists.
  public let out: TextSink
  /// Errors, warnings, prompts for secrets.
  public let err: TextSink
  /// The secret values the run knows: masked in everything written.
  var secrets = Secrets()
  /// What commands print while their output is kept for an event (`--format jsonl`), innermost
  /// last: `source` runs commands inside a command.
  private var captures: [(out: String, err: String)] = []

  /// Creates a console over two sinks.
  public init(out: TextSink, err: TextSink) {
    self.out = out
    self.err = err
  }

  /// The process's standard output and standard error.
  public static func standard() -> Console {
    Console(out: DescriptorSink(descriptor: 1), err: DescriptorSink(descriptor: 2))
  }

  /// Writes a result, its secrets masked.
  public func print(_ text: String) {
    printPayload(secrets.scrub(text))
  }

  /// Writes a result as it is: a payload `submit` prints holds the secure values it submits.
  func printPayload(_ text: String) {
    if !captures.isEmpty {
      captures[captures.count - 1].out += text
      return
    }
    err.flush()
    out.write(text)
    noticeClosedOutput()
  }

  /// Writes an error or notice, its secrets masked. Every line is sanitised (escape
  /// sequences and control characters made visible): errors quote paths, input and form
  /// data, and nothing on standard error is meant to drive the terminal.
  public func printError(_ text: String) {
    let text = secrets.scrub(text)
    if !captures.isEmpty {
      captures[captures.count - 1].err += text
      return
    }
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

  /// Keeps what is printed from now on, until `endCapture`, instead of writing it.
  func beginCapture() { captures.append(("", "")) }

  /// What was printed since the matching `beginCapture`, results and errors apart.
  func endCapture() -> (out: String, err: String) { captures.popLast() ?? ("", "") }

  /// Writes a line of the machine protocol: past any capture, flushed at once so that a
  /// program reading the stream sees each event as it happens.
  func printEvent(_ line: String) {
    err.flush()
    out.write(secrets.scrub(line) + "\n")
    out.flush()
    noticeClosedOutput()
  }

  /// A closed pipe on standard output stops the run, quietly, as it stops `cat`.
  private func noticeClosedOutput() {
    if out.failure?.code == EPIPE { Signals.noteOutputClosed() }
  }
}
