/// The bounds of one rule and one evaluation, so that no rule, however hostile, exhausts the
/// stack or the memory: a rule nested past `maximumDepth` is refused when it is read, and an
/// evaluation that needs more than `maximumWork` steps stops with `LogicError.overBudget`.
public struct LogicLimits: Sendable, Equatable {
  /// How deep a rule may nest, counting each array and object as a level (as the JSON parser
  /// does, whose own limit is 512), and how deep a value `reduce` builds may nest. Evaluation
  /// recurses along the rule: a rule 512 levels deep needs under 512 KiB of stack in a release
  /// build (about 3 MiB in a debug one).
  public var maximumDepth: Int
  /// How many steps one evaluation may take: one per node of the rule evaluated (operations
  /// and the values written in it) and per key of a path read, plus one per element an
  /// operation goes through or builds, per value it compares, and per byte of text it builds,
  /// searches or reads as a number (a sixteenth of one for reading). A `map` over a million
  /// elements, or a `reduce` that doubles a string thirty times, runs out of it; a form's
  /// conditions take a few dozen steps each.
  public var maximumWork: Int

  /// Creates limits.
  public init(maximumDepth: Int, maximumWork: Int) {
    self.maximumDepth = maximumDepth
    self.maximumWork = maximumWork
  }

  /// 512 levels, a million steps.
  public static let standard = LogicLimits(maximumDepth: 512, maximumWork: 1_000_000)
}
