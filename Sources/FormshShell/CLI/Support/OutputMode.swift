import FormshPlatform
import FormshPresentation

/// Decides colour and width once, from the terminal and the environment.
enum OutputMode {
  static func renderOptions(_ choice: CommonOptions.ColorChoice) -> RenderOptions {
    let terminal = Terminal.isTerminal(1)
    let width = terminal ? (Terminal.width(of: 1) ?? 80) : 80
    return RenderOptions(mode: colorMode(choice, terminal: terminal), width: width)
  }

  static func colorMode(_ choice: CommonOptions.ColorChoice, terminal: Bool) -> ColorMode {
    switch choice {
    case .never: return .none
    case .auto:
      if !terminal { return .none }
      if let noColor = Terminal.environment("NO_COLOR"), !noColor.isEmpty { return .none }
      if Terminal.environment("TERM") == "dumb" { return .none }
    case .always: break
    }
    let colorTerm = Terminal.environment("COLORTERM")?.lowercased() ?? ""
    return colorTerm == "truecolor" || colorTerm == "24bit" ? .trueColor : .palette256
  }
}
