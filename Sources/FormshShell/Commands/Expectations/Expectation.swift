import FormshDomain

/// One kind of `expect` assertion, in a file of its own: how its words parse and how it
/// judges the session. `ExpectationTable` lists them.
protocol Expectation: Sendable {
  /// The parts of the shell it reads: `FormContext`, or `RequestContext` for one on the last
  /// response.
  associatedtype Context: ExpectationContext = FormContext
  /// The word after `expect` that names it (`valid`, `error`, `no`).
  static var word: String { get }
  /// How it is written, for `help expect` and usage errors.
  static var synopsis: String { get }
  /// Parses the words after `expect`, its own word first.
  init(_ arguments: Arguments) throws(ParseError)
  /// Checks the session as it is now; throws `.expectation` with what was expected and
  /// found when it does not hold.
  func judge(in context: Context) throws(ShellError)
  /// The whole `expect …` command with any secret masked; `nil` when it spells out none.
  func masked(isSecret: (String) -> Bool) -> MaskedCommand?
  /// Whether what follows a field's id is known to be no secret (an expected message).
  var showsNoSecret: Bool { get }
  /// Tab completion after `expect WORD`, given the words so far (`expect` first).
  static func complete(_ words: [String], _ current: String, _ completer: Completer)
    -> Completion
  /// Whether another expectation is this one (same type, same arguments).
  func isSame(as other: any Expectation) -> Bool
  /// The field it names, for the `field` key of the `expect` event in the machine protocol
  /// (`--format jsonl`), as written; `nil` when it names none. Each expectation says.
  var namedField: String? { get }
  /// Whether it judges the last response (its status, headers, body or duration): one that a
  /// retry may judge again after re-sending the request (`retry N`, `--retry`).
  static var readsResponse: Bool { get }
}

extension Expectation {
  func masked(isSecret: (String) -> Bool) -> MaskedCommand? { nil }

  var showsNoSecret: Bool { false }

  static var readsResponse: Bool { false }

  static func complete(_ words: [String], _ current: String, _ completer: Completer)
    -> Completion
  {
    .none
  }
}

extension Expectation where Self: Equatable {
  func isSame(as other: any Expectation) -> Bool { (other as? Self) == self }
}
