import FormshDomain

/// A parsed command, ready to run.
public enum Command: Sendable, Equatable {
  case load(path: String)
  case show(field: String?)
  case fields
  case describe(field: String)
  /// `set FIELD=VALUE`; `value` is nil for `set FIELD`, which asks for the value.
  case set(field: String, value: String?)
  case select(field: String, change: SelectionChange)
  case toggle(field: String)
  case check(field: String, on: Bool)
  case clear(field: String)
  case reset(field: String?)
  case validate(field: String?)
  case submit(out: String?)
  case links(field: String?)
  case open(number: Int)
  case expect(Expectation)
  case record(path: String?)
  case source(path: String)
  case echo(text: String)
  case help(topic: String?)
  case quit
  /// `exit [N]`; without N, the status the run has so far.
  case exit(code: Int32?)
}

/// What `expect` asserts.
public enum Expectation: Sendable, Equatable {
  /// `expect valid`.
  case valid
  /// `expect invalid`.
  case invalid
  /// `expect error FIELD [MESSAGE|/REGEX/]`.
  case error(field: String, message: MessageMatch?)
  /// `expect no error FIELD`.
  case noError(field: String)
  /// `expect value FIELD = VALUE`.
  case value(field: String, expected: String)
  /// `expect submitted`.
  case submitted
  /// `expect links N`.
  case links(count: Int)
  /// `expect refused EDIT`: the edit (`set`, `select`, `toggle`, `check`, `uncheck`, `clear`
  /// or `reset` of one field) is refused, as `set` refuses letters in a number.
  indirect case refused(Command)
}

/// How `expect error` compares a message.
public enum MessageMatch: Sendable, Equatable {
  /// The exact text.
  case exact(String)
  /// A regular expression that must match somewhere in the message (`/…/`).
  case pattern(String)
}

extension Command {
  /// The field an edit changes: that of `set`, `select`, `toggle`, `check`, `uncheck`, `clear`
  /// and `reset FIELD`; `nil` for any other command.
  var fieldID: String? {
    switch self {
    case .set(let id, _), .select(let id, _), .toggle(let id), .check(let id, _), .clear(let id),
      .reset(let id?):
      id
    default: nil
    }
  }
}
