/// `fill --to --rate N`: at most N requests started a second, evenly spaced (a bucket of one
/// token, refilled N times a second).
struct TokenBucket {
  /// Tokens a second.
  let rate: Double
  private var tokens = 1.0
  private var last: Double

  init(rate: Double, now: Double) {
    self.rate = rate
    last = now
  }

  /// Whether a request may start now.
  mutating func isReady(now: Double) -> Bool {
    refill(now: now)
    return tokens >= 1
  }

  /// Spends the token of a request that starts now.
  mutating func take(now: Double) {
    refill(now: now)
    tokens -= 1
  }

  /// Seconds until a request may start.
  mutating func secondsUntilReady(now: Double) -> Double {
    refill(now: now)
    return tokens >= 1 ? 0 : (1 - tokens) / rate
  }

  private mutating func refill(now: Double) {
    tokens = min(1, tokens + (now - last) * rate)
    last = now
  }
}
