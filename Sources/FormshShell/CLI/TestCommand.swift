import FormshData
import FormshPlatform

/// `formsh test [--jobs N] [--report junit FILE] [--report tap] [--form FORM] [SCRIPT|DIR]…`:
/// every scenario in a fresh session, several at once, reported in a stable order.
struct TestCommand {
  let options: Options
  let console: Console

  func run() -> Int32 {
    if options.help {
      console.print(Usage.test)
      return ExitStatus.success
    }
    var junitPath: String?
    var tap = false
    for report in options.report {
      if report == "tap" {
        tap = true
      } else if report.hasPrefix("junit="), report.count > 6 {
        junitPath = String(report.dropFirst(6))
      } else {
        return ErrorPrinter.report(
          .usage("--report takes junit FILE or tap, not \"\(report)\""), in: .test, to: console)
      }
    }
    // A form no scenario can load is the run's error, not one failure per scenario.
    if let formPath = options.form {
      do throws(ShellError) {
        let source = FormSources.source(formPath, client: try options.http.makeClient())
        do {
          _ = try source.load()
        } catch {
          throw .load(error)
        }
      } catch {
        return ErrorPrinter.report(error, in: .test, to: console)
      }
    }
    let scenarios: [Scenario]
    do {
      scenarios = try Scenario.discover(options.operands.isEmpty ? ["."] : options.operands)
    } catch {
      return ErrorPrinter.report(.file(error), in: .test, to: console)
    }
    guard !scenarios.isEmpty else {
      return ErrorPrinter.report(.usage("no scenarios (*.formsh) found"), in: .test, to: console)
    }
    let started = MonotonicTime.now()
    let (formPath, bail, http) = (options.form, options.bail, options.http)
    let variables = Variables(defined: options.variables, marked: options.secretNames)
    let outcomes = Parallel.map(scenarios.count, threads: options.threads) {
      scenarios[$0].run(formPath: formPath, variables: variables, bail: bail, http: http)
    }
    let seconds = MonotonicTime.now() - started
    console.print(tap ? TestReport.tap(outcomes) : TestReport.human(outcomes, seconds: seconds))
    if let junitPath {
      console.flush()  // the report first, should FILE be /dev/stdout
      do {
        try FileSystem.writeAtomically(
          junitPath, Array(TestReport.junit(outcomes, seconds: seconds).utf8),
          followingSymlinks: options.followSymlinks)
      } catch {
        return ErrorPrinter.report(.file(error), in: .test, to: console)
      }
    }
    if Signals.wasInterrupted { return ExitStatus.interrupted }
    return outcomes.allSatisfy(\.passed) ? ExitStatus.success : ExitStatus.failure
  }
}
