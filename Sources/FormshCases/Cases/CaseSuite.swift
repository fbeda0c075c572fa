import FormshDomain

/// The scenarios generated from a form, and the cases left out with their reasons.
public struct CaseSuite: Sendable, Equatable {
  /// The scenarios, in the form's order: the form as a whole, each field, each section's
  /// conditions, each rule.
  public internal(set) var scenarios: [CaseScenario] = []
  /// What could not be generated.
  public internal(set) var notGenerated: [NotGenerated] = []

  /// How many cases the scenarios check in all.
  public var caseCount: Int { scenarios.reduce(0) { $0 + $1.caseCount } }
}
