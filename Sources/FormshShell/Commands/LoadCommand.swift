import FormshData
import FormshDomain
import FormshSession

/// `load FORM`: replaces the form; on failure the current one stays.
struct LoadCommand: Command, Equatable {
  static let spec = CommandSpec(
    "load", synopsis: "load [--dialect NAME] [--html-form ID|NAME|N] [--operation ID] FORM",
    summary: "load a form file or URL (the current one is replaced)",
    details: """
      An http(s) URL is fetched with the session's headers and cookies (see header); a
      status other than 2xx is an error and the current form stays.
      Paths are relative to the current directory (in a script, a path not found there
      is looked for beside the script); - reads the form from standard input, and load
      "<built-in showcase>" goes back to the built-in form. Problems in the form are
      listed once. In a script, a form that does not load stops the script.
      A form written for another system (JSON Schema, JSON Forms, SurveyJS, Adaptive
      Cards, Form.io, Ory Kratos) is recognised by its shape; --dialect NAME reads it
      as that dialect instead (\(Dialects.names.joined(separator: ", "))).
      An HTML page is read as its first <form>, or the one --html-form names.
      An OpenAPI document's operations are forms: --operation ID (its operationId, or
      'POST /path') picks one (formsh operations lists them).
      """,
    arguments: [.required(.path)],
    options: [
      CommandOption("--dialect", value: "NAME"), CommandOption("--html-form", value: "ID|NAME|N"),
      CommandOption("--operation", value: "ID"),
    ])
  static var isUndoable: Bool { true }

  let path: String
  /// The dialect `--dialect` named, by name; nil to detect it.
  let dialect: String?
  /// `--html-form`: which `<form>` of an HTML page; nil for the first.
  let htmlForm: String?
  /// The OpenAPI operation `--operation` named; nil: the document's only one.
  var operation: String? = nil

  init(path: String, dialect: String? = nil, htmlForm: String? = nil) {
    self.path = path
    self.dialect = dialect
    self.htmlForm = htmlForm
  }

  init(_ arguments: Arguments) throws(ParseError) {
    path = arguments[0]
    dialect = arguments.options["--dialect"]
    htmlForm = arguments.options["--html-form"]
    operation = arguments.options["--operation"]
    if let dialect, Dialects.named(dialect) == nil {
      throw arguments.usage(Dialects.refusal(of: dialect))
    }
  }

  func run(in shell: Interpreter, more: (String) -> String?) throws(ShellError) {
    let loaded: LoadedForm
    do {
      let source: any FormSource =
        path == BuiltinFormSource.name
        ? BuiltinFormSource()
        : FormSources.source(
          shell.scriptPath(path), client: shell.http.client,
          dialect: dialect.flatMap(Dialects.named), htmlForm: htmlForm, operation: operation)
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
