/// Completion scripts for bash, zsh and fish: subcommands as the first word, then the
/// subcommand's options and, where it takes them, file names.
enum CompletionScript {
  /// The shells with a script.
  enum Shell: String {
    case bash, zsh, fish
  }

  private static var subcommands: [Subcommand] { Subcommand.allCases.filter { $0 != .shell } }

  /// What `formsh help` takes: a subcommand's name or a shell command's, each once (`help`
  /// is both).
  private static var helpTopics: String {
    var seen: Set<String> = []
    return (subcommands.map(\.rawValue) + CommandTable.names).filter { seen.insert($0).inserted }
      .joined(separator: " ")
  }

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
    for subcommand in subcommands + [.shell] {
      let pattern = subcommand == .shell ? "*" : subcommand.rawValue
      let files = subcommand.takesFiles ? " $(compgen -f -- \"$cur\")" : ""
      let words =
        subcommand == .help ? helpTopics : subcommand == .completion ? "bash zsh fish" : ""
      // `help` and `completion` take one word: nothing after it.
      let first = words.isEmpty ? "" : "(( COMP_CWORD == 2 )) && "
      // After an option with a fixed set of values (`--format`), those values.
      var values = ""
      for (option, words) in subcommand.optionValues {
        values += """
                  \(option)) COMPREPLY=($(compgen -W "\(words.joined(separator: " "))" -- "$cur")); return ;;

          """
      }
      let valueCase = values.isEmpty ? "" : "      case $prev in\n\(values)      esac\n"
      cases += """
            \(pattern))
        \(valueCase)      if [[ $cur == -* ]]; then
                COMPREPLY=($(compgen -W "\(subcommand.options.joined(separator: " "))" -- "$cur"))
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
          COMPREPLY=($(compgen -W "\(subcommands.map(\.rawValue).joined(separator: " "))" -- "$cur") $(compgen -f -- "$cur"))
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
      let files = subcommand.takesFiles ? " '*:file:_files'" : ""
      let words =
        subcommand == .help
        ? " '1:topic:(\(helpTopics))'"
        : subcommand == .completion ? " '1:shell:(bash zsh fish)'" : ""
      let options = zshOptions(subcommand)
      cases += "    \(subcommand.rawValue)) _arguments \(options)\(words)\(files) ;;\n"
    }
    let shellOptions = zshOptions(.shell)
    return """
      #compdef formsh
      # zsh completion for formsh (formsh completion zsh)
      _formsh() {
        if (( CURRENT == 2 )) && [[ $words[2] != -* ]]; then
          _alternative 'subcommands:subcommand:(\(subcommands.map(\.rawValue).joined(separator: " ")))' 'files:form:_files'
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
  private static func zshOptions(_ subcommand: Subcommand) -> String {
    subcommand.options.map { option in
      let values = subcommand.values(of: option)
      return values.isEmpty
        ? "'\(option)[]'" : "'\(option)[]:value:(\(values.joined(separator: " ")))'"
    }.joined(separator: " ")
  }

  private static func fish() -> String {
    let names = subcommands.map(\.rawValue).joined(separator: " ")
    var lines = [
      "# fish completion for formsh (formsh completion fish)",
      "complete -c formsh -n '__fish_use_subcommand' -a '\(names)'",
    ]
    for subcommand in Subcommand.allCases {
      let condition =
        subcommand == .shell
        ? "not __fish_seen_subcommand_from \(names)"
        : "__fish_seen_subcommand_from \(subcommand.rawValue)"
      for option in subcommand.options {
        let flag = option.hasPrefix("--") ? "-l \(option.dropFirst(2))" : "-s \(option.dropFirst())"
        let values = subcommand.values(of: option)
        lines.append(
          "complete -c formsh -n '\(condition)' \(flag)"
            + (values.isEmpty ? "" : " -x -a '\(values.joined(separator: " "))'"))
      }
    }
    lines.append(
      "complete -c formsh -n '__fish_seen_subcommand_from help' -f -a '\(helpTopics)'"
    )
    lines.append(
      "complete -c formsh -n '__fish_seen_subcommand_from completion' -f -a 'bash zsh fish'")
    return lines.joined(separator: "\n") + "\n"
  }
}
