/// What the evaluations of one piece of work on a form may spend together: a load (its
/// starting values, its computed values, its conditions), an edit (the computed values and
/// conditions it works out again), one `fill` record, one `validate`. Each evaluation keeps
/// its own bounds (`LogicLimits`) and adds its steps and the bytes it built here; once either
/// total is past its maximum, no further rule is evaluated: a condition is *unfinished*, a
/// computed value has none, each with `exhaustion`'s words. So a form whose rules are each
/// cheap but many (five computed fields in each of a thousand items, each going through the
/// list) costs a bounded time and memory however it multiplies them, and says so.
public struct LogicBudget: Sendable, Equatable {
  /// The steps of all the evaluations together: ten times what one rule may take.
  public static let standardWork = 10 * LogicLimits.standard.maximumWork
  /// The bytes all the evaluations may build together: as much as one rule may.
  public static let standardBytes = LogicLimits.standard.maximumBytes

  /// The most steps, and bytes built, of all the evaluations together.
  public let maximumWork: Int
  public let maximumBytes: Int
  /// The steps taken so far (`LogicLimits.maximumWork` counts them), and the bytes built.
  public private(set) var work = 0
  public private(set) var bytes = 0

  /// A budget of `maximumWork` steps and `maximumBytes` bytes, nothing spent.
  public init(maximumWork: Int = standardWork, maximumBytes: Int = standardBytes) {
    self.maximumWork = maximumWork
    self.maximumBytes = maximumBytes
  }

  /// Why nothing more may be evaluated (`Over Budget: …`), or `nil` while something may.
  public var exhaustion: String? {
    if work > maximumWork {
      return "Over Budget: the form's conditions and computed values take more than"
        + " \(maximumWork) steps together on these values"
    }
    if bytes > maximumBytes {
      return "Over Budget: the form's conditions and computed values build more than"
        + " \(maximumBytes) bytes together on these values"
    }
    return nil
  }

  /// Whether a message is `exhaustion`'s (of any budget).
  public static func isExhaustion(_ message: String) -> Bool {
    message.hasPrefix("Over Budget: the form's conditions and computed values ")
  }

  /// Counts steps taken and bytes built outside an evaluation (building the values of the
  /// groups conditions read), or replayed from one made before (batch fill's tables).
  package mutating func spend(work steps: Int, bytes built: Int = 0) {
    work += steps
    bytes += built
  }
}
