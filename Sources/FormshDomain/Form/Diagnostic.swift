/// Something odd about a form, and what formsh did about it: a problem, and the field it
/// concerns (or none, for the form as a whole).
///
/// The problems themselves are typed values of the layer that finds them (the mapping of a
/// form file has its own), so tests assert a problem rather than prose; `message` is the
/// prose users read.
public struct Diagnostic: Sendable, Equatable {
  /// How bad it is.
  public enum Severity: String, Sendable, Equatable {
    /// The form loads, but cannot work as its author meant (e.g. can never be submitted).
    case error
    /// The form loads and works; something was ignored, cut or guessed.
    case warning
  }

  /// What was wrong.
  public let problem: any FormProblem
  /// The field concerned, or `nil` for the form as a whole.
  public let field: FieldID?

  /// Creates a diagnostic about a field (or the whole form when `field` is nil).
  public init(problem: any FormProblem, field: FieldID? = nil) {
    self.problem = problem
    self.field = field
  }

  /// How bad it is.
  public var severity: Severity { problem.severity }
  /// What was wrong and what formsh did about it, in one sentence.
  public var message: String { problem.message }

  public static func == (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
    lhs.field == rhs.field && lhs.problem.isSame(as: rhs.problem)
  }
}
