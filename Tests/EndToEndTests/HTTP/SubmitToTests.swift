import Foundation
import Testing

/// `submit --to`, `validate --remote`, the server's field errors on the fields, and the
/// scenario commands that read a response (`expect status|header|response|server-error`,
/// `capture`), through the binary against the test backend.
@Suite struct SubmitToTests {
  /// Commands that make the signup form valid.
  static let filled = """
    set email=ada@example.com
    set password=correct horse 1
    check terms

    """

  static func run(_ commands: String, _ extra: [String] = []) throws -> Formsh.Result {
    try Formsh.run(extra + ["-c", commands, "Forms/signup.json"])
  }

  @Test func submitSendsThePayloadAndPrintsTheResponse() throws {
    let backend = try Backends.plain()
    let marker = Backends.marker()
    let result = try Self.run(Self.filled + "submit --to \(backend.url("/submit?m=\(marker)"))")
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.hasPrefix("HTTP 201 Created\n{\n  \"id\": "))
    let sent = try Backends.requests(backend, containing: marker)
    #expect(sent.count == 1)
    #expect(sent.first?.method == "POST")
    #expect(sent.first?.header("Content-Type") == "application/json")
    #expect(
      sent.first?.body
        == #"{"email":"ada@example.com","password":"correct horse 1","display_name":"","#
        + #""marketing_opt_in":false,"terms":true}"#)
  }

  @Test func aResponseNeverShowsASecretThatWasSent() throws {
    let backend = try Backends.plain()
    let result = try Self.run(Self.filled + "submit --to \(backend.url("/submit"))")
    #expect(result.status == 0, "\(result)")
    #expect(!result.stdout.contains("correct horse 1"))
    #expect(result.stdout.contains(#""password": "********""#))
  }

  @Test func methodAndFormEncodingAreChosen() throws {
    let backend = try Backends.plain()
    let marker = Backends.marker()
    let result = try Self.run(
      Self.filled + "set display_name=Ada L & co\n"
        + "submit --to \(backend.url("/submit?m=\(marker)")) --method put --as form")
    #expect(result.status == 0, "\(result)")
    let sent = try #require(try Backends.requests(backend, containing: marker).first)
    #expect(sent.method == "PUT")
    #expect(sent.header("Content-Type") == "application/x-www-form-urlencoded")
    #expect(
      sent.body
        == "email=ada%40example.com&password=correct+horse+1&display_name=Ada+L+%26+co"
        + "&marketing_opt_in=false&terms=true")
  }

  @Test func anInvalidFormIsNotSent() throws {
    let backend = try Backends.plain()
    let marker = Backends.marker()
    let result = try Self.run("submit --to \(backend.url("/submit?m=\(marker)"))")
    #expect(result.status == 1, "\(result)")
    #expect(result.stderr.hasPrefix("-c:1: error: submit refused: "))
    #expect(try Backends.requests(backend, containing: marker).isEmpty)
  }

  @Test(arguments: [
    "/errors/rfc9457", "/errors/invalid-params", "/errors/invalid-params-dash", "/errors/jsonapi",
    "/errors/rails",
  ])
  func eachErrorShapeLandsOnTheFields(path: String) throws {
    let backend = try Backends.plain()
    let message =
      switch path {
      case "/errors/invalid-params", "/errors/invalid-params-dash": "/blocklist/"
      default: "/already been taken/"
      }
    let result = try Self.run(
      Self.filled + """
        submit --to \(backend.url(path))
        expect status 4xx
        expect server-error email \(message)
        show email
        set email=bob@example.com
        expect server-error email
        """)
    // The expect status after the submit decided: the refusal was expected (issue 28, point
    // 7). Only the last expectation failed, since the new value cleared the server's error.
    #expect(result.status == 1, "\(result)")
    #expect(result.stdout.contains("server errors:\n"))
    #expect(result.stdout.contains("✗ "))
    let errors = result.stderr.split(separator: "\n")
    #expect(errors.count == 1, "\(result)")
    #expect(errors.last?.hasPrefix("-c:9: error: expected a server error on email, found ") == true)
  }

  @Test func errorsNamingNoFieldAreTheForms() throws {
    let backend = try Backends.plain()
    let result = try Self.run(
      Self.filled + """
        submit --to \(backend.url("/errors/rails"))
        expect server-error _form /campaign is closed/
        expect server-error email /too common/
        """)
    #expect(result.status == 1, "\(result)")
    // The refusal's message lists what the server said under it (issue 28, point 9).
    #expect(
      result.stderr.split(separator: "\n").filter { $0.hasPrefix("-c:") }.count == 1,
      "only the submit failed: \(result)")
    #expect(
      result.stderr.hasSuffix(
        "\n  the campaign is closed\n  email: has already been taken\n  email: is too common\n"),
      "\(result)")
  }

  @Test func validateListsTheServersErrorsOnShowUntilTheValuesChange() throws {
    let backend = try Backends.plain()
    let result = try Self.run(
      Self.filled + """
        submit --to \(backend.url("/errors/rails"))
        validate
        validate --strict
        set email=bob@example.com
        validate --strict
        """)
    #expect(
      result.stdout.hasSuffix(
        """
        valid by the form's rules
        server errors (from the last response, until the values change):
          the campaign is closed
          email: has already been taken
          email: is too common
        valid by the form's rules
        server errors (from the last response, until the values change):
          the campaign is closed
          email: has already been taken
          email: is too common
        valid

        """), "\(result)")
    #expect(
      result.stderr.split(separator: "\n").last
        == "-c:6: error: validate --strict: the server found 3 problems", "\(result)")
  }

  @Test func validateJSONCarriesTheServersAnswer() throws {
    let backend = try Backends.plain()
    let result = try Self.run(
      Self.filled + """
        set email=taken@example.com
        validate --json --remote \(backend.url("/validate"))
        set email=free@example.com
        validate --json --remote \(backend.url("/validate"))
        """)
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stdout == """
        {"ok":false,"status":422,"server_errors":{"email":"has already been taken"}}
        {"ok":true,"status":200}

        """)
  }

  @Test func validateRemoteAppliesTheServersErrorsWithoutSubmitting() throws {
    let backend = try Backends.plain()
    let result = try Self.run(
      Self.filled + """
        set email=taken@example.com
        validate --remote \(backend.url("/validate"))
        expect server-error email has already been taken
        expect status 422
        expect submitted
        set email=free@example.com
        validate --strict --remote \(backend.url("/validate"))
        expect status 200
        """)
    #expect(
      result.stdout.contains(
        "by the form's rules: valid\nby the server: invalid (HTTP 422 Unprocessable Entity)\n"
          + "  email: has already been taken\n"), "\(result)")
    let errors = result.stderr.split(separator: "\n")
    #expect(
      errors == ["-c:8: error: expected a successful submit, found none since the form was loaded"],
      "\(result)")
  }

  @Test func expectationsAndCapturesReadTheResponse() throws {
    let backend = try Backends.plain()
    let result = try Self.run(
      Self.filled + """
        submit --to \(backend.url("/submit"))
        expect status 201
        expect status 2xx
        expect header Location ~ /^\\/submit\\/[0-9]+$/
        expect header Content-Type == application/json
        expect response $.received.email == ada@example.com
        expect response $.received.terms == true
        expect response "$['received']['marketing_opt_in']" == false
        expect response $.received.* count 5
        expect response $.id exists
        expect response $.received[?@ == true] count 1
        capture id = $.id
        capture where = header Location
        capture code = status
        echo ${where} ${code}
        expect response $.id == ${id}
        expect submitted
        expect status 200
        expect response $.received.email == bob@example.com
        expect response $.nothing exists
        """)
    #expect(result.status == 1, "\(result)")
    let location = try #require(
      result.stdout.split(separator: "\n").first { $0.hasPrefix("/submit/") })
    #expect(location.hasSuffix(" 201"))
    #expect(
      result.stderr.split(separator: "\n") == [
        "-c:21: error: expected status 200, found HTTP 201 Created",
        #"-c:22: error: expected response $.received.email == "bob@example.com", found "ada@example.com""#,
        "-c:23: error: expected response $.nothing exists, found nothing at $.nothing",
      ], "\(result)")
  }

  @Test func aQuotedObjectIsComparedAsJSONAndAQuotedWordAsText() throws {
    let backend = try Backends.plain()
    let result = try Self.run(
      Self.filled + """
        set display_name=Ada
        submit --to \(backend.url("/submit"))
        expect response $.received.display_name == 'Ada'
        expect response "$.received[?@ == 'Ada']" == '"Ada"'
        expect response $.received[?@==true] count 1
        expect response "$.received['display_name','terms']" count 2
        expect response $.method == '["POST"]'
        """)
    #expect(result.status == 1, "\(result)")
    #expect(
      result.stderr.split(separator: "\n") == [
        #"-c:7: error: expected response $.received[?@ == 'Ada'] == "\"Ada\"", found "Ada""#,
        #"-c:10: error: expected response $.method == ["POST"], found "POST""#,
      ], "\(result)")
  }

  @Test func headersAreSentUntilCleared() throws {
    let backend = try Backends.plain()
    let marker = Backends.marker()
    let result = try Self.run(
      Self.filled + """
        header X-Trace: one
        header X-Other: two
        header x-trace: three
        submit --to \(backend.url("/echo?m=\(marker)&n=1"))
        header --clear X-TRACE
        headers
        header --clear X-Missing
        submit --to \(backend.url("/echo?m=\(marker)&n=2"))
        header --clear
        headers
        """)
    #expect(result.status == 1, "\(result)")
    #expect(result.stdout.contains("(formsh's own)\nX-Other: two\n"), "\(result)")
    #expect(result.stdout.hasSuffix("(no header of the session's; header NAME: VALUE adds one)\n"))
    #expect(
      result.stderr
        == "-c:10: error: no header X-Missing is sent; headers lists them\n", "\(result)")
    let sent = try Backends.requests(backend, containing: marker)
    #expect(sent.map { $0.header("X-Trace") } == ["three", nil])
    #expect(sent.map { $0.header("X-Other") } == ["two", "two"])
  }

  @Test func responseExpectationsNeedAResponse() throws {
    let result = try Self.run("expect status 201\ncapture id = $.id")
    #expect(
      result.stderr.split(separator: "\n") == [
        "-c:1: error: expected status 201, found no response yet (get URL, submit --to URL or validate --remote URL first)",
        "-c:2: error: expected a response to capture from, found no response yet (get URL, submit --to URL or validate --remote URL first)",
      ], "\(result)")
  }

  @Test func aBadPathIsAUsageErrorWithItsColumn() throws {
    let result = try Self.run("expect response $.items[ exists")
    #expect(result.status == 2, "\(result)")
    #expect(result.stderr.contains("of the path"), "\(result)")
  }

  @Test func aServerThatCannotBeReachedIs69() throws {
    let backend = try TestBackend.start()
    let url = backend.url("/submit")
    backend.stop()
    let result = try Self.run(Self.filled + "submit --to \(url)\necho after")
    #expect(result.status == 69, "\(result)")
    #expect(result.stdout == "after\n")
    #expect(result.stderr.hasPrefix("-c:4: error: \(url): connection refused"))
  }

  @Test func aTimeOutAtTheSubmitIs69() throws {
    let backend = try Backends.plain()
    let result = try Self.run(
      Self.filled + "submit --to \(backend.url("/slow-submit?seconds=5"))", ["--max-time", "1"])
    #expect(result.status == 69, "\(result)")
    #expect(result.stderr.contains("no complete response within 1 s (--max-time)"))
  }
}
