import FormshData

/// `exit [N]`: leaves formsh with status N, or with the status the run has so far.
struct ExitCommand: Command, Equatable {
  static let spec = CommandSpec(
    "exit", synopsis: "exit [N]", summary: "leave formsh with exit status N",
    arguments: [.optional()])

  let code: Int32?

  init(code: Int32?) { self.code = code }

  init(_ arguments: Arguments) throws(ParseError) {
    guard let word = arguments.given(0) else {
      code = nil
      return
    }
    guard let code = Int32(word), (0...255).contains(code) else {
      throw arguments.usage("the status must be a number from 0 to 255", at: 0)
    }
    self.code = code
  }

  func run(in shell: Interpreter, more: (String) -> String?) throws(ShellError) {
    shell.exitRequest = code ?? shell.status
  }

  /// Names no field, and adds nothing to its event (`--format jsonl`).
  var namedField: String? { nil }
  func eventDetails(in shell: Interpreter) -> [(key: String, value: JSONValue)] { [] }
}
