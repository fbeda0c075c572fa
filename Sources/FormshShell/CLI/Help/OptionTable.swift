import FormshPresentation

/// Options in a help text, a row each: the option as written (`-j, --jobs N`) at the margin,
/// its help from the column on, wrapped at 80 columns under the column. A row's option is
/// the declared one, so a help table lists no option that is not taken.
struct OptionTable: Sendable {
  /// Spaces before each option.
  let margin: Int
  /// Where the help starts (later on the line of a wider option, two spaces after it).
  let column: Int
  /// The rows, in order.
  let rows: [Row]

  init(margin: Int = 2, column: Int = 22, _ rows: [Row]) {
    self.margin = margin
    self.column = column
    self.rows = rows
  }

  /// One row.
  struct Row: Sendable {
    /// The long name of the option it is about.
    let option: String
    /// The option as written: `-H, --header 'NAME: VALUE'`, or as the row shows one use
    /// of it (`--report junit -o FILE`).
    let label: String
    /// Its help. A no-break space (U+00A0) keeps two words on one line.
    let help: String
    /// Whether the help goes on under where it started, rather than under the column.
    let hangsUnderText: Bool

    /// A row for a declared option: written as it is declared unless `label` says, with its
    /// declared help unless `help` says (a subcommand that says it in words of its own).
    init<Values>(
      _ option: OptionSpec<Values>, as label: String? = nil, _ help: String? = nil,
      hangingUnderText: Bool = false
    ) {
      self.init(
        name: option.name, spellings: option.spellings, value: option.value,
        help: help ?? option.help, as: label, hangingUnderText: hangingUnderText)
    }

    /// A row for an option of a subcommand, as it is declared.
    init(_ option: AnyOptionSpec) {
      self.init(
        name: option.name, spellings: option.spellings, value: option.value, help: option.help,
        as: nil, hangingUnderText: false)
    }

    private init(
      name: String, spellings: [String], value: String?, help: String?, as label: String?,
      hangingUnderText: Bool
    ) {
      self.option = name
      let short = spellings.first { $0.count == 2 && !$0.hasPrefix("--") }
      self.label = label ?? (short.map { $0 + ", " } ?? "") + name + (value.map { " " + $0 } ?? "")
      guard let help else { preconditionFailure("\(name) has no help line for a table") }
      self.help = help
      self.hangsUnderText = hangingUnderText
    }
  }

  /// The rows as printed.
  var text: String {
    let columns = HelpText.columns
    var text = ""
    for row in rows {
      let label = String(repeating: " ", count: margin) + row.label
      let labelWidth = TerminalText.width(label)
      let start = labelWidth + 1 <= column ? column : labelWidth + 2
      let hang = row.hangsUnderText ? start : column
      let words = row.help.split(separator: " ", omittingEmptySubsequences: false)
      // No room for the first word after the option: the help starts on the next line.
      let first: [String]
      if let word = words.first, start + TerminalText.width(String(word)) <= columns {
        first = TerminalText.wrap(row.help, width: columns - start)
        text += TerminalText.pad(label, to: start) + first[0] + "\n"
      } else {
        first = [""]
        text += label + "\n"
      }
      let rest = row.help.dropFirst(first[0].count).drop { $0 == " " }
      if !rest.isEmpty {
        for line in TerminalText.wrap(String(rest), width: columns - hang) {
          text += String(repeating: " ", count: hang) + line + "\n"
        }
      }
    }
    return text.replacing("\u{A0}", with: " ")
  }
}
