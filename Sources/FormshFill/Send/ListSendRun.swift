import FormshData
import FormshPlatform

/// Sends a list of requests known in advance (`formsh probe`), as `fill --to` sends records:
/// up to `concurrency` in flight on kept-alive connections, at most `rate` started a second,
/// a 429, 502, 503 or 504 (or no connection made) sent again up to `retries` times
/// (`SendRetryPolicy`). Each outcome is kept at its request's place, so the outcomes are in the
/// list's order however the answers came.
///
/// Ctrl-C starts no new request (nor a retry waiting for its time: its last outcome is the
/// request's); those in flight finish. A request never started has no outcome.
public final class ListSendRun: HTTPBatch {
  private let requests: [HTTPRequest]
  private let target: FillTarget
  private let policy: SendRetryPolicy
  private var outcomes: [Result<HTTPResponse, HTTPFailure>?]
  private var attempts: [Int]
  /// The next request never sent.
  private var cursor = 0
  /// Requests waiting to be sent again, and when.
  private var waiting: [(due: Double, index: Int)] = []
  private var inFlight = 0
  private var bucket: TokenBucket?
  private var stopping = false

  /// A run of these requests, sent as `target` says (its `url` and `method` are the
  /// requests' own).
  public init(requests: [HTTPRequest], target: FillTarget) {
    self.requests = requests
    self.target = target
    policy = SendRetryPolicy(retries: target.retries, method: target.method)
    outcomes = Array(repeating: nil, count: requests.count)
    attempts = Array(repeating: 0, count: requests.count)
  }

  /// Sends them all; the outcome of each, in order (`nil`: not sent, after Ctrl-C).
  public func run(with client: HTTPClient) -> [Result<HTTPResponse, HTTPFailure>?] {
    if let rate = target.rate { bucket = TokenBucket(rate: rate, now: MonotonicTime.now()) }
    client.send(self, concurrency: target.concurrency)
    // A retry still waiting when Ctrl-C came: its last outcome is its answer.
    stopping = true
    waiting.removeAll()
    return outcomes
  }

  // MARK: HTTPBatch

  public func next() -> (tag: Int, request: HTTPRequest)? {
    guard !stopping else { return nil }
    let now = MonotonicTime.now()
    let due = waiting.indices.filter { waiting[$0].due <= now }.min {
      waiting[$0].due < waiting[$1].due
    }
    guard due != nil || cursor < requests.count else { return nil }
    if var bucket {
      defer { self.bucket = bucket }
      guard bucket.isReady(now: now) else { return nil }
      bucket.take(now: now)
    }
    let index: Int
    if let due {
      index = waiting.remove(at: due).index
    } else {
      index = cursor
      cursor += 1
    }
    attempts[index] += 1
    inFlight += 1
    return (index, requests[index])
  }

  public var secondsUntilReady: Double? {
    let now = MonotonicTime.now()
    var soonest = waiting.map { max($0.due - now, 0) }.min()
    if cursor < requests.count { soonest = 0 }
    guard let wait = soonest else { return nil }
    guard var bucket else { return wait }
    defer { self.bucket = bucket }
    return max(wait, bucket.secondsUntilReady(now: now))
  }

  public var isFinished: Bool {
    inFlight == 0 && waiting.isEmpty && (cursor == requests.count || stopping)
  }

  public func finished(_ tag: Int, _ outcome: Result<HTTPResponse, HTTPFailure>) {
    inFlight -= 1
    outcomes[tag] = outcome
    if !stopping, let delay = policy.delay(after: outcome, attempts: attempts[tag]) {
      waiting.append((MonotonicTime.now() + delay, tag))
    }
  }

  public func interrupted() {
    stopping = true
    waiting.removeAll()
  }
}
