/// What a command reaches when it runs: the parts of the shell it uses, and no others. A
/// command names its context (`Command.Context`) and the interpreter makes it for each run:
/// `FormContext` (the form and the output: most commands), `RequestContext` (those and the
/// session's HTTP: the commands that speak to a server), or the `Interpreter` itself (the
/// commands that steer the run: `load`, `source`, `set` reading a secret, `capture` setting
/// a variable, `history`, `quit`, `exit`).
protocol CommandContext {
  /// The context of a command that `shell` runs.
  static func of(_ shell: Interpreter) -> Self
}

/// What an expectation reaches when it is judged (`Expectation.Context`): `FormContext`, or
/// `RequestContext` for one on the last response.
protocol ExpectationContext {
  /// The context of an expectation that an `expect` judges.
  static func of(_ context: RequestContext) -> Self
}

/// A context that reaches the form and the output; the helpers of the commands that read or
/// edit the form are its (`FormAccess+Edits`, `+Conditions`, `+History`, `+ServerErrors`).
protocol FormAccess {
  /// The form, its values, their undo history and the checkpoints.
  var form: FormSession { get }
  /// Where output goes.
  var output: Output { get }
  /// How the shell runs (at a prompt or not, how output looks).
  var settings: ShellSettings { get }
}

/// A context that reaches the session's HTTP too; the helpers of the commands that speak to a
/// server are its (`HTTPAccess+Send`, `+Follow`, `+Response`, `+Retry`, `+Curl`).
protocol HTTPAccess: FormAccess {
  /// The client, the last request and response, and what waits for the next command.
  var http: HTTPContext { get }
}

extension FormAccess {
  /// Where output goes, printing.
  var console: Console { output.console }
  /// The secret values known.
  var secrets: Secrets { output.secrets }
}
