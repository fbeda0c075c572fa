import FormshPlatform

extension TestCommand {
  /// `--curl FILE`: every request the scenarios sent, as `curl` lines, each after a
  /// `# SCENARIO:LINE` comment (`# SCENARIO:LINE [row N]` with `--data`), the scenarios in the
  /// order of the report; written atomically, or with `-` printed after the report.
  func writeCurl(_ outcomes: [Scenario.Outcome], to path: String) throws(FileSystem.Failure) {
    let lines = outcomes.flatMap { outcome in
      outcome.curl.map { entry in
        guard let row = outcome.row, let end = entry.firstIndex(of: "\n") else { return entry }
        return entry[..<end] + " [row \(row)]" + entry[end...]
      }
    }
    var text =
      "# formsh test --curl: \(lines.count) requests, in the scenarios' order;"
      + " secrets are ${NAME} placeholders (export them to run a line)\n"
    for line in lines { text += "\n" + line + "\n" }
    guard path != "-" else { return console.print(text) }
    try FileSystem.writeAtomically(
      path, Array(text.utf8), followingSymlinks: options.output.followSymlinks)
  }
}
