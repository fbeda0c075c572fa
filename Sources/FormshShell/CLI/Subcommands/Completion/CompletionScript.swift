/// Completion scripts for bash, zsh and fish: subcommands as the first word, then the
/// subcommand's options (those its options struct lists) and, after one with a fixed set of
/// values, those values; then its operands: file names, or the one word it takes.
enum CompletionScript {
  /// The shells with a script.
  enum Shell: String {
    case bash, zsh, fish
  }

  private static var subcommands: [any Subcommand.Type] { Subcommands.named }

  private static var names: String { Subcommands.names.joined(separator: " ") }

  static func script(for shell: Shell) -> String {
    switch shell {
    case .bash: bash()
    case .zsh: zsh()
    case .fish: fish()
    }
  }

  private static func bash() -> String {
    var cases = ""
    // The shell's own case, `*`, must come last.
    for subcommand in subcommands + [ShellCommand.self] {
      let spec = subcommand.spec
      let pattern = spec.isShell ? "*" : spec.name
      let files = spec.operands.areFiles ? " $(compgen -f -- \"$cur\")" : ""
      let words = spec.operands.words.joined(separator: " ")
      // `help` and `completion` take one word: nothing after it.
      let first = words.isEmpty ? "" : "(( COMP_CWORD == 2 )) && "
      // After an option with a fixed set of values (`--format`), those values.
      var values = ""
      for option in offered(subcommand) where !option.choices.isEmpty {
        values += """
                  \(option.name)) COMPREPLY=($(compgen -W "\(option.choices.joined(separator: " "))" -- "$cur")); return ;;

          """
      }
      let valueCase = values.isEmpty ? "" : "      case $prev in\n\(values)      esac\n"
      cases += """
            \(pattern))
        \(valueCase)      if [[ $cur == -* ]]; then
                COMPREPLY=($(compgen -W "\(offered(subcommand).map(\.name).joined(separator: " "))" -- "$cur"))
              else
                COMPREPLY=($(\(first)compgen -W "\(words)" -- "$cur")\(files))
              fi ;;

        """
    }
    return """
      # bash completion for formsh (formsh completion bash)
      _formsh() {
        local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
        if (( COMP_CWORD == 1 )) && [[ $cur != -* ]]; then
          COMPREPLY=($(compgen -W "\(names)" -- "$cur") $(compgen -f -- "$cur"))
          return
        fi
        case ${COMP_WORDS[1]} in
      \(cases)  esac
      }
      complete -o filenames -F _formsh formsh

      """
  }

  private static func zsh() -> String {
    var cases = ""
    for subcommand in subcommands {
      let spec = subcommand.spec
      let files = spec.operands.areFiles ? " '*:file:_files'" : ""
      var words = ""
      if case .word(let label, _) = spec.operands {
        words = " '1:\(label):(\(spec.operands.words.joined(separator: " ")))'"
      }
      let options = zshOptions(subcommand)
      cases += "    \(spec.name)) _arguments \(options)\(words)\(files) ;;\n"
    }
    let shellOptions = zshOptions(ShellCommand.self)
    return """
      #compdef formsh
      # zsh completion for formsh (formsh completion zsh)
      _formsh() {
        if (( CURRENT == 2 )) && [[ $words[2] != -* ]]; then
          _alternative 'subcommands:subcommand:(\(names))' 'files:form:_files'
          return
        fi
        case $words[2] in
      \(cases)    *) _arguments \(shellOptions) '*:form:_files' ;;
        esac
      }
      _formsh "$@"

      """
  }

  /// A subcommand's options for `_arguments`: `'--json[]'`, or with the values an option
  /// takes, `'--color[]:value:(auto always never)'`.
  private static func zshOptions(_ subcommand: any Subcommand.Type) -> String {
    offered(subcommand).map { option in
      option.choices.isEmpty
        ? "'\(option.name)[]'"
        : "'\(option.name)[]:value:(\(option.choices.joined(separator: " ")))'"
    }.joined(separator: " ")
  }

  private static func fish() -> String {
    var lines = [
      "# fish completion for formsh (formsh completion fish)",
      "complete -c formsh -n '__fish_use_subcommand' -a '\(names)'",
    ]
    for subcommand in Subcommands.all {
      let spec = subcommand.spec
      let condition =
        spec.isShell
        ? "not __fish_seen_subcommand_from \(names)"
        : "__fish_seen_subcommand_from \(spec.name)"
      for option in offered(subcommand) {
        let name = option.name
        let flag = name.hasPrefix("--") ? "-l \(name.dropFirst(2))" : "-s \(name.dropFirst())"
        lines.append(
          "complete -c formsh -n '\(condition)' \(flag)"
            + (option.choices.isEmpty ? "" : " -x -a '\(option.choices.joined(separator: " "))'"))
      }
    }
    for subcommand in subcommands where !subcommand.spec.operands.words.isEmpty {
      let spec = subcommand.spec
      lines.append(
        "complete -c formsh -n '__fish_seen_subcommand_from \(spec.name)' -f -a"
          + " '\(spec.operands.words.joined(separator: " "))'")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The options completion offers for a subcommand, in the order its options list them.
  private static func offered(_ subcommand: any Subcommand.Type) -> [AnyOptionSpec] {
    subcommand.declared.filter(\.isListed)
  }
}
