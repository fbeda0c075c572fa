import FormshDomain

/// One generated scenario: the cases of one field, one condition or one rule of a form, each
/// starting from a state the generator checked.
public struct CaseScenario: Sendable, Equatable {
  /// A name for its file, made of the field's id or the rule's place (`email`,
  /// `rule-1`, `section-billing`).
  public let name: String
  /// What it covers, in a few words.
  public let title: String
  /// Its lines, after the form's `load`.
  public internal(set) var steps: [CaseStep]

  /// A scenario with its steps.
  public init(name: String, title: String, steps: [CaseStep]) {
    self.name = name
    self.title = title
    self.steps = steps
  }

  /// How many cases (expectations) it checks.
  public var caseCount: Int { steps.count { $0.isExpectation } }
}
