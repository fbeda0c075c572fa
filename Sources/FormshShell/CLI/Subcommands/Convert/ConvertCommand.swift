import FormshData
import FormshDomain
import FormshPlatform

/// `formsh convert [--dialect NAME] FORM`: prints the form in formsh's own dialect, as
/// formsh reads it (a form of another system translated; what it does not keep is said on
/// standard error, and `formsh lint` lists it).
struct ConvertCommand: Subcommand {
  let options: ConvertOptions
  let console: Console

  func run() -> Int32 {
    guard options.operands.count == 1, let path = options.operands.first else {
      return ErrorPrinter.report(
        .usage(options.operands.isEmpty ? "no form given" : "convert takes one form"),
        in: Self.spec, to: console)
    }
    let http: HTTPClient
    let translated: FormDecoder.Translated
    do {
      http = try options.http.makeClient()
    } catch {
      return ErrorPrinter.report(error, in: Self.spec, to: console)
    }
    do {
      translated = try FormSources.translated(
        path, client: http, dialect: options.form.dialect, htmlForm: options.form.htmlForm,
        operation: options.form.operation)
    } catch {
      return ErrorPrinter.report(.load(error), in: Self.spec, to: console)
    }
    // C1 and bidi controls escaped, as every other JSON formsh prints: the same JSON, which
    // a terminal shows harmlessly.
    let (form, secrets) = Self.referencingSecureDefaults(translated.form)
    console.print(JSONWriter.string(.object(form), style: .pretty, terminalSafe: true) + "\n")
    if !secrets.isEmpty {
      console.printError(
        "formsh convert: secure defaults are written as ${NAME}, never their values: "
          + secrets.map { "${\($0)}" }.joined(separator: ", ") + "\n")
    }
    let dropped = translated.diagnostics.count
    if dropped > 0 {
      console.printError(
        "warning: \(path): \(translated.title): \(dropped) "
          + (dropped == 1 ? "construct" : "constructs")
          + " not kept as written (formsh lint \(path) lists them)\n")
    }
    return ExitStatus.success
  }
}
