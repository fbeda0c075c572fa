/// `formsh fill` (batch fill): see the batch-fill issue.
struct FillCommand {
  let options: Options
  let console: Console

  func run() -> Int32 {
    if options.help {
      console.print(Usage.fill)
      return ExitStatus.success
    }
    console.printError("formsh fill: not built yet\n")
    return ExitStatus.usage
  }
}
