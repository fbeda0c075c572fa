import FormshDomain

/// "Did you mean" among the names of one form (its field ids, its section ids), within a
/// budget: each suggestion costs the number of names it compares, and once the form's
/// `budget` is spent no more are made, so that a form of many names and many misses (no
/// typos, then) costs no time going through every name for each (20,000 misses among 20,000
/// field ids took seconds). A class: the budget is the form's, shared by every lookup.
final class Suggester {
  /// The names compared for one form, at most.
  static let defaultBudget = 100_000

  private let names: [String]
  private var left: Int

  /// `names` in order of preference (on a tie, the earlier one is suggested).
  init(_ names: [String], budget: Int = Suggester.defaultBudget) {
    self.names = names
    left = budget
  }

  /// The name `input` is a typo of (at most two edits, `Suggestion.nearest`), if any and if
  /// the budget allows.
  func suggestion(for input: String) -> String? {
    guard !names.isEmpty, names.count <= left else { return nil }
    left -= names.count
    return Suggestion.nearest(to: input, in: names, maxDistance: 2)
  }
}
