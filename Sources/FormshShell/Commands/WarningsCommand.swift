import FormshData
import FormshPresentation

/// `warnings`: what loading the current form found, as `formsh lint` prints it; the context
/// shows it once on load, and this shows it again, in full.
struct WarningsCommand: Command, Equatable {
  static let spec = CommandSpec(
    "warnings", synopsis: "warnings", summary: "list what loading the form found (as lint)",
    details: """
      Prints the current form's load diagnostics as formsh lint does: a heading with
      the source and the counts ("5 fields, no problems" when there is none), then one
      line per problem, errors first: severity, field id (- for the whole form) and
      what formsh did about it. The context shows them once when a form loads, at most
      12; this lists them all.
      """)

  init() {}

  init(_ arguments: Arguments) throws(ParseError) {
  }

  func run(in context: FormContext, more: (String) -> String?) throws(ShellError) {
    // At the prompt, wrapped to the window; in a script, a line per diagnostic.
    context.console.print(
      DiagnosticsRenderer.render(
        context.form.session.loaded, context.settings.render, wrapped: context.settings.interactive)
    )
  }

  /// Names no field, and adds nothing to its event (`--format jsonl`).
  var namedField: String? { nil }
  func eventDetails(in context: FormContext) -> [(key: String, value: JSONValue)] { [] }
}
