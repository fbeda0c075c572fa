/// Where a subcommand writes what it makes: `-o FILE` (`--output`), the reports of `test` and
/// `probe` (`--report KIND`, each taking the `-o` given after it), and whether a symbolic link
/// is written through (`--follow-symlinks`).
struct OutputOptions {
  /// One `--report KIND`: its kind, the word after it (`--report junit FILE`, the old
  /// spelling, and `--report html FILE`) and the `-o FILE` given after it, before the next
  /// `--report`.
  struct Report {
    let kind: String
    let word: String?
    var output: String?
  }

  /// The last `-o FILE` (`fill`'s output).
  var output: String?
  /// `--report`, in order given.
  var reports: [Report] = []
  /// An `-o` that follows no `--report` without its FILE (`-o FILE --report junit`, the old
  /// spelling): the FILE of the one report that has none.
  var looseOutput: String?
  /// `--follow-symlinks`: write through a symbolic link rather than refuse it.
  var followSymlinks = false

  /// The kinds of report that are always a file, and take the word after them as FILE when
  /// `-o` is not given.
  static let fileKinds: Set<String> = ["junit", "html"]

  static let output = OptionSpec<OutputOptions>(
    "--output", "-o", value: "FILE",
    help: "write the --report before it to FILE: --report junit -o A --report html -o B"
      + " writes both (tap or json to FILE: the PASS/FAIL lines stay on standard output)"
  ) { options, path in
    options.output = path
    if let last = options.reports.indices.last, options.reports[last].output == nil {
      options.reports[last].output = path
    } else {
      options.looseOutput = path
    }
  }

  static let report = OptionSpec<OutputOptions>(
    name: "--report", aliases: [], value: "KIND", help: nil,
    choices: ["junit", "tap", "json", "html"], refusal: nil, requirement: nil,
    wordAfter: fileKinds, isListed: true
  ) { options, given in
    options.reports.append(Report(kind: given.value ?? "", word: given.word))
  }

  static let followSymlinks = OptionSpec<OutputOptions>(
    flag: "--follow-symlinks",
    help: "write an output file through a symbolic link rather than refuse it"
  ) {
    $0.followSymlinks = true
  }

  /// The kinds of `--report`, in order given.
  var kinds: [String] { reports.map(\.kind) }

  /// Each report's own `-o FILE`, in order given.
  var reportOutputs: [(kind: String, path: String)] {
    reports.compactMap { report in report.output.map { (report.kind, $0) } }
  }

  /// The words after a report's kind that are its FILE: unless the report has its FILE from
  /// an `-o` (its own, or a loose one).
  var reportFiles: [(kind: String, path: String)] {
    words.filter { !isOperand($0) }.map { ($0.kind, $0.path) }
  }

  /// The words after a report's kind that are operands (scenarios): the report has its FILE
  /// from an `-o`.
  var operands: [String] { words.filter(isOperand).map(\.path) }

  private var words: [(kind: String, path: String)] {
    reports.compactMap { report in report.word.map { (report.kind, $0) } }
  }

  private func isOperand(_ word: (kind: String, path: String)) -> Bool {
    looseOutput != nil || reports.contains { $0.kind == word.kind && $0.output != nil }
  }

  /// The words after `--report KIND` among options given that are operands, whichever
  /// subcommand they were given to.
  static func operands(among given: [GivenOption]) -> [String] {
    var options = OutputOptions()
    for given in given {
      guard let option = [report, output].first(where: { $0.name == given.name }) else {
        continue
      }
      try? option.read(&options, given)
    }
    return options.operands
  }
}
