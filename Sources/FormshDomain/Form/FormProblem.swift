/// One kind of oddity in a form, as the layer that found it names it: how bad it is and what
/// it says. `Diagnostic` pairs it with the field it concerns.
public protocol FormProblem: Sendable {
  /// How bad it is.
  var severity: Diagnostic.Severity { get }
  /// What was wrong and what formsh did about it, in one sentence.
  var message: String { get }
  /// Whether another problem is this one (same type, same values).
  func isSame(as other: any FormProblem) -> Bool
}

extension FormProblem where Self: Equatable {
  public func isSame(as other: any FormProblem) -> Bool {
    (other as? Self) == self
  }
}
