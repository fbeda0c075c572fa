import FormshPlatform
import Foundation
import Testing

/// `formsh fill --to URL`: each valid record sent to the test backend, through the built
/// binary; what a user sees (lines, summary, exit status) and what the server received.
@Suite(.serialized) struct FillToTests {
  /// Valid records of Forms/signup.json: `user1@example.com` …
  static func signups(_ count: Int, from first: Int = 1) -> [String] {
    (first..<first + count).map { number in
      #"{"email":"user\#(number)@example.com","password":"twelve chars 4 sure","display_name":"User \#(number)","terms":true}"#
    }
  }

  /// An invalid record of Forms/signup.json (a bad email, terms unchecked).
  static let invalid = #"{"email":"nope","password":"twelve chars 4 sure","terms":false}"#

  /// Writes records (one a line) to a file; its path.
  static func records(_ lines: [String]) throws -> String {
    try FillCommandTests.file("records.jsonl", lines.joined(separator: "\n") + "\n")
  }

  /// `formsh fill --form Forms/signup.json RECORDS --to URL …`.
  static func fill(
    _ lines: [String], to url: String, _ extra: [String] = [], form: String = "Forms/signup.json",
    timeout: Double = 60
  ) throws -> Formsh.Result {
    try Formsh.run(
      ["fill", "--form", form, try records(lines), "--to", url] + extra, timeout: timeout)
  }

  /// The output lines as JSON objects.
  static func objects(_ stdout: String) throws -> [[String: Any]] {
    try FillCommandTests.lines(stdout).map { line in
      try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
  }

  /// The output lines without what the test backend made (`"location":"/submit/N"` and
  /// `"resource_id":N`, whose N depends on the order the requests arrived in), checking that
  /// the two agree.
  static func lines(_ stdout: String) -> [String] {
    FillCommandTests.lines(stdout).map { line in
      guard let match = line.firstMatch(of: /,"location":"\/submit\/(\d+)","resource_id":(\d+)/),
        match.1 == match.2
      else { return line }
      return line.replacingCharacters(in: match.range, with: "")
    }
  }

  /// The summary line without its time.
  static func summary(_ stderr: String) -> String {
    let line = stderr.split(separator: "\n").first {
      $0.contains(" records: ") || $0.contains(" record: ")
    }
    let text = line.map(String.init) ?? ""
    guard let cut = text.range(of: " in ", options: .backwards) else { return text }
    return String(text[..<cut.lowerBound])
  }

  /// JSON text as a comparable value.
  static func json(_ text: String) -> NSObject? {
    try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
      as? NSObject
  }

  /// A port on 127.0.0.1 that nothing listens on: a backend's, once it has stopped.
  static func closedPort() throws -> Int {
    let backend = try TestBackend.start()
    backend.stop()
    return backend.port
  }

  @Test func sendsEachValidRecordAndWritesItsStatusInInputOrder() throws {
    let backend = try TestBackend.start()
    let lines = Self.signups(2) + [Self.invalid, "not json"] + Self.signups(3, from: 3)
    let result = try Self.fill(lines, to: backend.url("/submit"))
    #expect(result.status == 1, "\(result)")
    #expect(
      Self.lines(result.stdout) == [
        #"{"record":1,"ok":true,"status":201}"#,
        #"{"record":2,"ok":true,"status":201}"#,
        #"{"record":3,"ok":false,"errors":{"email":"Enter a valid email address.","terms":"must be checked"}}"#,
        #"{"record":4,"ok":false,"malformed":"expected a value, found 'not' (column 1)"}"#,
        #"{"record":5,"ok":true,"status":201}"#,
        #"{"record":6,"ok":true,"status":201}"#,
        #"{"record":7,"ok":true,"status":201}"#,
      ], "\(result)")
    #expect(
      Self.summary(result.stderr)
        == "7 records: 5 sent and accepted (201: 5), 0 refused by the server, 1 invalid,"
        + " 1 malformed, 0 failed (no response)")

    // What the server received is, record for record, the payload fill alone writes.
    let alone = try Formsh.run(["fill", "--form", "Forms/signup.json", try Self.records(lines)])
    let payloads = try Self.objects(alone.stdout).compactMap { $0["payload"] as? NSDictionary }
    let received = try backend.requests()
    #expect(received.count == 5)
    #expect(received.allSatisfy { $0.method == "POST" && $0.path == "/submit" })
    #expect(received.allSatisfy { $0.header("Content-Type") == "application/json" })
    let bodies = received.compactMap { $0.json as? NSDictionary }
    #expect(Set(bodies) == Set(payloads))
    #expect(bodies.count == payloads.count)
  }

  /// Each created resource's Location and JSON id stay in its line, as the server gave them:
  /// the id a string or a number as written, left out when the body has none.
  @Test func anAcceptedLineKeepsTheLocationAndIDTheServerGave() throws {
    let backend = try TestBackend.start()
    let result = try Self.fill(Self.signups(1), to: backend.url("/submit"))
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stdout
        == #"{"record":1,"ok":true,"status":201,"location":"/submit/1","resource_id":1}"# + "\n")
    // A 2xx without Location or a JSON id gets neither.
    let plain = try Self.fill(Self.signups(1), to: backend.url("/status/200"))
    #expect(plain.stdout == #"{"record":1,"ok":true,"status":200}"# + "\n", "\(plain)")
  }

  /// The invalid records, not sent, are broken down by field and code after the summary line,
  /// as without --to.
  @Test func theSummaryBreaksTheInvalidRecordsDown() throws {
    let backend = try TestBackend.start()
    let result = try Self.fill(
      Self.signups(1) + [Self.invalid, Self.invalid], to: backend.url("/submit"))
    #expect(result.status == 1, "\(result)")
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("3 records: 1 sent and accepted (201: 1),") == true)
    #expect(Array(lines.dropFirst()) == ["  email  invalid_email  2", "  terms  required       2"])
  }

  @Test func everyRecordAcceptedExitsZero() throws {
    let backend = try TestBackend.start()
    let result = try Self.fill(Self.signups(10), to: backend.url("/submit"))
    #expect(result.status == 0, "\(result)")
    let objects = try Self.objects(result.stdout)
    #expect(objects.map { $0["record"] as? Int } == Array(1...10))
    #expect(objects.allSatisfy { $0["ok"] as? Bool == true && $0["status"] as? Int == 201 })
  }

  @Test func formBodyRepeatsAMultiSelectsNameAndSpellsBooleans() throws {
    let backend = try TestBackend.start()
    let form = try FillCommandTests.file(
      "form.json",
      """
      {"form_title": "Order", "fields": [
        {"id": "name", "type": "TEXT", "label": "Name"},
        {"id": "qty", "type": "TEXT", "subtype": "NUMBER", "label": "Quantity"},
        {"id": "tags", "type": "DROPDOWN", "allow_multiple": true, "label": "Tags",
         "options": [{"id": "a&b", "label": "A"}, {"id": "c", "label": "C"}, {"id": "d", "label": "D"}]},
        {"id": "gift", "type": "CHECKBOX", "label": "Gift"}
      ]}
      """)
    let result = try Self.fill(
      [#"{"name":"Ada Lovelace=é","qty":19.990,"tags":["c","a&b"],"gift":true}"#],
      to: backend.url("/submit"), ["--as", "form"], form: form)
    #expect(result.status == 0, "\(result)")
    let request = try #require(try backend.requests().first)
    #expect(request.header("Content-Type") == "application/x-www-form-urlencoded")
    #expect(request.body == "name=Ada+Lovelace%3D%C3%A9&qty=19.990&tags=a%26b&tags=c&gift=true")
  }

  @Test(arguments: ["PUT", "patch"])
  func methodIsTheOneAskedFor(method: String) throws {
    let backend = try TestBackend.start()
    let result = try Self.fill(Self.signups(2), to: backend.url("/submit"), ["--method", method])
    #expect(result.status == 0, "\(result)")
    #expect(try backend.requests().map(\.method) == [method.uppercased(), method.uppercased()])
  }

  @Test(
    arguments: [
      (
        "/errors/rfc9457", 422,
        #"{"email":"has already been taken","_form":"/age: must be at least 18; the campaign is closed"}"#
      ),
      (
        "/errors/invalid-params", 400,
        #"{"email":"is on a blocklist","_form":"nickname: is reserved"}"#
      ),
      (
        "/errors/invalid-params-dash", 400,
        #"{"email":"is on a blocklist","_form":"nickname: is reserved"}"#
      ),
      ("/errors/jsonapi", 422, #"{"email":"has already been taken","_form":"something is off"}"#),
      (
        "/errors/rails", 422,
        #"{"email":"has already been taken","_form":"the campaign is closed"}"#
      ),
    ])
  func serverErrorsAreMappedOntoTheFields(path: String, status: Int, errors: String) throws {
    let backend = try TestBackend.start()
    let result = try Self.fill(Self.signups(1), to: backend.url(path))
    #expect(result.status == 1, "\(result)")
    #expect(
      FillCommandTests.lines(result.stdout)
        == [#"{"record":1,"ok":false,"status":\#(status),"server_errors":\#(errors)}"#])
    #expect(
      Self.summary(result.stderr)
        == "1 record: 0 sent and accepted, 1 refused by the server (\(status): 1), 0 invalid,"
        + " 0 malformed, 0 failed (no response)")
  }

  @Test func aRefusalWithNoFieldErrorsShowsTheBodysStart() throws {
    let backend = try TestBackend.start()
    let result = try Self.fill(Self.signups(1), to: backend.url("/status/409"))
    #expect(result.status == 1, "\(result)")
    #expect(
      FillCommandTests.lines(result.stdout)
        == [#"{"record":1,"ok":false,"status":409,"body":"{\"status\": 409}"}"#])
  }

  @Test func a429IsSentAgainAfterItsRetryAfter() throws {
    let backend = try TestBackend.start()
    let result = try Self.fill(Self.signups(2), to: backend.url("/flaky/429"))
    #expect(result.status == 0, "\(result)")
    #expect(
      Self.lines(result.stdout) == [
        #"{"record":1,"ok":true,"status":201,"attempts":2}"#,
        #"{"record":2,"ok":true,"status":201,"attempts":2}"#,
      ])
    let requests = try backend.requests()
    #expect(requests.count == 4)
    for body in Set(requests.map(\.body)) {
      let times = requests.filter { $0.body == body }.map(\.time)
      #expect(times.count == 2)
      // Retry-After: 1, counted on the server's own clock.
      #expect(times[1] - times[0] >= 0.95, "retried after \(times[1] - times[0]) s")
    }
  }

  @Test func a503IsRetriedWithBackOffUntilAccepted() throws {
    let backend = try TestBackend.start()
    let result = try Self.fill(Self.signups(1), to: backend.url("/flaky/503?times=2"))
    #expect(result.status == 0, "\(result)")
    #expect(Self.lines(result.stdout) == [#"{"record":1,"ok":true,"status":201,"attempts":3}"#])
    let times = try backend.requests().map(\.time)
    #expect(times.count == 3)
    // 0.5 s then 1 s, give or take a fifth.
    #expect(times[1] - times[0] >= 0.39 && times[2] - times[1] >= 0.79, "\(times)")
  }

  @Test func anAlways503FailsAfterItsRetriesPlusOne() throws {
    let backend = try TestBackend.start()
    let result = try Self.fill(Self.signups(1), to: backend.url("/always/503"), ["--retries", "2"])
    #expect(result.status == 1, "\(result)")
    #expect(
      result.stdout
        == #"{"record":1,"ok":false,"status":503,"attempts":3,"body":"{\"status\": 503, \"error\": \"unavailable\"}"}"#
        + "\n")
    #expect(try backend.requests().count == 3)
  }

  @Test func retriesZeroSendsOnce() throws {
    let backend = try TestBackend.start()
    let result = try Self.fill(Self.signups(2), to: backend.url("/flaky/503"), ["--retries", "0"])
    #expect(result.status == 1, "\(result)")
    let objects = try Self.objects(result.stdout)
    #expect(objects.map { $0["status"] as? Int } == [503, 503])
    #expect(objects.allSatisfy { $0["attempts"] == nil })
    #expect(try backend.requests().count == 2)
  }

  @Test func aRefusedConnectionIsRetriedThenFailsTheRecordWith69() throws {
    let port = try Self.closedPort()
    let url = "http://127.0.0.1:\(port)/submit"
    let result = try Self.fill(Self.signups(1), to: url)
    #expect(result.status == 69, "\(result)")
    #expect(
      result.stdout
        == #"{"record":1,"ok":false,"error":"\#(url): connection refused (nothing listens at 127.0.0.1:\#(port))","attempts":4}"#
        + "\n")
    #expect(
      Self.summary(result.stderr)
        == "1 record: 0 sent and accepted, 0 refused by the server, 0 invalid, 0 malformed,"
        + " 1 failed (no response)")
  }

  @Test func aServerThatCannotBeReachedStopsTheRunEarly() throws {
    let port = try Self.closedPort()
    let url = "http://127.0.0.1:\(port)/submit"
    let result = try Self.fill(Self.signups(500), to: url)
    #expect(result.status == 69, "\(result)")
    // Not 500 records × 4 attempts × their back-off: 20 attempts in a row, then a stop.
    let objects = try Self.objects(result.stdout)
    #expect(objects.count < 10)
    #expect(objects.map { $0["record"] as? Int } == Array(1...objects.count))
    #expect(objects.allSatisfy { ($0["error"] as? String)?.contains("connection refused") == true })
    #expect(
      result.stderr.contains(
        "formsh fill: error: \(url): cannot be reached: connection refused"
          + " (nothing listens at 127.0.0.1:\(port)); stopped after record \(objects.count)\n"),
      "\(result)")
  }

  @Test func httpsIsVerifiedAgainstTheGivenCertificate() throws {
    let backend = try TestBackend.start(tls: true)
    let certificate = try TestCertificate.shared()
    let trusted = try Self.fill(
      Self.signups(3), to: backend.url("/submit"), ["--cacert", certificate.certificatePath])
    #expect(trusted.status == 0, "\(trusted)")
    #expect(try Self.objects(trusted.stdout).map { $0["status"] as? Int } == [201, 201, 201])
    #expect(try backend.requests().count == 3)

    let refused = try Self.fill(Self.signups(2), to: backend.url("/submit"))
    #expect(refused.status == 69, "\(refused)")
    let errors = try Self.objects(refused.stdout).map { $0["error"] as? String ?? "" }
    #expect(errors.count == 2)
    #expect(errors.allSatisfy { $0.contains("TLS failed") && $0.contains("--cacert FILE") })
    #expect(try backend.requests().count == 3)
  }

  @Test func aTimedOutPostIsNotSentAgainButAPutIs() throws {
    let backend = try TestBackend.start()
    // Never answered (the backend holds it until released, which this test never asks).
    let url = backend.url("/held-submit")
    let post = try Self.fill(Self.signups(1), to: url, ["--max-time", "1"])
    #expect(post.status == 69, "\(post)")
    #expect(
      post.stdout
        == #"{"record":1,"ok":false,"error":"\#(url): no complete response within 1 s (--max-time)"}"#
        + "\n")
    #expect(try backend.waitForRequests(atLeast: 1).count == 1)

    let put = try Self.fill(
      Self.signups(1), to: url, ["--max-time", "1", "--method", "PUT", "--retries", "1"])
    #expect(put.status == 69, "\(put)")
    #expect(try Self.objects(put.stdout).first?["attempts"] as? Int == 2)
    #expect(try backend.waitForRequests(atLeast: 3).map(\.method) == ["POST", "PUT", "PUT"])
  }

  @Test func csvRecordsAreSentToo() throws {
    let backend = try TestBackend.start()
    let result = try Formsh.run([
      "fill", "--form", "Forms/signup.json", "Scripts/records/signups.csv", "--to",
      backend.url("/submit"),
    ])
    #expect(result.status == 1, "\(result)")
    #expect(try Self.objects(result.stdout).map { $0["status"] as? Int } == [201, 201, nil, 201])
    let received = try backend.requests().compactMap { $0.json as? [String: Any] }
    #expect(
      Set(received.compactMap { $0["display_name"] as? String })
        == ["Grace Hopper", "Lovelace, Ada", ""])
  }

  @Test func connectionsAreKeptAliveAndConcurrencyHonoured() throws {
    let backend = try TestBackend.start()
    let result = try Self.fill(
      Self.signups(300), to: backend.url("/submit"), ["--concurrency", "4"])
    #expect(result.status == 0, "\(result)")
    #expect(try Self.objects(result.stdout).map { $0["record"] as? Int } == Array(1...300))
    let requests = try backend.requests()
    #expect(requests.count == 300)
    let connections = Set(requests.map(\.connection))
    #expect(connections.count <= 4, "\(connections.count) connections for 300 requests")

    let alone = try TestBackend.start()
    let one = try Self.fill(Self.signups(50), to: alone.url("/submit"), ["--concurrency", "1"])
    #expect(one.status == 0, "\(one)")
    #expect(Set(try alone.requests().map(\.connection)).count == 1)
  }

  @Test func manyInFlightAtOnceOnASlowServer() throws {
    let backend = try TestBackend.start()
    let records = try Self.records(Self.signups(16))
    let child = try Child(
      [
        "fill", "--form", Formsh.root + "/Forms/signup.json", records, "--to",
        backend.url("/held-submit"), "--concurrency", "16",
      ], measured: false)
    // The server answers none until all sixteen have come: they were in flight at once, each
    // on a connection of its own (a connection carries its next request only once it has
    // its answer).
    let held = try backend.waitForRequests(atLeast: 16, timeout: 60)
    #expect(held.count == 16)
    #expect(Set(held.map(\.connection)).count == 16)
    try backend.release()
    let status = child.wait(atMost: 60).status
    #expect(status == 0, "stderr: \(child.stderr)")
    #expect(
      try Self.objects(child.stdout).map { $0["status"] as? Int }
        == Array(repeating: 201, count: 16))
    #expect(try backend.requests().count == 16)
  }

  @Test func rateLimitSpacesTheRequests() throws {
    let backend = try TestBackend.start()
    let result = try Self.fill(Self.signups(6), to: backend.url("/submit"), ["--rate", "10/s"])
    #expect(result.status == 0, "\(result)")
    let times = try backend.requests().map(\.time).sorted()
    #expect(times.count == 6)
    // Six requests at ten a second: the last at least half a second after the first.
    #expect(times[5] - times[0] >= 0.45, "\(times)")
  }

  @Test func recordsInEqualLinesOutWithInvalidOnesMixedIn() throws {
    let backend = try TestBackend.start()
    var lines: [String] = []
    for number in 1...120 {
      lines.append(number % 7 == 0 ? Self.invalid : Self.signups(1, from: number)[0])
      if number % 31 == 0 { lines.append("{broken") }
    }
    let result = try Self.fill(lines, to: backend.url("/submit"), ["--concurrency", "8"])
    #expect(result.status == 1, "\(result)")
    let objects = try Self.objects(result.stdout)
    #expect(objects.map { $0["record"] as? Int } == Array(1...lines.count))
    let sent = objects.filter { $0["status"] != nil }.count
    #expect(sent == 120 - 120 / 7)
    #expect(try backend.requests().count == sent)
  }

  /// At a terminal, the progress line of `fill --to` counts the records answered, not those
  /// read (the input is read at once, ahead of the answers): four records of equal length,
  /// one at a time to a server that takes 0.3 s each, are 25%, 50% and 75% done after the
  /// first, second and third answers (it said 100% at the first: the input read).
  @Test func theProgressLineCountsTheRecordsAnswered() throws {
    let backend = try Backends.plain()
    let records = try Self.records(Self.signups(4, from: 10))
    let terminal = try PseudoTerminal(
      [
        "fill", "--form", Formsh.root + "/Forms/signup.json", records, "--to",
        backend.url("/slow-submit?seconds=0.3"), "--concurrency", "1",
      ], environment: Formsh.environment())
    for (answered, percent) in [(1, 25), (2, 50), (3, 75)] {
      terminal.expect("  \(answered) records · ", timeout: 60)
      terminal.expect("/s · \(percent)% · ETA ", timeout: 60)
    }
    #expect(terminal.waitForExit(timeout: 60) == 0, "\(terminal.screen)")
    #expect(terminal.screen.contains("4 records: 4 sent and accepted"), "\(terminal.screen)")
  }

  /// Record 1 waits on a slow server while 300,000 invalid records follow: their lines cannot
  /// be written before record 1's, and fill reads no further than its window ahead of it, so
  /// memory stays small (the 300,000 lines held would be some 60 MB).
  @Test func memoryStaysBoundedBehindASlowRecord() throws {
    let backend = try TestBackend.start()
    let invalid = #"{"email":"nope"}"#
    let records = try Self.records(
      Self.signups(1) + Array(repeating: invalid, count: 300_000))
    let child = try Child([
      "fill", "--form", Formsh.root + "/Forms/signup.json", records, "--to",
      backend.url("/slow-submit?seconds=2"), "--concurrency", "2",
    ])
    let (status, peak) = child.wait()
    #expect(status == 1, "\(child.stderr)")
    let lines = Self.lines(child.stdout)
    #expect(lines.count == 300_001)
    #expect(lines.first == #"{"record":1,"ok":true,"status":201}"#)
    #expect(lines.last?.hasPrefix(#"{"record":300001,"ok":false,"errors":"#) == true)
    if peak > 0 { #expect(peak < 40_000, "peak \(peak) KiB") }
  }

  @Test func aSecretHeaderNeverShows() throws {
    let backend = try TestBackend.start()
    let token = "Bearer s3cret-token-123"
    let port = try Self.closedPort()
    let runs = [
      try Self.fill(
        Self.signups(2), to: backend.url("/submit"), ["--header", "Authorization: \(token)"]),
      try Self.fill(
        Self.signups(2), to: backend.url("/status/401"), ["-H", "Authorization: \(token)"]),
      try Self.fill(
        Self.signups(1), to: "http://ada:pa55word@127.0.0.1:\(port)/submit",
        ["-H", "Authorization: \(token)", "--retries", "0"]),
    ]
    // The server got it; no output shows it.
    #expect(try backend.requests().first?.header("Authorization") == token)
    for run in runs {
      #expect(!run.stdout.contains("s3cret") && !run.stderr.contains("s3cret"), "\(run)")
      #expect(!run.stdout.contains("pa55word") && !run.stderr.contains("pa55word"), "\(run)")
    }
    // The URL is named, its password masked.
    #expect(runs[2].stdout.contains("http://ada:"))
    #expect(runs[2].stdout.contains("@127.0.0.1:\(port)/submit: connection refused"))
  }

  @Test func anAPIKeyIsNeverTakenToAnotherHostByARedirect() throws {
    let backend = try TestBackend.start()
    let key = "key-s3cret-token-123"
    let run = try Self.fill(
      Self.signups(2), to: backend.url("/redirect/other-host-307"), ["-H", "X-Api-Key: \(key)"])
    // The redirect is the record's answer: not followed, so the key stays with the host it
    // was meant for.
    let lines = try Self.objects(run.stdout)
    #expect(lines.map { $0["status"] as? Int } == [307, 307], "\(run)")
    let requests = try backend.requests()
    #expect(requests.map(\.path) == ["/redirect/other-host-307", "/redirect/other-host-307"])
    #expect(requests.allSatisfy { $0.header("X-Api-Key") == key })
    #expect(!run.stdout.contains(key) && !run.stderr.contains(key))
  }

  @Test func ctrlCLetsTheRequestsInFlightFinishAndSendsNoMore() throws {
    let backend = try TestBackend.start()
    let records = try Self.records(Self.signups(200))
    let child = try Child(
      [
        "fill", "--form", Formsh.root + "/Forms/signup.json", records, "--to",
        backend.url("/held-submit"), "--concurrency", "4",
      ], measured: false)
    // The server holds every request until released: the first four are in flight, and no
    // fifth can go before one of them has its answer.
    let seen = try backend.waitForRequests(atLeast: 4, timeout: 60)
    #expect(seen.count == 4)
    // Ctrl-C, taken by formsh, before any answer: whatever it sends after is too many.
    #expect(child.deliver(signal: SIGINT), "formsh did not take SIGINT")
    try backend.release()
    let status = child.wait(atMost: 60).status
    #expect(status == 130, "stderr: \(child.stderr)")
    let objects = try Self.objects(child.stdout)
    #expect(child.stdout.hasSuffix("\n"))
    #expect(objects.map { $0["record"] as? Int } == [1, 2, 3, 4])
    #expect(objects.allSatisfy { $0["status"] as? Int == 201 })
    let requests = try backend.requests()
    #expect(requests.count == 4, "the server got \(requests.count) requests")
    #expect(
      child.stderr.contains(
        "interrupted after record \(objects.count): \(objects.count) sent,"
          + " \(200 - objects.count) still unsent; the output holds every record up to"
          + " \(objects.count)\n"), "\(child.stderr)")
  }

  @Test func aSecondCtrlCEndsTheRequestsInFlight() throws {
    let backend = try TestBackend.start()
    let records = try Self.records(Self.signups(50))
    let child = try Child(
      [
        "fill", "--form", Formsh.root + "/Forms/signup.json", records, "--to",
        backend.url("/held-submit"), "--concurrency", "2",
      ], measured: false)
    #expect(try backend.waitForRequests(atLeast: 2, timeout: 60).count == 2)
    // Two Ctrl-Cs, the second sent once formsh took the first (two pending at once would be
    // one).
    #expect(child.deliver(signal: SIGINT), "formsh did not take the first SIGINT")
    child.send(signal: SIGINT)
    let status = child.wait(atMost: 60).status
    #expect(status == 130, "stderr: \(child.stderr)")
    // The server never answers (it holds them until released, never asked here): had the
    // requests run on, formsh would still be waiting.
    let objects = try Self.objects(child.stdout)
    #expect(objects.map { $0["record"] as? Int } == [1, 2])
    #expect(objects.allSatisfy { ($0["error"] as? String)?.hasSuffix(": interrupted") == true })
    #expect(try backend.requests().count == 2)
    #expect(child.stderr.contains("interrupted after record 2: 2 sent, 48 still unsent"))
  }

  @Test(
    arguments: [
      (["--concurrency", "2"], "--concurrency goes with --to URL"),
      (
        ["--to", "ftp://example.com/x"],
        #"--to takes an http:// or https:// URL, not "ftp://example.com/x""#
      ),
      (
        ["--to", "http://127.0.0.1:9/", "--method", "GET"],
        #"--method takes POST, PUT or PATCH, not "GET""#
      ),
      (["--to", "http://127.0.0.1:9/", "--as", "xml"], #"--as takes json or form, not "xml""#),
    ])
  func misusedOptionsAreUsageErrors(arguments: [String], message: String) throws {
    let result = try Formsh.run(
      ["fill", "--form", "Forms/signup.json", try Self.records(Self.signups(1))] + arguments)
    #expect(result.status == 2, "\(result)")
    #expect(result.stderr.contains("formsh fill: error: \(message)"), "\(result)")
    #expect(result.stdout.isEmpty)
  }
}
