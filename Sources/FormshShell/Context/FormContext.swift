/// The context of a command that reads or edits the form: the form session, the output and
/// how the shell runs; no HTTP, no variables, no control of the run.
struct FormContext: CommandContext, ExpectationContext, FormAccess {
  let form: FormSession
  let output: Output
  let settings: ShellSettings

  static func of(_ shell: Interpreter) -> FormContext {
    FormContext(form: shell.form, output: shell.output, settings: shell.settings)
  }

  static func of(_ context: RequestContext) -> FormContext {
    FormContext(form: context.form, output: context.output, settings: context.settings)
  }
}
