/// `formsh completion bash|zsh|fish`: a completion script for the user's shell, made from
/// the subcommands and their options, so it never disagrees with the parser.
struct CompletionSubcommand: Subcommand {
  let options: CompletionOptions
  let console: Console

  func run() -> Int32 {
    guard options.operands.count == 1,
      let shell = CompletionScript.Shell(rawValue: options.operands[0])
    else {
      let given =
        options.operands.isEmpty ? "no shell" : "\"\(options.operands.joined(separator: " "))\""
      return ErrorPrinter.report(
        .usage("completion takes bash, zsh or fish, not \(given)"), in: Self.spec, to: console)
    }
    console.print(CompletionScript.script(for: shell))
    return ExitStatus.success
  }
}
