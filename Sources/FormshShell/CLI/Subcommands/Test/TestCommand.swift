import FormshData
import FormshPlatform
import FormshPresentation

/// `formsh test [--jobs N] [--report junit|tap|json [--output FILE]] [--form FORM] [--coverage]
/// [--coverage-json FILE] [--min-coverage PCT] [SCRIPT|DIR]…`: every scenario in a fresh
/// session, several at once, reported in a stable order; with coverage, what they exercised
/// of each form they loaded.
struct TestCommand: Subcommand {
  let options: TestOptions
  let console: Console

  func run() -> Int32 {
    let reports: TestReports
    do throws(UsageError) {
      reports = try TestReports(options.output, coverageJSON: options.coverageJSON)
    } catch {
      return ErrorPrinter.report(.usage(error.message), in: Self.spec, to: console)
    }
    let (junitPath, tap) = (reports.junit, reports.onStandardOutput == .tap)
    var minimum: Double?
    if let given = options.minCoverage {
      let number = given.hasSuffix("%") ? String(given.dropLast()) : given
      // Digits and one point only: Double alone would also read `0x5A` (90) and `9e1`.
      let decimal =
        number.count { $0 == "." } <= 1
        && number.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
      guard decimal, let value = Double(number), value.isFinite, (0...100).contains(value) else {
        return ErrorPrinter.report(
          .usage("--min-coverage takes a percentage from 0 to 100, not \"\(given)\""),
          in: Self.spec, to: console)
      }
      minimum = value
    }
    let coverage = options.coverage || options.coverageJSON != nil || minimum != nil
    // A form no scenario can load is the run's error, not one failure per scenario.
    if let formPath = options.form.form {
      do throws(ShellError) {
        let source = FormSources.source(
          formPath, client: try options.http.makeClient(), dialect: options.form.dialect,
          htmlForm: options.form.htmlForm, operation: options.form.operation)
        do {
          _ = try source.load()
        } catch {
          throw .load(error)
        }
      } catch {
        return ErrorPrinter.report(error, in: Self.spec, to: console)
      }
    }
    let scenarios: [Scenario]
    do {
      scenarios = try Scenario.discover(options.operands.isEmpty ? ["."] : options.operands)
    } catch {
      return ErrorPrinter.report(.file(error), in: Self.spec, to: console)
    }
    guard !scenarios.isEmpty else {
      return ErrorPrinter.report(
        .usage("no scenarios (*.formsh) found"), in: Self.spec, to: console)
    }
    // The scenarios (and the form, and the --data and --var-file files, noted as read) are
    // the run's inputs: a report over one, or one that cannot be written (no such folder),
    // is refused now, before any scenario runs, not after they all ran; each such is named.
    for scenario in scenarios { RunInputs.note(scenario.path) }
    let outputs = [junitPath, reports.html, reports.file?.path, options.coverageJSON, options.curl]
    if let status = OutputCheck.refuse(
      outputs.compactMap(\.self).filter { $0 != "-" },
      followingSymlinks: options.output.followSymlinks,
      in: Self.spec, console: console)
    {
      return status
    }
    let started = MonotonicTime.now()
    let (formPath, bail, http, dialect, curl) = (
      options.form.form, options.script.bail, options.http, options.form.dialect,
      options.curl != nil
    )
    let htmlForm = options.form.htmlForm
    let operation = options.form.operation
    let variables = options.variables.variables
    let retry = options.script.retry
    // With --data, each scenario once per row (its runs together, row by row), the row's
    // columns over --var and --var-file.
    let rows = options.variables.rows?.rows ?? [[:]]
    let numbered = options.variables.rows != nil
    let dataPath = options.variables.rows?.path
    let runs = Parallel.map(scenarios.count * rows.count, threads: options.parallel.threads) {
      let (scenario, row) = $0.quotientAndRemainder(dividingBy: rows.count)
      var given = variables
      given.defined.merge(rows[row]) { _, fromRow in fromRow }
      if let dataPath { given.row = (dataPath, row + 1) }
      var outcome = scenarios[scenario].run(
        formPath: formPath, dialect: dialect, htmlForm: htmlForm, operation: operation,
        variables: given, bail: bail,
        http: http,
        coverage: coverage, retry: retry, curl: curl)
      outcome.row = numbered ? row + 1 : nil
      return outcome
    }
    let seconds = MonotonicTime.now() - started
    // After Ctrl-C, the runs that had not started are left out of every report and counted
    // (200,000 rows would otherwise give 199,000 failures of runs that never ran).
    let outcomes = runs.filter(\.started)
    let notStarted = runs.count - outcomes.count
    // A FAIL block shows the warning in its transcript; a passing scenario shows nothing, so
    // the suite says it once, naming each scenario that ran on the built-in form.
    var onBuiltinForm: [String] = []
    for outcome in outcomes where outcome.ranOnBuiltinForm && !onBuiltinForm.contains(outcome.path)
    {
      onBuiltinForm.append(outcome.path)  // once, whatever its rows
    }
    if !onBuiltinForm.isEmpty {
      let count = onBuiltinForm.count == 1 ? "1 scenario" : "\(onBuiltinForm.count) scenarios"
      console.printError(
        "formsh test: warning: \(count) ran on the built-in sample form"
          + " (\(BuiltinFormSource.name)), no --form given and no load first: "
          + onBuiltinForm.map { TerminalText.sanitize($0) }.joined(separator: ", ")
          + "; pass --form FILE, or begin each with load FILE\n")
    }
    let suite = coverage ? SuiteCoverage(outcomes.map(\.coverage)) : nil
    let report =
      switch reports.onStandardOutput {
      case .tap: TestReport.tap(outcomes, notStarted: notStarted)
      case .json:
        TestReport.json(outcomes, seconds: seconds, coverage: suite, notStarted: notStarted)
      case nil: TestReport.human(outcomes, seconds: seconds, notStarted: notStarted)
      }
    // With the JSON on standard output, the reports for people go to standard error.
    let jsonToStandardOutput = options.coverageJSON == "-"
    let show = jsonToStandardOutput ? console.printError : console.print
    show(report)
    if let suite {
      let text = CoverageReport.text(suite)
      if reports.onStandardOutput == .json {
        console.printError("\n" + text)  // standard output holds the JSON alone
      } else {
        show(tap ? text.split(separator: "\n").map { "# " + $0 + "\n" }.joined() : "\n" + text)
      }
    }
    if let junitPath {
      console.flush()  // the report first, should FILE be /dev/stdout
      do {
        try FileSystem.writeAtomically(
          junitPath,
          Array(TestReport.junit(outcomes, seconds: seconds, notStarted: notStarted).utf8),
          followingSymlinks: options.output.followSymlinks)
      } catch {
        return ErrorPrinter.report(.file(error), in: Self.spec, to: console)
      }
    }
    if let path = reports.html {
      console.flush()  // the report first, should FILE be /dev/stdout
      let page = HTMLReport.page(
        outcomes, seconds: seconds, coverage: suite, data: options.variables.data,
        notStarted: notStarted)
      do {
        try FileSystem.writeAtomically(
          path, Array(page.utf8), followingSymlinks: options.output.followSymlinks)
      } catch {
        return ErrorPrinter.report(.file(error), in: Self.spec, to: console)
      }
    }
    if let (kind, path) = reports.file {
      console.flush()  // the report first, should FILE be /dev/stdout
      let text =
        kind == .tap
        ? TestReport.tap(outcomes, notStarted: notStarted)
        : TestReport.json(outcomes, seconds: seconds, coverage: suite, notStarted: notStarted)
      do {
        try FileSystem.writeAtomically(
          path, Array(text.utf8), followingSymlinks: options.output.followSymlinks)
      } catch {
        return ErrorPrinter.report(.file(error), in: Self.spec, to: console)
      }
    }
    if let suite, let path = options.coverageJSON {
      let json = CoverageReport.json(suite)
      if jsonToStandardOutput {
        console.print(json)
      } else {
        console.flush()
        do {
          try FileSystem.writeAtomically(
            path, Array(json.utf8), followingSymlinks: options.output.followSymlinks)
        } catch {
          return ErrorPrinter.report(.file(error), in: Self.spec, to: console)
        }
      }
    }
    if let path = options.curl {
      console.flush()
      do {
        try writeCurl(outcomes, to: path)
      } catch {
        return ErrorPrinter.report(.file(error), in: Self.spec, to: console)
      }
    }
    if Signals.wasInterrupted { return ExitStatus.interrupted }
    if let suite, let minimum, !suite.reaches(minimum) {
      let shown = CoverageReport.percent(suite.covered, of: suite.applicable)
      let threshold = minimum.rounded() == minimum ? String(Int(minimum)) : String(minimum)
      return ErrorPrinter.report(
        .other("coverage \(shown) % is below --min-coverage \(threshold) %"), in: Self.spec,
        to: console)
    }
    return outcomes.allSatisfy(\.passed) ? ExitStatus.success : ExitStatus.failure
  }
}
