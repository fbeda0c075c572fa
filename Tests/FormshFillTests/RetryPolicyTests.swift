import FormshData
import Testing

@testable import FormshFill

/// What `fill --to` retries, and after how long.
@Suite struct RetryPolicyTests {
  static func response(_ status: Int, _ headers: [(String, String)] = []) -> Result<
    HTTPResponse, HTTPFailure
  > {
    .success(
      HTTPResponse(
        status: status, reason: "", headers: headers.map { HTTPHeader(name: $0.0, value: $0.1) },
        body: [], url: "http://example.com/"))
  }

  static func failure(_ kind: HTTPFailure.Kind) -> Result<HTTPResponse, HTTPFailure> {
    .failure(HTTPFailure(kind, url: "http://example.com/", reason: "as asked"))
  }

  @Test func retriedStatusesAndFailuresThatMadeNoConnection() {
    let post = SendRetryPolicy(retries: 3, method: "POST")
    for status in [429, 502, 503, 504] {
      #expect(post.delay(after: Self.response(status), attempts: 1) != nil)
    }
    for status in [200, 201, 400, 404, 409, 422, 500, 501] {
      #expect(post.delay(after: Self.response(status), attempts: 1) == nil)
    }
    for kind: HTTPFailure.Kind in [.resolve, .connect, .connectTimeout] {
      #expect(post.delay(after: Self.failure(kind), attempts: 1) != nil)
    }
    for kind: HTTPFailure.Kind in [.tls, .redirect, .tooLarge, .badURL, .totalTimeout, .other] {
      #expect(post.delay(after: Self.failure(kind), attempts: 1) == nil)
    }
  }

  @Test func aRequestThatMayHaveArrivedIsSentAgainOnlyWhenIdempotent() {
    let put = SendRetryPolicy(retries: 3, method: "PUT")
    #expect(put.delay(after: Self.failure(.totalTimeout), attempts: 1) != nil)
    #expect(put.delay(after: Self.failure(.other), attempts: 1) != nil)
    let patch = SendRetryPolicy(retries: 3, method: "PATCH")
    #expect(patch.delay(after: Self.failure(.totalTimeout), attempts: 1) == nil)
  }

  @Test func retriesRunOutAfterTheirCount() {
    let policy = SendRetryPolicy(retries: 2, method: "POST")
    #expect(policy.delay(after: Self.response(503), attempts: 2) != nil)
    #expect(policy.delay(after: Self.response(503), attempts: 3) == nil)
    #expect(
      SendRetryPolicy(retries: 0, method: "POST").delay(after: Self.response(503), attempts: 1)
        == nil)
  }

  @Test func backOffDoublesWithJitterUpToItsCeiling() {
    let policy = SendRetryPolicy(retries: 100, method: "POST")
    for (attempts, base) in [(1, 0.5), (2, 1.0), (3, 2.0), (4, 4.0), (6, 16.0)] {
      for _ in 0..<20 {
        let delay = policy.backoff(attempts)
        #expect(delay >= base * 0.8 && delay <= base * 1.2, "\(attempts): \(delay)")
      }
    }
    for _ in 0..<20 { #expect(policy.backoff(40) <= 30 && policy.backoff(40) >= 24) }
  }

  @Test func retryAfterIsObeyedUpToTwoMinutes() {
    let policy = SendRetryPolicy(retries: 3, method: "POST")
    #expect(policy.delay(after: Self.response(429, [("Retry-After", "7")]), attempts: 1) == 7)
    #expect(policy.delay(after: Self.response(503, [("Retry-After", "86400")]), attempts: 1) == 120)
  }

  @Test func theTokenBucketSpacesStarts() {
    var bucket = TokenBucket(rate: 4, now: 100)
    var ready = bucket.isReady(now: 100)
    #expect(ready)
    bucket.take(now: 100)
    ready = bucket.isReady(now: 100.1)
    #expect(!ready)
    let wait = bucket.secondsUntilReady(now: 100.1)
    #expect(abs(wait - 0.15) < 1e-9)
    ready = bucket.isReady(now: 100.25)
    #expect(ready)
    // Idle time does not bank a burst.
    ready = bucket.isReady(now: 200)
    #expect(ready)
    bucket.take(now: 200)
    ready = bucket.isReady(now: 200)
    #expect(!ready)
  }

}
