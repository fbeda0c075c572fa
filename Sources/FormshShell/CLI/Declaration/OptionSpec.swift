/// An option of the command line, declared once, where its value is kept (a subcommand's
/// options, or a group several share): the names it is typed as, its value's name, its row in
/// a help table, the values completion offers after it, and how its value is read, with the
/// usage error a bad one gets. The parser, the allowed options of each subcommand, help
/// tables and the completion scripts all read it.
struct OptionSpec<Values>: Sendable {
  /// Its long name (`--form`): how usage errors, refusals and completion name it.
  let name: String
  /// Its other spellings (`-f`, `--colour`), the short one first.
  let aliases: [String]
  /// Its value's name in help (`FORM`); `nil` for a flag.
  let value: String?
  /// Its row in a help table that lists it (`nil`: its subcommand's prose describes it).
  let help: String?
  /// The values completion offers after it; empty where the value is free (a file, a URL).
  let choices: [String]
  /// What a subcommand that does not take it says instead of "takes no option".
  let refusal: Refusal?
  /// The option it goes with, which must be given too.
  let requirement: OptionRequirement?
  /// The values of it that take the next word as well, unless that word is an option
  /// (`--report junit FILE`).
  let wordAfter: Set<String>
  /// Whether completion offers it (`--version`, taken everywhere, is offered by the shell's).
  let isListed: Bool
  /// Reads it, as given, into the options; a bad value is a usage error.
  let read: @Sendable (inout Values, GivenOption) throws(UsageError) -> Void

  /// An option that takes a value.
  init(
    _ name: String, _ aliases: String..., value: String, help: String? = nil,
    choices: [String] = [], refusal: Refusal? = nil, requirement: OptionRequirement? = nil,
    wordAfter: Set<String> = [],
    read: @escaping @Sendable (inout Values, String) throws(UsageError) -> Void
  ) {
    self.init(
      name: name, aliases: aliases, value: value, help: help, choices: choices,
      refusal: refusal, requirement: requirement, wordAfter: wordAfter, isListed: true
    ) { (values, given) throws(UsageError) in try read(&values, given.value ?? "") }
  }

  /// A flag.
  init(
    flag name: String, _ aliases: String..., help: String? = nil, refusal: Refusal? = nil,
    set: @escaping @Sendable (inout Values) -> Void
  ) {
    self.init(
      name: name, aliases: aliases, value: nil, help: help, choices: [], refusal: refusal,
      requirement: nil, wordAfter: [], isListed: true
    ) { values, _ in set(&values) }
  }

  /// An option as it reads the whole of what was given (the word after its value too).
  init(
    name: String, aliases: [String], value: String?, help: String?, choices: [String],
    refusal: Refusal?, requirement: OptionRequirement?, wordAfter: Set<String>, isListed: Bool,
    read: @escaping @Sendable (inout Values, GivenOption) throws(UsageError) -> Void
  ) {
    self.name = name
    self.aliases = aliases
    self.value = value
    self.help = help
    self.choices = choices
    self.refusal = refusal
    self.requirement = requirement
    self.wordAfter = wordAfter
    self.isListed = isListed
    self.read = read
  }

  /// Every spelling: the long name, then the others.
  var spellings: [String] { [name] + aliases }

  /// The same option, kept in a group the options of a subcommand hold (`\.http`).
  func within<Outer>(_ group: WritableKeyPath<Outer, Values> & Sendable) -> OptionSpec<Outer> {
    OptionSpec<Outer>(
      name: name, aliases: aliases, value: value, help: help, choices: choices,
      refusal: refusal, requirement: requirement, wordAfter: wordAfter, isListed: isListed
    ) { (outer, given) throws(UsageError) in try read(&outer[keyPath: group], given) }
  }

  /// The same option, completed with these values in the subcommand that lists it so.
  func offering(_ choices: [String]) -> OptionSpec {
    OptionSpec(
      name: name, aliases: aliases, value: value, help: help, choices: choices,
      refusal: refusal, requirement: requirement, wordAfter: wordAfter, isListed: isListed,
      read: read)
  }

  /// The same option, taken but not offered by completion.
  var unlisted: OptionSpec {
    OptionSpec(
      name: name, aliases: aliases, value: value, help: help, choices: choices,
      refusal: refusal, requirement: requirement, wordAfter: wordAfter, isListed: false,
      read: read)
  }
}

/// An option another must go with, and the usage error when it is given alone
/// (`--retry-interval MS goes with --retry N`), judged unless `--help` is given.
struct OptionRequirement: Sendable {
  /// The long name of the option it goes with.
  let option: String
  /// The usage error without it.
  let message: String
}
