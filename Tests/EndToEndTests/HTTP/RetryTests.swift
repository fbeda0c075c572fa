import Foundation
import Testing

/// `retry N [every MS]` before an expectation, and `--retry N [--retry-interval MS]` on `run`
/// and `test`, against the backend's `GET /poll/KEY?ready_after=K` (pending for the first K-1
/// requests for KEY, done from the K-th): the backend's log counts the requests re-sent.
@Suite struct RetryTests {
  static func run(_ commands: String, _ extra: [String] = []) throws -> Formsh.Result {
    try Formsh.run(extra + ["-c", commands, "Forms/signup.json"])
  }

  /// A script that polls a key of its own until it is done, after `readyAfter` requests.
  static func polling(_ key: String, readyAfter: Int, retry: String) throws -> String {
    let backend = try Backends.plain()
    return """
      get \(backend.url("/poll/\(key)?ready_after=\(readyAfter)"))
      \(retry)
      # a comment between does not count
      expect response $.state == "done"
      """
  }

  @Test func retryReSendsTheGetUntilTheExpectationHolds() throws {
    let backend = try Backends.plain()
    let key = Backends.marker()
    let result = try Self.run(try Self.polling(key, readyAfter: 3, retry: "retry 5 every 20"))
    #expect(result.status == 0, "\(result)")
    #expect(result.stderr.isEmpty, "\(result)")
    #expect(try Backends.requests(backend, containing: key).count == 3)
  }

  @Test func theFailureAfterTheLastTrySaysHowManyTriesWereMade() throws {
    let backend = try Backends.plain()
    let key = Backends.marker()
    let result = try Self.run(try Self.polling(key, readyAfter: 10, retry: "retry 5 every 10"))
    #expect(result.status == 1, "\(result)")
    #expect(
      result.stderr
        == "-c:4: error: expected response $.state == \"done\", found \"pending\" (after 6 tries,"
        + " 10 ms apart)\n")
    #expect(try Backends.requests(backend, containing: key).count == 6)
  }

  @Test func retryAppliesToTheNextExpectationOnly() throws {
    let backend = try Backends.plain()
    let key = Backends.marker()
    let result = try Self.run(
      try Self.polling(key, readyAfter: 2, retry: "retry 3 every 10") + """

        get \(backend.url("/poll/\(key)x?ready_after=2"))
        expect response $.state == "done"
        """)
    #expect(result.status == 1, "\(result)")
    #expect(
      result.stderr == "-c:6: error: expected response $.state == \"done\", found \"pending\"\n")
    #expect(try Backends.requests(backend, containing: key).count == 3)
  }

  @Test func aPutIsReSentAndItsRefusalAnsweredByTheExpectation() throws {
    let backend = try Backends.plain()
    let marker = Backends.marker()
    // /flaky/503 fails twice per distinct body: the marker makes this body one of its own.
    let result = try Self.run(
      """
      set email=ada@example.com
      set password=correct horse 1
      set display_name=\(marker.prefix(20))
      check terms
      submit --to \(backend.url("/flaky/503?times=2&m=\(marker)")) --method put
      retry 3 every 10
      expect status 201
      """)
    #expect(result.status == 0, "\(result)")
    let sent = try Backends.requests(backend, containing: marker)
    #expect(sent.map(\.method) == ["PUT", "PUT", "PUT"], "\(sent)")
    #expect(Set(sent.map(\.body)).count == 1)
  }

  @Test func retryIsRefusedAfterAPost() throws {
    let backend = try Backends.plain()
    let marker = Backends.marker()
    let url = backend.url("/submit?m=\(marker)")
    let result = try Self.run(
      """
      set email=ada@example.com
      set password=correct horse 1
      check terms
      submit --to \(url)
      retry 3 every 10
      expect status 500
      """)
    #expect(result.status == 1, "\(result)")
    #expect(
      result.stderr
        == "-c:6: error: expected status 500, found HTTP 201 Created; not retried: retry re-sends"
        + " only a get or a PUT, and the last request was a POST (\(url))\n")
    #expect(try Backends.requests(backend, containing: marker).count == 1)
  }

  @Test(arguments: [
    (
      "retry 3\necho hi",
      "-c:1: error: retry applies to the next command, which must be expect"
        + " status, header, response or duration; the next command is echo"
    ),
    (
      "retry 3\nexpect valid",
      "-c:1: error: retry applies to the next command, which must be"
        + " expect status, header, response or duration; the next command is expect valid\n"
    ),
    (
      "retry 3",
      "-c:1: error: retry applies to the next command, which must be expect status,"
        + " header, response or duration; no command follows"
    ),
    ("retry x", "-c:1:7: error: retry takes a number of retries from 0 to 1000, not \"x\""),
    ("retry 3 every", "-c:1:9: error: missing the MS after every"),
    ("retry 3 each 5", "-c:1:9: error: unexpected \"each\"; every MS sets the wait"),
    ("retry 3 every -1", "-c:1:15: error: every takes milliseconds from 0 to 3600000, not \"-1\""),
  ])
  func aRetryWithoutItsExpectationOrWithBadWordsIsAUsageError(script: String, error: String)
    throws
  {
    let result = try Self.run(script)
    #expect(result.status == 2, "\(result)")
    #expect(result.stderr.hasPrefix(error), "\(result)")
  }

  /// A retry that no expectation takes is an error at its line, and the command after it runs
  /// as it would have: once, in its place.
  @Test func theCommandAfterAnUntakenRetryRunsOnce() throws {
    let backend = try Backends.plain()
    let marker = Backends.marker()
    let result = try Self.run(
      """
      echo one
      retry 2 every 10
      get \(backend.url("/document?m=\(marker)"))
      echo two
      expect status 200
      """)
    #expect(result.status == 2, "\(result)")
    #expect(
      result.stderr
        == "-c:2: error: retry applies to the next command, which must be expect status, header,"
        + " response or duration; the next command is get\n", "\(result)")
    #expect(result.stdout.hasPrefix("one\nHTTP 200"), "\(result)")
    #expect(result.stdout.hasSuffix("two\n"), "\(result)")
    #expect(try Backends.requests(backend, containing: marker).count == 1)
  }

  /// `--retry` applies where it can: after a POST, an expectation fails as it would without
  /// it, with no note; a `retry` line asked, and is told why not (`retryIsRefusedAfterAPost`).
  @Test func retryOptionSaysNothingAfterAPost() throws {
    let backend = try Backends.plain()
    let marker = Backends.marker()
    let files = try TemporaryFiles()
    defer { files.remove() }
    let url = backend.url("/submit?m=\(marker)")
    let script = try files.write(
      "post.formsh",
      "set email=ada@example.com\nset password=correct horse 1\ncheck terms\n"
        + "submit --to \(url)\nexpect status 500\n")
    let result = try Formsh.run(
      ["test", "--form", "Forms/signup.json", "--retry", "2", "--retry-interval", "10", script])
    #expect(result.status == 1, "\(result)")
    #expect(
      result.stdout.contains(
        "post.formsh:5: error: expected status 500, found HTTP 201 Created\n"), "\(result)")
    #expect(!result.stdout.contains("retried"), "\(result)")
    #expect(try Backends.requests(backend, containing: marker).count == 1)
  }

  @Test func retryOptionOnRunRetriesEveryResponseExpectation() throws {
    let backend = try Backends.plain()
    let key = Backends.marker()
    let directory = NSTemporaryDirectory() + "formsh-retry-\(key)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let script = directory + "/poll.formsh"
    try """
    get \(backend.url("/poll/\(key)?ready_after=3"))
    expect response $.state == "done"
    expect response $.polls == 3

    """.write(toFile: script, atomically: true, encoding: .utf8)
    let passed = try Formsh.run(
      ["run", "--form", "Forms/signup.json", "--retry", "4", "--retry-interval", "10", script])
    #expect(passed.status == 0, "\(passed)")
    #expect(try Backends.requests(backend, containing: key).count == 3)
    // formsh test: a key not ready soon enough fails after 1 + 2 tries.
    let slow = directory + "/slow.formsh"
    try """
    get \(backend.url("/poll/\(key)-slow?ready_after=10"))
    expect response $.state == "done"

    """.write(toFile: slow, atomically: true, encoding: .utf8)
    let failed = try Formsh.run(
      ["test", "--form", "Forms/signup.json", "--retry", "2", "--retry-interval", "10", slow])
    #expect(failed.status == 1, "\(failed)")
    #expect(failed.stdout.contains("found \"pending\" (after 3 tries, 10 ms apart)"), "\(failed)")
    #expect(try Backends.requests(backend, containing: "\(key)-slow").count == 3)
  }

  @Test func retryOptionsAreCheckedAndTakenByRunAndTestOnly() throws {
    let alone = try Formsh.run(["run", "--retry-interval", "10", "x.formsh"])
    #expect(alone.status == 2, "\(alone)")
    #expect(alone.stderr.hasPrefix("formsh run: error: --retry-interval MS goes with --retry N"))
    let bad = try Formsh.run(["test", "--retry", "many", "x.formsh"])
    #expect(bad.status == 2, "\(bad)")
    #expect(
      bad.stderr.hasPrefix(
        "formsh test: error: --retry takes a number of retries from 0 to 1000, not \"many\""))
    let shell = try Formsh.run(["--retry", "3", "-c", "echo hi"])
    #expect(shell.status == 2, "\(shell)")
    #expect(shell.stderr.hasPrefix("formsh: error: the shell takes no option --retry"), "\(shell)")
  }

  @Test func ctrlCDuringTheWaitStopsTheRun() throws {
    let backend = try Backends.plain()
    let key = Backends.marker()
    let child = try Child(
      [
        "-c",
        """
        get \(backend.url("/poll/\(key)?ready_after=100"))
        expect status 500
        retry 5 every 600000
        expect response $.state == "done"
        echo not reached
        """,
        Formsh.root + "/Forms/signup.json",
      ], measured: false)
    #expect(try backend.waitForRequests(atLeast: 1, containing: key, timeout: 15).count == 1)
    // The failure on line 2, written at once to standard error, comes just before the wait.
    #expect(child.waitUntilStandardError(contains: "expected status 500"), "\(child.stderr)")
    child.send(signal: SIGINT)
    let (status, _) = child.wait(atMost: 60)
    #expect(status == 130, "\(child.stderr)")
    #expect(!child.stdout.contains("not reached"))
    #expect(try Backends.requests(backend, containing: key).count == 1)
  }
}
