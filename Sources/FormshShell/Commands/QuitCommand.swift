import FormshData

/// `quit`: leaves formsh; at the prompt, warns once about changes not submitted.
struct QuitCommand: Command, Equatable {
  static let spec = CommandSpec(
    "quit", synopsis: "quit", summary: "leave formsh",
    details: "At the prompt, with changes not submitted, quit warns once; quit again leaves.")

  init() {}

  init(_ arguments: Arguments) throws(ParseError) {
  }

  func run(in shell: Interpreter, more: (String) -> String?) throws(ShellError) {
    if shell.settings.interactive, shell.form.session.hasUnsubmittedChanges,
      !shell.form.warnedAboutChanges
    {
      shell.form.warnedAboutChanges = true
      shell.console.print(
        "There are changes that were not submitted. quit (or Ctrl-D) again to leave anyway.\n")
      return
    }
    shell.exitRequest = shell.settings.interactive ? ExitStatus.success : shell.status
  }

  /// Names no field, and adds nothing to its event (`--format jsonl`).
  var namedField: String? { nil }
  func eventDetails(in shell: Interpreter) -> [(key: String, value: JSONValue)] { [] }
}
