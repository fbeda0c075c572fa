import FormshPlatform

/// Which reports `formsh test` writes, and where, from `--report KIND` and `-o FILE`:
/// `--report junit -o FILE` writes JUnit XML to FILE (JUnit is for a file; `--report junit
/// FILE`, the old spelling, still works when `-o` is not given); `--report html -o FILE` (or
/// `--report html FILE`) writes the HTML page to FILE; `--report tap` or `--report json`
/// replaces the PASS/FAIL lines on standard output, or with `-o FILE` (and no junit or html)
/// is written to FILE while the PASS/FAIL lines stay.
struct TestReports {
  /// A report printed in place of the PASS/FAIL lines, or written with `-o`.
  enum Kind: String {
    case tap, json
  }

  /// The kinds of report that are always a file, and take the word after them as FILE when
  /// `-o` is not given.
  static let fileKinds: Set<String> = ["junit", "html"]

  /// Where the JUnit report goes, if asked for.
  var junit: String?
  /// Where the HTML report goes, if asked for.
  var html: String?
  /// The report that replaces the PASS/FAIL lines, if any.
  var onStandardOutput: Kind?
  /// A TAP or JSON report written to a file (`-o FILE` without junit or html).
  var file: (kind: Kind, path: String)?

  init(_ options: Options) throws(UsageError) {
    var kinds: [Kind] = []
    var files: [String] = []
    for report in options.report {
      if TestReports.fileKinds.contains(report) {
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
    if files.count > 1, options.output != nil {
      throw UsageError(
        "--report junit and --report html each need their own file: give each its file after"
          + " the kind, --report junit JUNIT_FILE --report html HTML_FILE, without -o (-o names"
          + " one file)")
    }
    for kind in files {
      let word = options.reportFiles.last { $0.kind == kind }?.path
      guard let path = options.output ?? word else {
        throw UsageError("--report \(kind) writes a file: --report \(kind) -o FILE")
      }
      // The word after the kind: a scenario there is what was meant to run, not to be
      // overwritten.
      if options.output == nil, path.hasSuffix(".formsh") || FileSystem.isDirectory(path) {
        throw UsageError(
          "--report \(kind) writes a file: --report \(kind) -o FILE (\(path) names scenarios,"
            + " not the report's file)")
      }
      if kind == "junit" { junit = path } else { html = path }
    }
    if !files.isEmpty {
      onStandardOutput = kinds.first
    } else if let output = options.output {
      guard let kind = kinds.first else {
        throw UsageError("-o FILE goes with --report junit, tap, json or html: which report?")
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
