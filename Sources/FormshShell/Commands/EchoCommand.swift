import FormshPresentation

/// `echo [TEXT]`: prints the text.
struct EchoCommand: Command, Equatable {
  static let spec = CommandSpec("echo", synopsis: "echo [TEXT]", summary: "print text")

  let text: String

  init(text: String) { self.text = text }

  init(_ arguments: Arguments) throws(ParseError) {
    text = arguments.rest(from: 0)
  }

  func run(in shell: Interpreter, more: (String) -> String?) throws(ShellError) {
    shell.console.print(TerminalText.sanitize(text, limit: nil) + "\n")
  }
}
