import FormshData
import FormshDomain
import FormshPresentation

/// `load FORM`: replaces the form; on failure the current one stays.
struct LoadCommand: Command, Equatable {
  static let spec = CommandSpec(
    "load", synopsis: "load FORM",
    summary: "load a form file or URL (the current one is replaced)",
    details: """
      An http(s) URL is fetched with the session's headers and cookies (see header); a
      status other than 2xx is an error and the current form stays.
      Paths are relative to the current directory (in a script, a path not found there is
      looked for beside the script); - reads the form from standard input, and
      load "<built-in showcase>" goes back to the built-in form. Problems in the form are
      listed once. In a script, a form that does not load stops the script.
      """,
    arguments: [.path])
  static var isUndoable: Bool { true }

  let path: String

  init(path: String) { self.path = path }

  init(_ arguments: Arguments) throws(ParseError) {
    try arguments.expect(1, 1)
    path = arguments[0]
  }

  func run(in shell: Interpreter, more: (String) -> String?) throws(ShellError) {
    let loaded: LoadedForm
    do {
      let source: any FormSource =
        path == BuiltinFormSource.name
        ? BuiltinFormSource() : FormSources.source(shell.scriptPath(path), client: shell.http)
      loaded = try source.load()
    } catch {
      throw .load(error)
    }
    shell.start(Session(loaded))
    shell.announce(loaded)
  }

  /// Names no field, and adds nothing to its event (`--format jsonl`).
  var namedField: String? { nil }
  func eventDetails(in shell: Interpreter) -> [(key: String, value: JSONValue)] { [] }
}
