import FormshPlatform

/// Which reports `formsh test` writes, and where, from `--report KIND` and `-o FILE`:
/// `--report junit -o FILE` writes JUnit XML to FILE (JUnit is for a file; `--report junit
/// FILE`, the old spelling, still works when `-o` is not given); `--report tap` or
/// `--report json` replaces the PASS/FAIL lines on standard output, or with `-o FILE` (and no
/// junit) is written to FILE while the PASS/FAIL lines stay.
struct TestReports {
  /// A report printed in place of the PASS/FAIL lines, or written with `-o`.
  enum Kind: String {
    case tap, json
  }

  /// Where the JUnit report goes, if asked for.
  var junit: String?
  /// The report that replaces the PASS/FAIL lines, if any.
  var onStandardOutput: Kind?
  /// A TAP or JSON report written to a file (`-o FILE` without junit).
  var file: (kind: Kind, path: String)?

  init(_ options: Options) throws(UsageError) {
    var kinds: [Kind] = []
    var wantsJUnit = false
    for report in options.report {
      if report == "junit" {
        wantsJUnit = true
      } else if let kind = Kind(rawValue: report) {
        if !kinds.contains(kind) { kinds.append(kind) }
      } else {
        throw UsageError("--report takes junit, tap or json, not \"\(report)\"")
      }
    }
    if kinds.count > 1 {
      throw UsageError(
        "--report tap and --report json would both print on standard output: give one")
    }
    if wantsJUnit {
      guard let path = options.output ?? options.oldJUnitFile else {
        throw UsageError("--report junit writes a file: --report junit -o FILE")
      }
      // The old spelling took the next word as FILE: a scenario there is what was meant
      // to run, not to be overwritten.
      if options.output == nil, path.hasSuffix(".formsh") || FileSystem.isDirectory(path) {
        throw UsageError(
          "--report junit writes a file: --report junit -o FILE (\(path) names scenarios,"
            + " not the report's file)")
      }
      junit = path
      onStandardOutput = kinds.first
    } else if let output = options.output {
      guard let kind = kinds.first else {
        throw UsageError("-o FILE goes with --report junit, tap or json: which report?")
      }
      file = (kind, output)
    } else {
      onStandardOutput = kinds.first
    }
    if onStandardOutput != nil, options.coverageJSON == "-" {
      throw UsageError(
        "--coverage-json - and --report \(onStandardOutput!.rawValue) would both print on"
          + " standard output: write one to a file")
    }
  }
}
