import Foundation
import Testing

/// `fill --to` retries within a budget per run (issue 26 §16): a server that answers 429 or
/// 503 to every request used to get every record's retries, one after the other, with no
/// overall stop. The run holds 20 retries, and each record the server accepts gives one back:
/// once they are spent, a failed attempt is the record's answer, every record still gets its
/// own line, and standard error says so.
@Suite struct RetryBudgetTests {
  static let budget = 20

  @Test(arguments: [("/always/429", 40, "1"), ("/always/503?retry_after=0", 25, "4")])
  func aServerThatNeverRecoversSpendsTheBudgetAndEveryRecordHasItsLine(
    path: String, records: Int, concurrency: String
  ) throws {
    let backend = try TestBackend.start()
    let status = path.contains("429") ? 429 : 503
    let result = try FillToTests.fill(
      FillToTests.signups(records), to: backend.url(path),
      ["--retries", "100", "--concurrency", concurrency], timeout: 120)
    #expect(result.status == 1, "\(result)")
    let objects = try FillToTests.objects(result.stdout)
    #expect(objects.map { $0["record"] as? Int } == Array(1...records))
    #expect(objects.allSatisfy { $0["ok"] as? Bool == false && $0["status"] as? Int == status })
    let requests = try backend.requests().count
    // Each record once, and the budget: not 101 attempts a record.
    #expect(requests == records + Self.budget, "\(requests) requests")
    #expect(
      result.stderr.contains(
        "the run's retry budget ran out: \(records) records were not sent again (the last"
          + " answered \(status))"),
      "\(result.stderr)")
  }

  /// A server that asks for a second try of every record, and then accepts it, earns each
  /// retry back: the run goes on however long it is.
  @Test func acceptedRecordsEarnTheirRetriesBack() throws {
    let backend = try TestBackend.start()
    let records = 60
    let result = try FillToTests.fill(
      FillToTests.signups(records), to: backend.url("/flaky/429?retry_after=0"),
      ["--concurrency", "2"], timeout: 120)
    #expect(result.status == 0, "\(result)")
    let objects = try FillToTests.objects(result.stdout)
    #expect(objects.count == records)
    #expect(objects.allSatisfy { $0["status"] as? Int == 201 && $0["attempts"] as? Int == 2 })
    #expect(try backend.requests().count == 2 * records)
    #expect(!result.stderr.contains("retry budget"))
  }
}
