import FormshData
import FormshPresentation

/// `warnings`: what loading the current form found, as `formsh lint` prints it; the shell
/// shows it once on load, and this shows it again, in full.
struct WarningsCommand: Command, Equatable {
  static let spec = CommandSpec(
    "warnings", synopsis: "warnings", summary: "list what loading the form found (as lint)",
    details: """
      Prints the current form's load diagnostics as formsh lint does: a heading with
      the source and the counts ("5 fields, no problems" when there is none), then one
      line per problem, errors first: severity, field id (- for the whole form) and
      what formsh did about it. The shell shows them once when a form loads, at most
      12; this lists them all.
      """)

  init() {}

  init(_ arguments: Arguments) throws(ParseError) {
    try arguments.expect(0, 0)
  }

  func run(in shell: Interpreter, more: (String) -> String?) throws(ShellError) {
    // At the prompt, wrapped to the window; in a script, a line per diagnostic.
    shell.console.print(
      DiagnosticsRenderer.render(
        shell.session.loaded, shell.settings.render, wrapped: shell.settings.interactive))
  }

  /// Names no field, and adds nothing to its event (`--format jsonl`).
  var namedField: String? { nil }
  func eventDetails(in shell: Interpreter) -> [(key: String, value: JSONValue)] { [] }
}
