/// `formsh completion bash|zsh|fish`: its spec and options.
struct CompletionOptions: SubcommandOptions {
  static let spec = SubcommandSpec(
    "completion",
    usage: ["formsh completion bash|zsh|fish"],
    overview: [("formsh completion bash|zsh|fish", "a completion script for your shell")],
    operands: .word(label: "shell", words: { ["bash", "zsh", "fish"] }),
    help: [
      .usage,
      .text(
        """
        Prints a script that makes your shell complete formsh's subcommands, their
        options and file names. Install it once:
          bash  formsh completion bash \\
                  > ~/.local/share/bash-completion/completions/formsh
          zsh   formsh completion zsh > "${fpath[1]}/_formsh"
                  (a directory on your $fpath)
          fish  formsh completion fish > ~/.config/fish/completions/formsh.fish

        """),
    ])

  static let options = CommonOptions.taken(by: \Self.common)

  var common = CommonOptions()
  var operands: [String] = []
}
