/// A value made to test a pattern's cost: a run of one character, then a tail, such as 30
/// `a`s then `!b` for `(a+)+b`. Short values of these shapes are what make a backtracking
/// engine take exponential or polynomial time.
public struct PatternProbe: Sendable, Equatable {
  /// The character repeated.
  public let run: Character
  /// How many times it is repeated.
  public let count: Int
  /// What follows the run.
  public let tail: String

  /// A probe of `count` times `run`, then `tail`.
  public init(run: Character, count: Int, tail: String) {
    self.run = run
    self.count = count
    self.tail = tail
  }

  /// The value itself.
  public var text: String { String(repeating: String(run), count: count) + tail }

  /// The probes for a pattern, the likeliest to be costly first: runs of each kind of
  /// character it names (at most four: a letter for `\w` or `.`, a digit for `\d`, its
  /// literals), 30 then 400 long, followed by the pattern's literal characters and a character
  /// that stops a match (`!`, or another when the pattern names `!`); then the same runs
  /// followed by nothing, and by the literals alone (a value that matches can be costly too).
  /// With `maxLength`, runs are cut so that no probe is longer.
  public static func probes(for source: String, maxLength: Int? = nil) -> [PatternProbe] {
    let reading = ProbeReading(source)
    var probes: [PatternProbe] = []
    for tails in [[reading.literals + reading.stopper], ["", reading.literals]] {
      for count in [30, 400] {
        for run in reading.runs {
          for tail in tails {
            let fits = maxLength.map { min(count, $0 - tail.count) } ?? count
            let probe = PatternProbe(run: run, count: fits, tail: tail)
            if fits > 0, !probes.contains(probe) { probes.append(probe) }
          }
        }
      }
    }
    return probes
  }
}
