import FormshData
import FormshDomain
import FormshPresentation

/// `validate [--json] [--strict] [FIELD]`: runs the rules; prints `valid` or the problems,
/// which then show under the fields until their values change. Finding problems is what
/// `validate` is for, so it succeeds either way, unless `--strict` asks it to fail the run.
struct ValidateCommand: Command, Equatable {
  static let spec = CommandSpec(
    "validate", synopsis: "validate [--json] [--strict] [FIELD]",
    summary: "run the rules and show the problems",
    details: """
      --json prints one JSON object: {"ok":true}, or {"ok":false,"errors":{FIELD:MESSAGE}},
      as fill does for a record. --strict makes problems fail the command (status 1), so a
      script stops at them with --bail; expect valid does the same without the list.
      """,
    arguments: [.field(.any)], options: [CommandOption("--json"), CommandOption("--strict")])

  let field: String?
  let json: Bool
  let strict: Bool

  init(field: String?, json: Bool = false, strict: Bool = false) {
    self.field = field
    self.json = json
    self.strict = strict
  }

  init(_ arguments: Arguments) throws(ParseError) {
    try arguments.expect(0, 1)
    field = arguments.count == 1 ? arguments[0] : nil
    json = arguments.has("--json")
    strict = arguments.has("--strict")
  }

  func run(in shell: Interpreter, more: (String) -> String?) throws(ShellError) {
    let failures: [FieldFailure]
    do {
      failures = try shell.session.validate(field)
    } catch {
      throw .edit(error)
    }
    if json {
      shell.console.print(JSONWriter.string(failures.reportJSON, terminalSafe: true) + "\n")
    } else if failures.isEmpty {
      shell.console.print("valid\n")
    } else {
      shell.console.print(
        FailuresRenderer.headline(failures) + ":\n" + FailuresRenderer.render(failures))
    }
    if strict, !failures.isEmpty {
      throw .other("validate --strict: \(FailuresRenderer.headline(failures))")
    }
  }
}
