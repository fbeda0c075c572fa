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
        return usage("--report takes junit FILE or tap, not \"\(report)\"")
      }
    }
    let scenarios: [Scenario]
    do {
      scenarios = try Scenario.discover(options.operands.isEmpty ? ["."] : options.operands)
    } catch {
      console.printError("formsh test: error: \(error.path): \(error.reason)\n")
      return ExitStatus.unreadable
    }
    guard !scenarios.isEmpty else {
      console.printError("formsh test: no scenarios (*.formsh) found\n")
      return ExitStatus.usage
    }
    let started = MonotonicTime.now()
    let (formPath, variables, bail) = (options.form, options.variables, options.bail)
    let outcomes = Parallel.map(scenarios.count, threads: options.jobs ?? Parallel.processorCount) {
      scenarios[$0].run(formPath: formPath, variables: variables, bail: bail)
    }
    let seconds = MonotonicTime.now() - started
    console.print(tap ? TestReport.tap(outcomes) : TestReport.human(outcomes, seconds: seconds))
    if let junitPath {
      do {
        try FileSystem.writeAtomically(
          junitPath, Array(TestReport.junit(outcomes, seconds: seconds).utf8))
      } catch {
        console.printError("formsh test: error: cannot write \(error.path): \(error.reason)\n")
        return ExitStatus.failure
      }
    }
    if Signals.wasInterrupted { return ExitStatus.interrupted }
    return outcomes.allSatisfy(\.passed) ? ExitStatus.success : ExitStatus.failure
  }

  private func usage(_ message: String) -> Int32 {
    console.printError("formsh test: \(message)\n\(Usage.test)")
    return ExitStatus.usage
  }
}
