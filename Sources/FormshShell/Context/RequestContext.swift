/// The context of a command that speaks to a server: the form session (a payload, the errors
/// a server puts on fields, a form it answers with), the session's HTTP, the output and how
/// the shell runs; no variables, no control of the run.
struct RequestContext: CommandContext, ExpectationContext, HTTPAccess {
  let form: FormSession
  let http: HTTPContext
  let output: Output
  let settings: ShellSettings

  static func of(_ shell: Interpreter) -> RequestContext {
    RequestContext(
      form: shell.form, http: shell.http, output: shell.output, settings: shell.settings)
  }

  static func of(_ context: RequestContext) -> RequestContext { context }
}
