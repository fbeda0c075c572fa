/// The bounds of one rule and one evaluation, so that no rule, however hostile, exhausts the
/// stack, the memory or the time: a rule nested past `maximumDepth` is refused when it is read,
/// and an evaluation that needs more than `maximumWork` steps, or builds values of more than
/// `maximumBytes`, stops with `LogicError.overBudget` or `.overByteBudget`. An evaluation also
/// stops, with `LogicError.interrupted`, once `LogicRule.isInterrupted` says so.
public struct LogicLimits: Sendable, Equatable {
  /// How deep a rule may nest, counting each array and object as a level (as the JSON parser
  /// does, whose own limit is 512), and how deep a value `reduce` builds may nest. Evaluation
  /// recurses along the rule: a rule 512 levels deep needs under 512 KiB of stack in a release
  /// build (about 3 MiB in a debug one).
  public var maximumDepth: Int
  /// How many steps one evaluation may take: one per node of the rule evaluated (operations
  /// and the values written in it) and per key of a path read (one more per 16 bytes of its
  /// keys), plus one per element an operation goes through or builds, per value it compares,
  /// and per byte of text it builds, searches or reads as a number (a sixteenth of one for
  /// reading, a sixty-fourth for comparing). A `map` over a million elements, or a `reduce`
  /// that doubles a string thirty times, runs out of it; a form's conditions take a few dozen
  /// steps each.
  public var maximumWork: Int
  /// How many bytes the values an evaluation builds may hold, counted as JSON writes them
  /// (`LogicValue.writtenSize`): each element an array written in the rule, `map`, `filter`,
  /// `merge` or `missing` puts in the array it builds, and the text of `cat` and `substr`.
  /// A value is counted whole each time it is put in one, even when it is shared rather than
  /// copied: a `map` that gives a 1 MB string for each of 200,000 elements builds 200 GB as
  /// JSON, which is what printing it would write, and runs out of this.
  public var maximumBytes: Int

  /// Creates limits.
  public init(maximumDepth: Int, maximumWork: Int, maximumBytes: Int = 64 << 20) {
    self.maximumDepth = maximumDepth
    self.maximumWork = maximumWork
    self.maximumBytes = maximumBytes
  }

  /// 512 levels, a million steps, 64 MiB built.
  public static let standard = LogicLimits(
    maximumDepth: 512, maximumWork: 1_000_000, maximumBytes: 64 << 20)
}
