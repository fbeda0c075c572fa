import FormshCases
import FormshData
import FormshDomain
import FormshPlatform
import FormshPresentation
import FormshSession

/// One test scenario: a script run in a fresh session of its own, its output captured.
struct Scenario: Sendable {
  /// The script's path as found.
  let path: String

  /// What running a scenario gave.
  struct Outcome: Sendable {
    let path: String
    /// Exit status of the run (0 passes).
    let status: Int32
    let seconds: Double
    /// Standard output of the script.
    let output: String
    /// Errors and failed expectations, as `FILE:LINE: error: …` lines.
    let errors: String
    /// What the scenario exercised of each form it loaded (empty unless asked for).
    var coverage: [FormCoverage] = []
    /// Whether it worked on the built-in form, no `--form` given and no `load` first.
    var ranOnBuiltinForm = false
    /// The row of `--data` it ran with (from 1), if any.
    var row: Int?
    /// Every request it sent, as `curl` lines after a `# FILE:LINE` comment (`--curl`).
    var curl: [String] = []
    /// False for a run Ctrl-C (or SIGTERM) came before: it did not start, and the reports
    /// leave it out and count it (`N runs not started (interrupted)`), not as a failure.
    var started = true

    var passed: Bool { status == ExitStatus.success }

    /// What reports call it: its path, and its row of `--data` (`signup.formsh [row 3]`).
    var name: String { path + (row.map { " [row \($0)]" } ?? "") }
  }

  /// Runs the scenario on the form at `formPath` (the built-in form when nil); `bail` stops
  /// it at its first error; `coverage` records what it exercises of each form; `retry` is
  /// `--retry`'s. After Ctrl-C it stops at the next line, or does not start.
  func run(
    formPath: String?, dialect: (any Dialect)? = nil, htmlForm: String? = nil,
    operation: String? = nil,
    variables: Variables, bail: Bool,
    http: HTTPOptions = HTTPOptions(),
    coverage: Bool = false, retry: RetryPolicy? = nil, curl: Bool = false
  ) -> Outcome {
    let started = MonotonicTime.now()
    let out = StringSink()
    let err = StringSink()
    let console = Console(out: out, err: err)
    // What the reports show of the run's output: never a secret (a --var's value, a secure
    // field's), whatever printed it.
    var secrets = Secrets(variables)
    let book = coverage ? CoverageBook() : nil
    var ranOnBuiltinForm = false
    var requests: [String] = []
    func finish(_ status: Int32) -> Outcome {
      Outcome(
        path: path, status: status, seconds: MonotonicTime.now() - started,
        output: secrets.scrub(out.text), errors: secrets.scrub(err.text),
        coverage: book?.forms ?? [], ranOnBuiltinForm: ranOnBuiltinForm,
        curl: requests.map(secrets.scrub))
    }
    guard !Signals.wasInterrupted else {
      var outcome = finish(ExitStatus.interrupted)
      outcome.started = false
      return outcome
    }
    let bytes: [UInt8]
    do {
      bytes = try FileSystem.read(path, asInput: true)
    } catch {
      console.printError(ErrorPrinter.format(.file(error), at: .prompt))
      return finish(ShellError.file(error).exitStatus)
    }
    let client: HTTPClient
    let loaded: LoadedForm
    do {
      client = try http.makeClient()
    } catch {
      console.printError(ErrorPrinter.format(error, at: .prompt))
      return finish(error.exitStatus)
    }
    if curl {
      // The form's own request, before any command runs.
      client.observer = { [path, secrets, unowned client] request in
        let line = CurlLine(
          request: request, headers: request.sentHeaders(with: client.settings),
          cookies: client.cookies(for: request.url).map(\.name), secrets: secrets,
          name: { _ in nil })
        requests.append("# \(path) (--form)\n" + line.text)
      }
    }
    let source: any FormSource =
      formPath.map {
        FormSources.source(
          $0, client: client, dialect: dialect, htmlForm: htmlForm, operation: operation)
      }
      ?? BuiltinFormSource()
    do {
      loaded = try source.load()
    } catch {
      console.printError(ErrorPrinter.format(.load(error), at: .prompt))
      return finish(ShellError.load(error).exitStatus)
    }
    var session = Session(loaded)
    book?.attach(to: &session, onPurpose: formPath != nil)
    let interpreter = Interpreter(
      session: session, console: console,
      settings: ShellSettings(
        interactive: false, render: RenderOptions(mode: .none, width: 80), bail: bail,
        masksSecrets: true, retry: retry),
      variables: variables, http: client)
    interpreter.form.coverageBook = book
    if curl { interpreter.logRequestsAsCurl() }
    if formPath == nil { interpreter.builtinFormNotice = Interpreter.builtinFormWarning }
    ScriptRunner(interpreter: interpreter).run(
      PlainLineReader(bytes: bytes), name: path)
    if Signals.wasInterrupted {
      console.printError("\(path): interrupted\n")
      secrets = interpreter.secrets
      return finish(ExitStatus.interrupted)
    }
    interpreter.close()
    secrets = interpreter.secrets
    requests += interpreter.http.curlLog ?? []
    ranOnBuiltinForm = interpreter.workedOnBuiltinForm
    return finish(interpreter.exitRequest ?? interpreter.status)
  }

  /// The scenario files named by paths: files as given, directories searched recursively for
  /// `*.formsh` (hidden entries and `.build` skipped), each directory's files sorted.
  static func discover(_ paths: [String]) throws(FileSystem.Failure) -> [Scenario] {
    var found: [Scenario] = []
    for path in paths {
      if FileSystem.isDirectory(path) {
        try collect(in: path, into: &found)
      } else if FileSystem.exists(path) {
        found.append(Scenario(path: path))
      } else {
        throw FileSystem.Failure(
          path: path, operation: .reading, reason: "No such file or directory")
      }
    }
    return found
  }

  private static func collect(in directory: String, into found: inout [Scenario])
    throws(FileSystem.Failure)
  {
    let prefix = directory == "." ? "" : (directory.hasSuffix("/") ? directory : directory + "/")
    for name in try FileSystem.list(directory) where !name.hasPrefix(".") && name != ".build" {
      let path = prefix + name
      if FileSystem.isDirectory(path) {
        try collect(in: path, into: &found)
      } else if name.hasSuffix(".formsh") {
        found.append(Scenario(path: path))
      }
    }
  }
}
