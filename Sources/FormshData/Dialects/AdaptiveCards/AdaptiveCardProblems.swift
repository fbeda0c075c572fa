/// The problems an Adaptive Card's translation reports, worded once: each names the
/// construct in the card's words and what formsh did about it.
struct AdaptiveCardProblems: DialectReporting {
  /// What was reported, in document order.
  private(set) var list: [DialectProblem] = []

  /// Reports a construct at a place of the card.
  mutating func report(_ construct: String, _ outcome: String, at pointer: String) {
    list.append(
      DialectProblem(
        dialect: AdaptiveCardsDialect.title, construct: construct, outcome: outcome,
        pointer: pointer))
  }

  /// Reports a construct before those reported since `mark` (a count of `list`): a container
  /// is reported before what is inside it.
  mutating func report(
    _ construct: String, _ outcome: String, at pointer: String, before mark: Int
  ) {
    list.insert(
      DialectProblem(
        dialect: AdaptiveCardsDialect.title, construct: construct, outcome: outcome,
        pointer: pointer), at: min(mark, list.count))
  }

  /// How an element is named in messages: its type and, when it has one, its id or title
  /// (``Input.Text `name` ``, ``Action.OpenUrl `Open` ``).
  static func name(of element: AdaptiveCardElement) -> String {
    let type = element.type ?? "element"
    if let id = element.string("id") { return "\(type) `\(id)`" }
    if let title = element.string("title") { return "\(type) `\(title)`" }
    return type
  }
}
