/// `formsh version`: the version line, as `formsh --version` prints it.
struct VersionSubcommand: Subcommand {
  let options: VersionOptions
  let console: Console

  func run() -> Int32 {
    guard options.operands.isEmpty else {
      return ErrorPrinter.report(
        .usage("version takes no operand (got \(options.operands.count))"), in: Self.spec,
        to: console)
    }
    console.print(Version.line + "\n")
    return ExitStatus.success
  }
}
