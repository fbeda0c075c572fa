import FormshData
import FormshDomain
import FormshSession

/// One command of the language, in a file of its own: how it is written (its spec, for
/// parsing, `help` and completion), how its words parse, what it does, how `record` writes it
/// and what of it is secret. `CommandTable` lists every command; nothing else knows them by
/// name.
protocol Command: Sendable {
  /// The parts of the shell it reaches when it runs: `FormContext` (the form and the
  /// output), `RequestContext` (those and the session's HTTP) or the whole `Interpreter`
  /// (a command that steers the run). The interpreter makes it for each run.
  associatedtype Context: CommandContext = FormContext
  /// Name, synopsis, help text and what each argument completes to.
  static var spec: CommandSpec { get }
  /// Whether `undo` takes the command back: it changes values or the form.
  static var isUndoable: Bool { get }
  /// Whether it is the edit of a field (an `EditCommand`), which `expect refused` can wrap.
  /// Asked of the type itself, so that listing the edits costs no run-time protocol check.
  static var isEdit: Bool { get }
  /// Parses the words after the command's name.
  init(_ arguments: Arguments) throws(ParseError)
  /// Runs the command; `more` reads the lines that follow when the command takes some
  /// (`set` of a multi-line field).
  func run(in context: Context, more: (String) -> String?) throws(ShellError)
  /// What `record` writes once the command ran: by default the commands that give every
  /// field it changed its new value.
  func record(to recorder: Recorder, before: Session, after: Session)
  /// The command with any secret it spells out masked (for `--echo`), and what the history
  /// file may keep of it; `nil` when it spells out no secret. `isSecret` says whether an id
  /// names a secret field (or is nearest to one).
  func masked(isSecret: (String) -> Bool) -> MaskedCommand?
  /// Whether what follows a secure field's id among its words is known to be no secret
  /// (`expect error password MESSAGE`); by default anything after one is hidden.
  var showsNoSecret: Bool { get }
  /// Tab completion of the word being typed, given the words before it (the name first).
  static func complete(_ words: [String], _ current: String, _ completer: Completer)
    -> Completion
  /// Whether another command is this one (same type, same arguments).
  func isSame(as other: any Command) -> Bool
  /// The field the command names, for the `field` key of its event in the machine protocol
  /// (`--format jsonl`): as typed, before the command ran (a misspelt id is still named, and
  /// the event's code says `unknown_field`); `nil` when it names none. Each command says, so
  /// that a new one cannot leave it out by accident.
  var namedField: String? { get }
  /// What the command adds to its event in the machine protocol when it succeeds: structured
  /// data a program would otherwise parse out of `output` (`[]` when nothing). Each command
  /// says, as for `namedField`.
  func eventDetails(in context: Context) -> [(key: String, value: JSONValue)]
}

extension Command {
  static var isUndoable: Bool { false }
  static var isEdit: Bool { false }

  func record(to recorder: Recorder, before: Session, after: Session) {
    recorder.writeChanges(from: before, to: after)
  }

  func masked(isSecret: (String) -> Bool) -> MaskedCommand? { nil }

  var showsNoSecret: Bool { false }

  static func complete(_ words: [String], _ current: String, _ completer: Completer)
    -> Completion
  {
    if current.hasPrefix("-"), !spec.options.isEmpty {
      return completer.offer(spec.options.map(\.name), current, suffix: " ")
    }
    return completer.byArguments(spec.arguments.map(\.kind), words: words, current)
  }

}

extension Command where Self: Equatable {
  func isSame(as other: any Command) -> Bool { (other as? Self) == self }
}
