import FormshData

/// When `fill --to` sends a record again, and after how long.
///
/// Retried: a 429, 502, 503 or 504 response, and a request that made no connection (the host
/// not resolved, the connection refused or timed out), each up to `retries` times, after an
/// exponential back-off (0.5 s, 1 s, 2 s … at most 30 s, give or take a fifth so that many
/// records do not come back at once), or after what the response's `Retry-After` asks (at
/// most 120 s). A request that may have reached the server (no complete response in time,
/// the connection dropped) is retried only when the method is idempotent (PUT): a POST or
/// PATCH sent twice could be applied twice.
struct SendRetryPolicy: Sendable {
  /// The statuses worth a second try.
  static let retriedStatuses: Set<Int> = [429, 502, 503, 504]
  /// The first back-off, doubled at each attempt, and its ceiling.
  static let firstDelay = 0.5
  static let maximumDelay = 30.0
  /// The longest `Retry-After` obeyed.
  static let maximumRetryAfter = 120.0

  /// Attempts after the first.
  let retries: Int
  /// Whether a request that may have reached the server can be sent again (PUT).
  let idempotent: Bool

  init(retries: Int, method: String) {
    self.retries = retries
    idempotent = method == "PUT"
  }

  /// Seconds to wait before sending again after the `attempts`th attempt ended so; `nil`
  /// when that outcome is the record's.
  func delay(after outcome: Result<HTTPResponse, HTTPFailure>, attempts: Int) -> Double? {
    guard attempts <= retries else { return nil }
    switch outcome {
    case .success(let response):
      guard SendRetryPolicy.retriedStatuses.contains(response.status) else { return nil }
      if let asked = RetryAfter.seconds(in: response) {
        return min(asked, SendRetryPolicy.maximumRetryAfter)
      }
      return backoff(attempts)
    case .failure(let failure):
      switch failure.kind {
      case .resolve, .connect, .connectTimeout: return backoff(attempts)
      case .totalTimeout, .other: return idempotent ? backoff(attempts) : nil
      default: return nil
      }
    }
  }

  /// The back-off after the `attempts`th attempt, with its jitter.
  func backoff(_ attempts: Int) -> Double {
    var base = SendRetryPolicy.firstDelay
    for _ in 1..<max(attempts, 1) where base < SendRetryPolicy.maximumDelay { base *= 2 }
    return min(base * Double.random(in: 0.8...1.2), SendRetryPolicy.maximumDelay)
  }
}
