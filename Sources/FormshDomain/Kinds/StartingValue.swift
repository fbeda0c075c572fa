/// What a kind makes of a form's default: the value a field starts with (`nil`: the kind's
/// empty value) and what was odd about the default, in the domain's words.
public struct StartingValue: Sendable, Equatable {
  /// The value the field starts with; `nil` for the kind's empty value.
  public var value: FormValue?
  /// What was odd about the default, in the order found.
  public var issues: [DefaultIssue]

  /// A starting value and its issues.
  public init(_ value: FormValue?, issues: [DefaultIssue] = []) {
    self.value = value
    self.issues = issues
  }
}
