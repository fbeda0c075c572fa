import FormshCases
import FormshData
import FormshDomain
import FormshPlatform
import FormshPresentation

/// `formsh cases [--out DIR] [--force] [FORM]`: derives boundary cases from a form
/// (`GenerateCases`) and writes them as scenarios, one file per field, section condition and
/// rule, plus `form.formsh`; without `--out`, prints them one after another (each starts
/// with its `load`, so the whole is a script too). A summary goes to standard error: the
/// scenarios, the cases, and each case not generated with its reason.
struct CasesCommand: Subcommand {
  let options: CasesOptions
  let console: Console

  func run() -> Int32 {
    guard options.operands.count <= 1 else {
      return ErrorPrinter.report(
        .usage("one form at a time; got \(options.operands.count)"), in: Self.spec, to: console)
    }
    if options.force, options.out == nil {
      return ErrorPrinter.report(
        .usage("--force goes with --out DIR (it replaces the files cases writes there)"),
        in: Self.spec, to: console)
    }
    let path = options.operands.first ?? options.form.form
    let loaded: LoadedForm
    let http: HTTPClient
    do {
      http = try options.http.makeClient()
    } catch {
      return ErrorPrinter.report(error, in: Self.spec, to: console)
    }
    do {
      loaded = try
        (path.map {
          FormSources.source(
            $0, client: http, dialect: options.form.dialect, htmlForm: options.form.htmlForm,
            operation: options.form.operation)
        }
        ?? BuiltinFormSource()).load()
    } catch {
      return ErrorPrinter.report(.load(error), in: Self.spec, to: console)
    }
    let suite = GenerateCases(
      form: loaded.form, longestValue: CaseScript.longestValue,
      isInterrupted: { Signals.wasInterrupted })()
    // Cut short, the suite is not the form's (and a pattern check stopped by Ctrl-C gives no
    // outcome to expect): nothing is written.
    if Signals.wasInterrupted {
      console.printError("formsh cases: interrupted; nothing was written\n")
      return ExitStatus.interrupted
    }
    let formPath = path ?? BuiltinFormSource.name
    // A URL's password and secure defaults are written as ${NAME}, never spelt out.
    let secrets = CaseSecrets(form: loaded.form, formPath: formPath)
    let files = suite.scenarios.map { scenario in
      (
        name: scenario.name + ".formsh",
        text: CaseScript.text(
          scenario, form: loaded.form, formPath: formPath, dialect: options.form.dialect?.name,
          operation: options.form.operation, secrets: secrets)
      )
    }
    if let directory = options.out {
      do throws(ShellError) {
        try write(files, to: directory)
      } catch {
        return ErrorPrinter.report(error, in: Self.spec, to: console)
      }
    } else {
      // The files' text holds no control character raw (`CaseScript`), so it is safe on a
      // terminal and reads back piped (`cases FORM > all.formsh`) alike.
      for file in files {
        console.print(
          "# ==> \(TerminalText.sanitize(file.name, limit: nil)) <==\n" + file.text + "\n")
      }
    }
    console.printError(summary(suite, written: options.out))
    let read = Set(files.flatMap { secrets.names(readBy: $0.text) })
    if !read.isEmpty {
      let passing = secrets.entries.map(\.name).filter(read.contains)
      console.printError(
        "formsh cases: the scenarios read secrets as ${NAME}, never their values: run them with "
          + passing.map { "--secret \($0)=…" }.joined(separator: " ") + "\n")
    }
    return ExitStatus.success
  }

  /// Writes the files into the directory (made when missing) all at once or not at all
  /// (`FileSystem.writeFiles`): a failure leaves it as it was, and an entry of the same name
  /// (a symbolic link included) is replaced, never written through. An existing one is
  /// refused, before anything is written, unless `--force`.
  private func write(_ files: [(name: String, text: String)], to directory: String)
    throws(ShellError)
  {
    let prefix = directory.hasSuffix("/") ? directory : directory + "/"
    let paths = files.map { prefix + $0.name }
    do {
      try RunInputs.check(folder: directory, files: paths)
    } catch {
      throw .file(error)
    }
    if !options.force, FileSystem.isDirectory(directory),
      let existing = paths.first(where: FileSystem.entryExists)
    {
      throw .file(
        FileSystem.Failure(
          path: existing, operation: .writing,
          reason: "exists already; cases --force replaces the files it writes"))
    }
    do throws(FileSystem.Failure) {
      try FileSystem.writeFiles(files.map { ($0.name, Array($0.text.utf8)) }, into: directory)
    } catch {
      throw .file(error)
    }
  }

  /// What was generated and what was not, for standard error.
  private func summary(_ suite: CaseSuite, written directory: String?) -> String {
    let scenarios = suite.scenarios.count
    var text =
      "formsh cases: \(scenarios) \(scenarios == 1 ? "scenario" : "scenarios"), "
      + "\(suite.caseCount) cases"
    if let directory { text += " written to \(directory)" }
    text += "; \(suite.notGenerated.count) not generated\n"
    for note in suite.notGenerated {
      text += "  not generated: \(note.subject): \(note.reason)\n"
    }
    return TerminalText.sanitize(text, limit: nil, keepingLayout: true)
  }
}
