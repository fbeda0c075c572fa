/// `formsh test` (scenarios): see the scenarios issue.
struct TestCommand {
  let options: Options
  let console: Console

  func run() -> Int32 {
    if options.help {
      console.print(Usage.test)
      return ExitStatus.success
    }
    console.printError("formsh test: not built yet\n")
    return ExitStatus.usage
  }
}
