import FormshData
import FormshDomain
import FormshPresentation

/// `formsh lint [--json] FORM…`.
struct LintCommand {
  let options: Options
  let console: Console

  func run() -> Int32 {
    if options.help {
      console.print(Usage.lint)
      return ExitStatus.success
    }
    guard !options.operands.isEmpty else {
      console.printError("formsh lint: no form given\n\(Usage.lint)")
      return ExitStatus.usage
    }
    let render = OutputMode.renderOptions(options.color)
    var loadFailure: Int32?
    var anyError = false
    for path in options.operands {
      let loaded: LoadedForm
      do {
        loaded = try FileFormSource(path: path).load()
      } catch {
        let shellError = ShellError.load(error)
        console.printError("formsh: " + ErrorPrinter.format(shellError, at: .prompt))
        loadFailure = loadFailure ?? shellError.exitStatus
        continue
      }
      anyError = anyError || loaded.hasErrors
      if options.json {
        console.print(JSONWriter.string(LintReport.json(loaded), terminalSafe: true) + "\n")
      } else {
        console.print(DiagnosticsRenderer.render(loaded, render))
      }
    }
    return loadFailure ?? (anyError ? ExitStatus.failure : ExitStatus.success)
  }
}

/// The `lint --json` object of a form.
enum LintReport {
  static func json(_ loaded: LoadedForm) -> JSONValue {
    let form = loaded.form
    let payload = BuildSubmission(form: form).payload(form.initialState)
    let fields: [JSONValue] = zip(form.fields, payload.entries).map { field, entry in
      var value = entry.value.json
      if field.kind == .secure, case .string(let text) = value, !text.isEmpty {
        value = .string("********")
      }
      return .object(
        JSONObject([
          ("id", .string(field.id)),
          ("kind", .string(field.kind.rawValue)),
          ("label", .string(field.label)),
          ("required", .bool(field.isRequired)),
          ("value", value),
          ("options", .array(field.options.map { .string($0.id) })),
          (
            "links",
            .array(
              field.links.map {
                .object(JSONObject([("text", .string($0.text)), ("url", .string($0.url))]))
              })
          ),
        ]))
    }
    let diagnostics: [JSONValue] = loaded.diagnostics.map { diagnostic in
      .object(
        JSONObject([
          ("severity", .string(diagnostic.severity.rawValue)),
          ("field", diagnostic.field.map(JSONValue.string) ?? .null),
          ("message", .string(diagnostic.message)),
        ]))
    }
    return .object(
      JSONObject([
        ("source", .string(loaded.source)),
        ("title", .string(form.title)),
        ("fields", .array(fields)),
        ("diagnostics", .array(diagnostics)),
      ]))
  }
}
