/// What `HTTPClient.send(_:concurrency:)` asks of a batch of requests (`fill --to`): the
/// next request ready to go, when one will be, and what to do with each outcome.
public protocol HTTPBatch: AnyObject {
  /// The next request ready to go now and the caller's number for it, or `nil` when none is
  /// ready now.
  func next() -> (tag: Int, request: HTTPRequest)?
  /// Seconds until a request waiting on time (a retry's back-off, a rate limit) is ready;
  /// `nil` when none waits on time.
  var secondsUntilReady: Double? { get }
  /// Whether no request will come any more (all were sent and none will be retried).
  var isFinished: Bool { get }
  /// The outcome of the request numbered `tag`.
  func finished(_ tag: Int, _ outcome: Result<HTTPResponse, HTTPFailure>)
  /// Ctrl-C came: no request starts from now; those in flight finish.
  func interrupted()
}
