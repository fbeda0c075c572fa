/// How an expectation on the last response is retried when it fails: the last request (a
/// `get` or a PUT) re-sent up to `count` more times, `interval` milliseconds apart. `retry N
/// [every MS]` gives one for the next expectation; `--retry N [--retry-interval MS]` on `run`
/// and `test` for every one.
public struct RetryPolicy: Sendable, Equatable {
  /// How many times the request may be re-sent after the first try.
  public let count: Int
  /// Milliseconds waited before each re-send.
  public let interval: Int

  /// The interval when none is given.
  public static let defaultInterval = 1000
  /// The most re-sends one expectation may ask for.
  public static let maximumCount = 1000
  /// The longest interval: an hour.
  public static let maximumInterval = 3_600_000

  /// Creates a policy.
  public init(count: Int, interval: Int = RetryPolicy.defaultInterval) {
    self.count = count
    self.interval = interval
  }

  /// Reads a count (0 to `maximumCount`), or `nil`.
  public static func count(_ text: String) -> Int? {
    guard let count = Int(text), (0...maximumCount).contains(count) else { return nil }
    return count
  }

  /// Reads an interval in milliseconds (0 to `maximumInterval`), or `nil`.
  public static func interval(_ text: String) -> Int? {
    guard let interval = Int(text), (0...maximumInterval).contains(interval) else { return nil }
    return interval
  }

  /// What a count that is not one gets: the usage error's words.
  static let countProblem = "a number of retries from 0 to \(maximumCount)"
  /// What an interval that is not one gets.
  static let intervalProblem = "milliseconds from 0 to \(maximumInterval)"
}
