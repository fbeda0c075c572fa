/// The problems a Kratos flow's translation reports, each naming the construct in Kratos's
/// words and what formsh did about it.
struct KratosProblems: DialectReporting {
  /// What was reported, in document order.
  private(set) var list: [DialectProblem] = []

  /// Reports a construct at a place of the flow.
  mutating func report(_ construct: String, _ outcome: String, at pointer: String) {
    list.append(
      DialectProblem(
        dialect: KratosDialect.title, construct: construct, outcome: outcome, pointer: pointer))
  }
}
