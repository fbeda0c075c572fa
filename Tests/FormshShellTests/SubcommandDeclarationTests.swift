import FormshPresentation
import Testing

@testable import FormshShell

/// What the declarations of the subcommands must hold for the parser, help and completion
/// made from them to agree (`Sources/FormshShell/CLI`).
@Suite struct SubcommandDeclarationTests {
  static let subcommands = Subcommands.all.map { $0.spec.name }

  /// A subcommand by name ("" for the shell).
  static func subcommand(_ name: String) -> any Subcommand.Type {
    Subcommands.all.first { $0.spec.name == name }!
  }

  @Test func eachSubcommandIsNamedOnceAndTheShellComesFirst() {
    #expect(Set(Self.subcommands).count == Self.subcommands.count)
    #expect(Self.subcommands.first == "")
    #expect(Subcommands.names == Array(Self.subcommands.dropFirst()))
  }

  /// Two options of one subcommand with one spelling: only one of them could be given.
  @Test(arguments: subcommands)
  func aSubcommandTakesEachSpellingOnce(_ name: String) {
    let spellings = Self.subcommand(name).declared.flatMap(\.spellings)
    #expect(Set(spellings).count == spellings.count, "\(spellings)")
  }

  /// The line is split before the subcommand is known (options may come before it): an
  /// option declared for several subcommands must take as many words in each.
  @Test func anOptionTakesTheSameWordsWhereverItIsDeclared() {
    let all = Subcommands.all.flatMap { $0.declared }
    for option in all {
      let first = Subcommands.options.first { $0.name == option.name }!
      #expect(option.spellings == first.spellings, "\(option.name)")
      #expect(option.takesValue == first.takesValue, "\(option.name)")
      #expect(option.wordAfter == first.wordAfter, "\(option.name)")
    }
  }

  /// Every option a help table lists is one its subcommand takes.
  @Test(arguments: subcommands)
  func aHelpTableListsOnlyOptionsTaken(_ name: String) {
    let subcommand = Self.subcommand(name)
    let taken = Set(subcommand.declared.map(\.name))
    for case .table(let table) in subcommand.spec.help {
      for row in table.rows { #expect(taken.contains(row.option), "\(name): \(row.label)") }
    }
  }

  /// Every option a usage line names (its own, and its lines of the overview) is taken.
  @Test(arguments: subcommands)
  func aUsageLineNamesOnlyOptionsTaken(_ name: String) {
    let subcommand = Self.subcommand(name)
    let taken = Set(subcommand.declared.flatMap(\.spellings))
    let lines = subcommand.spec.usage + subcommand.spec.overview.map(\.usage)
    for line in lines {
      for match in line.matches(of: /(?:^|[\[ ])(--?[a-z][a-z-]*)/) {
        #expect(taken.contains(String(match.output.1)), "\(name): \(match.output.1)")
      }
    }
  }

  /// Every option a subcommand's help names in its usage lines and its table is one its
  /// completion offers: formsh(1) is made of the help, and `Tests/Package/run` checks that
  /// the bash completion offers each option the page lists.
  @Test(arguments: subcommands)
  func completionOffersEveryOptionHelpNames(_ name: String) {
    let subcommand = Self.subcommand(name)
    let offered = Set(subcommand.declared.filter(\.isListed).map(\.name))
    let names = Dictionary(
      subcommand.declared.flatMap { option in option.spellings.map { ($0, option.name) } },
      uniquingKeysWith: { first, _ in first })
    var named: [String] = []
    for line in subcommand.spec.usage + subcommand.spec.overview.map(\.usage) {
      named += line.matches(of: /(?:^|[\[ ])(--?[a-z][a-z-]*)/).map { String($0.output.1) }
    }
    for case .table(let table) in subcommand.spec.help { named += table.rows.map(\.option) }
    for spelling in named {
      let option = names[spelling] ?? spelling
      #expect(offered.contains(option), "\(name): \(spelling)")
    }
  }

  /// Every option a subcommand takes is named in its `--help` (in its prose, a table or the
  /// table of the options its prose leaves out), so that help, formsh(1) made of it and what
  /// the parser takes agree: `--color`, the HTTP options and `probe --form` were taken but
  /// never shown. An option taken but not offered (`--version`, taken by every subcommand) is
  /// the overview's (`formsh --help`).
  @Test(arguments: subcommands)
  func helpNamesEveryOptionTaken(_ name: String) {
    let subcommand = Self.subcommand(name)
    let help = subcommand.helpText
    for option in subcommand.declared where option.isListed {
      let named = help.matches(of: /(?:^|[^a-z-])(--?[a-z][a-z-]*)/).contains {
        $0.output.1 == option.name
      }
      #expect(named, "formsh \(name) --help does not name \(option.name)")
    }
  }

  /// Help fits 80 columns, as the man page made of it does.
  @Test(arguments: subcommands)
  func helpFitsEightyColumns(_ name: String) {
    for line in Self.subcommand(name).helpText.split(separator: "\n") {
      #expect(TerminalText.width(String(line)) <= HelpText.columns, "\(name): \(line)")
    }
  }

  /// An option that says where it goes is refused so only by subcommands that do not take it.
  @Test func aRefusalNamesWhereTheOptionGoes() {
    for option in Subcommands.options {
      guard let refusal = option.refusal else { continue }
      #expect(refusal.message(for: option.name).contains("goes with"), "\(option.name)")
    }
  }
}
