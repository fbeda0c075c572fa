/// What formsh was asked to run, as the command line says it: the subcommand (named by the
/// first operand; the shell when none is), the options given in order, and the operands.
/// Options may come anywhere before `--`; an option takes its value as the next argument or
/// after `=` (`--color=never`).
///
/// The line is read in two steps: `parse` splits it, knowing of each option only how many
/// words it takes; `options(as:)` reads each option into the subcommand's own options, and
/// judges each one the subcommand does not take by its declaration elsewhere, so that a bad
/// value is told whichever subcommand it was given to. The first problem on the line is the
/// one told, in the subcommand's name, even when the subcommand comes after it
/// (`formsh --jsn lint`).
struct Invocation {
  /// The subcommand.
  var subcommand: any Subcommand.Type = ShellCommand.self
  /// The operands, in order.
  var operands: [String] = []
  /// The options, in order.
  var given: [GivenOption] = []
  /// Every argument as given (for saying how to run a command of the shell given as one).
  var arguments: [String] = []
  /// The problems of splitting the line (an unknown option, a missing value), with where
  /// each is among the arguments.
  private var problems: [(position: Int, message: String)] = []

  /// Splits arguments (without the program name).
  static func parse(_ arguments: [String]) -> Invocation {
    var line = Invocation()
    line.arguments = arguments
    var index = 0
    var onlyOperands = false
    var own: [String: AnyOptionSpec] = [:]
    var ownFor: ObjectIdentifier? = nil
    while index < arguments.count {
      let position = index
      var spelling = arguments[index]
      var attached: String?
      if !onlyOperands, spelling.hasPrefix("--"), let equals = spelling.firstIndex(of: "=") {
        attached = String(spelling[spelling.index(after: equals)...])
        spelling = String(spelling[..<equals])
      }
      index += 1
      if onlyOperands || !spelling.hasPrefix("-") || spelling == "-" {
        if line.subcommand.spec.isShell, line.operands.isEmpty, !onlyOperands,
          let named = Subcommands.named(spelling)
        {
          line.subcommand = named
        } else {
          line.operands.append(spelling)
        }
        continue
      }
      if spelling == "--" {
        onlyOperands = true
        continue
      }
      // The subcommand's own declaration first: every subcommand's options are made only
      // for a spelling it does not take (most of a start-up's work, when they were).
      if ownFor != ObjectIdentifier(line.subcommand) {
        own = Self.spellings(of: line.subcommand.declared)
        ownFor = ObjectIdentifier(line.subcommand)
      }
      guard let option = own[spelling] ?? Subcommands.option(spelled: spelling) else {
        line.problems.append((position, "unknown option \(spelling)"))
        continue
      }
      var value: String?
      var word: String?
      if option.takesValue {
        if let attached {
          value = attached
        } else if index < arguments.count {
          value = arguments[index]
          index += 1
        } else {
          // Named as typed: `-o needs a value`, not `--output`.
          line.problems.append((position, "\(spelling) needs a value"))
          continue
        }
        // `--report junit FILE`: the word after the value, unless it is an option.
        if attached == nil, let value, option.wordAfter.contains(value), index < arguments.count,
          !arguments[index].hasPrefix("-") || arguments[index] == "-"
        {
          word = arguments[index]
          index += 1
        }
      }
      line.given.append(
        GivenOption(
          spelling: spelling, name: option.name, value: value, word: word, position: position))
    }
    // The word after a report's kind is an operand (a scenario) when the report has its FILE
    // from an `-o`.
    line.operands += OutputOptions.operands(among: line.given)
    return line
  }

  /// Whether `--help` (or `-h`) was given.
  var asksForHelp: Bool { given.contains { $0.name == CommonOptions.help.name } }

  /// The subcommand's options, each given one read into them; the first problem on the line
  /// is a usage error. An option the subcommand does not take is judged here (a bad value is
  /// told), and refused by `foreignOption`.
  func options<Options: SubcommandOptions>(as: Options.Type) throws(UsageError) -> Options {
    var options = Options()
    var problems = self.problems
    let taken = Self.spellings(of: Options.options)
    for given in given {
      do throws(UsageError) {
        if let option = taken[given.spelling] {
          try option.read(&options, given)
        } else {
          try Subcommands.option(spelled: given.spelling)?.check(given)
        }
      } catch {
        problems.append((given.position, error.message))
      }
    }
    if let first = problems.min(by: { $0.position < $1.position }) {
      throw UsageError(first.message, subcommand: Options.spec)
    }
    // `--retry-interval MS --help` asks for the help, which comes first.
    if !asksForHelp {
      for given in given {
        let requirement =
          taken[given.spelling].map(\.requirement)
          ?? Subcommands.option(spelled: given.spelling)?.requirement
        guard let requirement,
          !self.given.contains(where: { $0.name == requirement.option })
        else { continue }
        throw UsageError(requirement.message, subcommand: Options.spec)
      }
    }
    options.operands = operands
    options.finish(self)
    return options
  }

  /// The first option given that the subcommand does not take, as spelled, and what the
  /// subcommand says of it: an option another subcommand owns is told where it goes
  /// (`Refusal`, in the order of its cases and the options' declarations), before any other
  /// is refused in the order given.
  func foreignOption<Options: SubcommandOptions>(of: Options.Type) -> String? {
    let taken = Self.spellings(of: Options.options)
    let foreign = given.filter { taken[$0.spelling] == nil }
    guard !foreign.isEmpty else { return nil }
    let spec = Options.spec
    for refusal in Refusal.allCases where refusal.applies(to: spec) {
      for option in Subcommands.options where option.refusal == refusal {
        if foreign.contains(where: { $0.name == option.name }) {
          return refusal.message(for: option.name)
        }
      }
    }
    guard let first = foreign.first else { return nil }
    // One spelling for one idea: `-o FILE` where it writes one file, `--out DIR` a folder.
    let refusal = "\(spec.label) takes no option \(first.spelling)"
    let names = Set(Options.options.map(\.name))
    if first.name == "--out", names.contains("--output") {
      return refusal + "; it writes one file: -o FILE (--output FILE)"
    }
    if first.name == "--output", names.contains("--out") {
      return refusal + "; it writes a folder: --out DIR"
    }
    return refusal
  }

  /// Options of any subcommand by each of their spellings.
  private static func spellings(of options: [AnyOptionSpec]) -> [String: AnyOptionSpec] {
    var table: [String: AnyOptionSpec] = [:]
    for option in options {
      for spelling in option.spellings where table[spelling] == nil { table[spelling] = option }
    }
    return table
  }

  /// The options of a list by each of their spellings.
  private static func spellings<Values>(of options: [OptionSpec<Values>]) -> [String:
    OptionSpec<Values>]
  {
    var table: [String: OptionSpec<Values>] = [:]
    for option in options {
      for spelling in option.spellings { table[spelling] = option }
    }
    return table
  }
}
