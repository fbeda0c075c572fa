/// An option of some subcommand, whatever options it is kept in: what the parser needs before
/// it knows the subcommand (how many words an option takes, how a value is checked), and what
/// completion scripts and help tables read of every subcommand alike.
struct AnyOptionSpec: Sendable {
  /// Its long name.
  let name: String
  /// Every spelling: the long name, then the others.
  let spellings: [String]
  /// Its value's name in help (`FORM`); `nil` for a flag.
  let value: String?
  /// Its row's help in a help table.
  let help: String?
  /// Whether it takes a value.
  let takesValue: Bool
  /// The values after which it takes the next word too.
  let wordAfter: Set<String>
  /// The values completion offers after it.
  let choices: [String]
  /// Whether completion offers it.
  let isListed: Bool
  /// What a subcommand that does not take it says of it.
  let refusal: Refusal?
  /// The option it goes with.
  let requirement: OptionRequirement?
  /// Reads it as given into options of its own, to judge the value: a bad one is a usage
  /// error, whichever subcommand it was given to.
  let check: @Sendable (GivenOption) throws(UsageError) -> Void

  init<Values: SubcommandOptions>(_ option: OptionSpec<Values>) {
    name = option.name
    spellings = option.spellings
    value = option.value
    help = option.help
    takesValue = option.value != nil
    wordAfter = option.wordAfter
    choices = option.choices
    isListed = option.isListed
    refusal = option.refusal
    requirement = option.requirement
    check = { (given) throws(UsageError) in
      var scratch = Values()
      try option.read(&scratch, given)
    }
  }
}
