import FormshPresentation

/// How a shell runs: at a prompt or from a script, how output looks, what happens on errors.
public struct ShellSettings: Sendable {
  /// A person at a terminal: banner, prompt, confirmations, questions.
  public var interactive: Bool
  /// Colour and width of rendered output.
  public var render: RenderOptions
  /// Print each command (secure values masked) before its output.
  public var echo: Bool
  /// Stop at the first error.
  public var bail: Bool
  /// Whether standard input is a terminal (secrets can be read with echo off).
  public var inputIsTerminal: Bool
  /// Output is kept as a transcript (`formsh test` puts it in its JUnit report): a payload
  /// printed by `submit` has its secure values masked.
  public var masksSecrets: Bool
  /// How results are written: text for people, or one JSON event per command
  /// (`--format jsonl`, docs/protocol.md).
  public var format: OutputFormat
  /// How every expectation on the last response is retried (`--retry`); `nil`: not at all.
  public var retry: RetryPolicy?

  /// Creates settings.
  public init(
    interactive: Bool = false, render: RenderOptions = RenderOptions(), echo: Bool = false,
    bail: Bool = false, inputIsTerminal: Bool = false, masksSecrets: Bool = false,
    format: OutputFormat = .text, retry: RetryPolicy? = nil
  ) {
    self.interactive = interactive
    self.render = render
    self.echo = echo
    self.bail = bail
    self.inputIsTerminal = inputIsTerminal
    self.masksSecrets = masksSecrets
    self.format = format
    self.retry = retry
  }
}
