/// Every subcommand, in the order the overview lists them; the shell itself first. A new
/// subcommand is a folder of its own (its options and spec, and what runs it) and one line
/// here.
enum Subcommands {
  static let all: [any Subcommand.Type] = [
    ShellCommand.self, RunCommand.self, TestCommand.self, FillCommand.self, LintCommand.self,
    ConvertCommand.self, OperationsCommand.self, LogicSubcommand.self, CasesCommand.self, ProbeCommand.self,
    HelpSubcommand.self, CompletionSubcommand.self, VersionSubcommand.self,
  ]

  /// The subcommands a user names (all but the shell).
  static var named: [any Subcommand.Type] { all.filter { !$0.spec.isShell } }

  /// Their names, in order.
  static var names: [String] { named.map { $0.spec.name } }

  /// The subcommand of a name (`fill`); `nil` for anything else (a form's path).
  static func named(_ name: String) -> (any Subcommand.Type)? {
    named.first { $0.spec.name == name }
  }

  /// Every option any subcommand takes, each name once (the first declaration of it, in the
  /// order of `all`): what an option is, whichever subcommand it was given to.
  static let options: [AnyOptionSpec] = {
    var seen: Set<String> = []
    return all.flatMap { $0.declared }.filter { seen.insert($0.name).inserted }
  }()

  /// The option of a spelling (`-o`, `--colour`), if any subcommand takes one.
  static func option(spelled spelling: String) -> AnyOptionSpec? {
    bySpelling[spelling]
  }

  private static let bySpelling: [String: AnyOptionSpec] = {
    var table: [String: AnyOptionSpec] = [:]
    for option in options {
      for spelling in option.spellings where table[spelling] == nil { table[spelling] = option }
    }
    return table
  }()
}
