import FormshDomain

/// One line of a generated scenario: an edit, an expectation, or a comment. Every expectation
/// was checked against the form's own rules when the step was made (`GenerateCases`).
public enum CaseStep: Sendable, Equatable {
  /// A comment line saying what follows.
  case comment(String)
  /// The edit that gives a field this value (`set`, `select`, `check`/`uncheck`, `clear`).
  case assign(FieldID, FormValue)
  /// `expect refused set FIELD=TEXT`.
  case refusedSet(FieldID, String)
  /// `expect refused select FIELD ids`.
  case refusedSelect(FieldID, [String])
  /// `expect error FIELD MESSAGE` (`_form` for a rule of the form as a whole).
  case error(FieldID, String)
  /// `expect no error FIELD`.
  case noError(FieldID)
  /// `expect valid`.
  case valid
  /// `expect invalid`.
  case invalid
  /// `expect visible FIELD`.
  case visible(FieldID)
  /// `expect hidden FIELD`.
  case hidden(FieldID)
  /// `expect required FIELD`.
  case required(FieldID)
  /// `expect value FIELD = VALUE`.
  case value(FieldID, FormValue)
  /// `expect links N`.
  case links(Int)
  /// `links`: lists the form's links.
  case listLinks
  /// `submit`, then `expect submitted`.
  case submit
  /// `add LIST`.
  case add(FieldID)
  /// `remove LIST N`.
  case remove(FieldID, Int)

  /// Whether the step checks something (a case), rather than changing or saying something.
  public var isExpectation: Bool {
    switch self {
    case .comment, .assign, .listLinks, .add, .remove: false
    default: true
    }
  }
}
