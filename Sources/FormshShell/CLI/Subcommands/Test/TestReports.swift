import FormshPlatform

/// Which reports `formsh test` writes, and where, from `--report KIND` and `-o FILE`: each
/// `--report` takes the `-o FILE` given after it (`--report junit -o A --report html -o B`);
/// `--report junit -o FILE` writes JUnit XML to FILE (JUnit is for a file; `--report junit
/// FILE`, the old spelling, still works without `-o`, and so does one `-o FILE` given before
/// the one report); `--report html -o FILE` (or `--report html FILE`) writes the HTML page to
/// FILE; `--report tap` or `--report json` replaces the PASS/FAIL lines on standard output,
/// or with `-o FILE` is written to FILE while the PASS/FAIL lines stay.
struct TestReports {
  /// A report printed in place of the PASS/FAIL lines, or written with `-o`.
  enum Kind: String {
    case tap, json
  }

  /// Where the JUnit report goes, if asked for.
  var junit: String?
  /// Where the HTML report goes, if asked for.
  var html: String?
  /// The report that replaces the PASS/FAIL lines, if any.
  var onStandardOutput: Kind?
  /// A TAP or JSON report written to a file (its `-o FILE`).
  var file: (kind: Kind, path: String)?

  init(_ options: OutputOptions, coverageJSON: String?) throws(UsageError) {
    var kinds: [Kind] = []
    var files: [String] = []
    for report in options.kinds {
      if OutputOptions.fileKinds.contains(report) {
        if !files.contains(report) { files.append(report) }
      } else if let kind = Kind(rawValue: report) {
        if !kinds.contains(kind) { kinds.append(kind) }
      } else {
        throw UsageError("--report takes junit, tap, json or html, not \"\(report)\"")
      }
    }
    if kinds.count > 1 {
      throw UsageError(
        "--report tap and --report json would both print on standard output: give one")
    }
    // Each report's own `-o` (the last, should a kind be given twice).
    var own: [String: String] = [:]
    for (kind, path) in options.reportOutputs { own[kind] = path }
    // An `-o` of no report's goes to the one that has none (a file's kind first).
    let unowned = (files + kinds.map(\.rawValue)).filter { own[$0] == nil }
    if let path = options.looseOutput {
      let takers = files.filter { own[$0] == nil }
      if takers.count > 1 {
        throw UsageError(
          "--report junit and --report html each need their own file: give each its -o after"
            + " it, --report junit -o JUNIT_FILE --report html -o HTML_FILE")
      }
      guard let taker = takers.first ?? unowned.first else {
        throw UsageError(
          own.isEmpty
            ? "-o FILE goes with --report junit, tap, json or html: which report?"
            : "-o \(path) follows no --report: give each report its -o after it")
      }
      own[taker] = path
    }
    // `--report junit --report tap -o FILE`, as written before each report took its own -o:
    // FILE is the file's report's, and TAP goes to standard output.
    let fileless = files.filter { kind in
      own[kind] == nil && !options.reportFiles.contains { $0.kind == kind }
    }
    if fileless.count == 1, let other = kinds.first?.rawValue, let path = own[other] {
      own[fileless[0]] = path
      own[other] = nil
    }
    for kind in files {
      let word = options.reportFiles.last { $0.kind == kind }?.path
      guard let path = own[kind] ?? word else {
        throw UsageError("--report \(kind) writes a file: --report \(kind) -o FILE")
      }
      // The word after the kind: a scenario there is what was meant to run, not to be
      // overwritten.
      if own[kind] == nil, path.hasSuffix(".formsh") || FileSystem.isDirectory(path) {
        throw UsageError(
          "--report \(kind) writes a file: --report \(kind) -o FILE (\(path) names scenarios,"
            + " not the report's file)")
      }
      if kind == "junit" { junit = path } else { html = path }
    }
    if let kind = kinds.first, let path = own[kind.rawValue] {
      file = (kind, path)
    } else {
      onStandardOutput = kinds.first
    }
    if onStandardOutput != nil, coverageJSON == "-" {
      throw UsageError(
        "--coverage-json - and --report \(onStandardOutput!.rawValue) would both print on"
          + " standard output: write one to a file")
    }
  }
}
