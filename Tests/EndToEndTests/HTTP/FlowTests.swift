import Foundation
import Testing

/// Server-driven flows (docs/testing.md): a server that answers a submit with the next form,
/// walked with `follow` and `submit --follow`, checked with `expect form`, against the test
/// backend's two-step sign-up (`/flow/signup`, kept by a `flow` cookie) and its Ory Kratos
/// registration (`/flow/kratos`, which answers 400 with the same flow).
@Suite struct FlowTests {
  /// The two-step sign-up, from its first form to the 201, the marker in every URL.
  static func signUp(_ backend: TestBackend, marker: String) -> String {
    """
    load \(backend.url("/flow/signup?m=" + marker))
    expect form Sign up: account
    set email=ada@example.com
    set password=${PW}
    submit --follow
    expect status 200
    expect form /profile$/
    set display_name=Ada
    check newsletter
    submit
    expect status 201
    expect response $.email == ada@example.com
    expect response $.display_name == Ada
    expect response $.newsletter == true

    """
  }

  @Test func aTwoStepSignUpIsWalkedToItsEnd() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let backend = try Backends.plain()
    let marker = Backends.marker()
    let script = try files.write("signup.formsh", Self.signUp(backend, marker: marker))
    let result = try Formsh.run(["run", "--secret", "PW=correct horse 42", script])
    #expect(result.status == 0, "\(result)")
    let sent = try Backends.requests(backend, containing: marker)
    #expect(
      sent.map { "\($0.method) \($0.path)" } == [
        "GET /flow/signup?m=\(marker)", "POST /flow/signup/step2?m=\(marker)",
        "POST /flow/signup/done?m=\(marker)",
      ], "\(sent)")
    // The second form's relative action ("done?m=…") resolved against the URL that answered.
    #expect(sent.last?.body == #"{"display_name":"Ada","newsletter":true}"#, "\(sent)")
    #expect(!result.stdout.contains("correct horse 42"), "\(result)")
    // The answer followed shows as its status line, not as the next form's JSON.
    #expect(result.stdout.hasPrefix("HTTP 200 OK\nHTTP 201 Created\n"), "\(result)")
    #expect(!result.stdout.contains("Sign up: profile"), "\(result)")
  }

  /// The session's cookies, headers and variables go on from form to form: the backend
  /// refuses a step without the cookie its first form set.
  @Test func cookiesHeadersAndVariablesAreCarriedFromStepToStep() throws {
    let backend = try Backends.plain()
    let marker = Backends.marker()
    let result = try Formsh.run([
      "--var", "TRACE=trace-\(marker)", "-c",
      "header X-Trace: ${TRACE}; load \(backend.url("/flow/signup?m=" + marker))"
        + "; set email=ada@example.com; set password=correct horse 42"
        + "; submit --follow; set display_name=${TRACE}; submit",
    ])
    #expect(result.status == 0, "\(result)")
    let sent = try Backends.requests(backend, containing: marker)
    #expect(sent.count == 3, "\(sent)")
    let cookie = try #require(sent[1].header("Cookie"), "\(sent)")
    #expect(cookie.hasPrefix("flow="))
    #expect(sent[2].header("Cookie") == cookie)
    #expect(sent.allSatisfy { $0.header("X-Trace") == "trace-\(marker)" }, "\(sent)")
    #expect(sent[2].body.contains(#""display_name":"trace-\#(marker)""#), "\(sent)")

    // Without the cookie, the second step is refused: the first test passes for the cookie.
    let alone = try Formsh.run([
      "-c",
      "set email=ada@example.com; set password=correct horse 42; check terms"
        + "; submit --to \(backend.url("/flow/signup/step2?m=" + marker)) --follow",
      "Forms/signup.json",
    ])
    #expect(alone.status == 1, "\(alone)")
    #expect(alone.stderr.contains("HTTP 403 Forbidden"), "\(alone)")
  }

  @Test func expectFormHoldsOnTheTitleOrARegexAndSaysWhatItFound() throws {
    let backend = try Backends.plain()
    let url = backend.url("/flow/signup?m=" + Backends.marker())
    let passing = try Formsh.run([
      "-c", "load \(url); expect form Sign up: account; expect form /^Sign up/",
    ])
    #expect(passing.status == 0, "\(passing)")
    let failing = try Formsh.run([
      "-c", "load \(url); expect form Sign up: profile; expect form /profile/",
    ])
    #expect(failing.status == 1, "\(failing)")
    #expect(
      failing.stderr.contains(
        #"-c:1: error: expected the form "Sign up: profile", found "Sign up: account""#
          + " (from \(url))"
      ), "\(failing)")
    #expect(
      failing.stderr.contains(
        #"error: expected a form whose title matches /profile/, found "Sign up: account""#),
      "\(failing)")
    let usage = try Formsh.run(["-c", "expect form"])
    #expect(usage.status == 2, "\(usage)")
    #expect(usage.stderr.contains("missing the form's title"), "\(usage)")
  }

  /// What `follow` says when there is no form to follow: what the body was.
  @Test(arguments: [
    (
      "/flow/html", 65,
      "the response (HTTP 200 OK, text/html, 59 bytes) is not a JSON object, so no form to"
        + " follow"
    ),
    ("/submit", 65, "the response (HTTP 201 Created, application/json, "),
    ("/status/204", 65, "the response (HTTP 204 No Content, no Content-Type, 0 bytes) has no body"),
  ])
  func followOnAnAnswerThatIsNoFormSaysWhatItWas(path: String, status: Int32, message: String)
    throws
  {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let backend = try Backends.plain()
    let url = backend.url(path)
    let result = try Formsh.run([
      "-c", "set name=Ada; submit --to \(url); follow; expect form Act",
      try Self.actForm(in: files),
    ])
    #expect(result.status == status, "\(result)")
    #expect(result.stderr.contains("-c:1: error: \(url)"), "\(result)")
    #expect(result.stderr.contains(message), "\(result)")
    // The form stays the one before.
    #expect(!result.stderr.contains("expected the form"), "\(result)")
    if path == "/flow/html" {
      #expect(result.stderr.contains("it begins: <!doctype html><html>"), "\(result)")
    }
    if path == "/submit" {
      #expect(result.stderr.contains("is JSON but no form: not a form in any dialect"), "\(result)")
      #expect(result.stderr.contains(#"it begins: {"id": "#), "\(result)")
      #expect(!result.stderr.contains("--dialect"), "\(result)")
    }
  }

  /// An error body (RFC 9457 problem details, with its `title`; JSON:API; Rails) is never a
  /// form: after the refusal the form stays, the server's errors on its fields, and with the
  /// status expected the body is said to be no form, with no advice to name a dialect.
  @Test(arguments: ["/errors/rfc9457", "/errors/jsonapi", "/errors/rails"])
  func anErrorBodyIsNeverFollowedAsAForm(path: String) throws {
    let backend = try Backends.plain()
    let url = backend.url(path)
    let fill = "set email=ada@example.com; set password=correct horse 42; check terms"
    let refused = try Formsh.run([
      "-c",
      "\(fill)\nsubmit --to \(url) --follow\nexpect status 422\nexpect form Create your account"
        + "\nexpect server-error email\nfields",
      "Forms/signup.json",
    ])
    #expect(refused.status == 0, "\(refused)")
    #expect(refused.stdout.contains("display_name"), "\(refused)")

    let expected = try Formsh.run([
      "-c", "\(fill); submit --to \(url) --follow --status 422", "Forms/signup.json",
    ])
    #expect(expected.status == 65, "\(expected)")
    #expect(
      expected.stderr.contains("is JSON but no form: not a form in any dialect"), "\(expected)")
    #expect(!expected.stderr.contains("--dialect"), "\(expected)")
  }

  @Test func followBeforeAnyResponseSaysWhatItNeeds() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let result = try Formsh.run(["-c", "follow", try Self.actForm(in: files)])
    #expect(result.status == 1, "\(result)")
    #expect(
      result.stderr.contains(
        "-c:1: error: no response to follow yet: follow loads the form a server answered with"),
      "\(result)")
  }

  /// A plain form with one field, in `files`.
  static func actForm(in files: TemporaryFiles) throws -> String {
    try files.write(
      "act.json",
      #"{"form_title": "Act", "fields": [{"id": "name", "order": 1, "type": "TEXT", "#
        + #""label": "Name"}]}"#)
  }

  /// Ory Kratos answers a bad registration with 400 and the same flow, its message on the
  /// field: `submit --follow` follows it (the message in `describe`), and the next submit
  /// goes to the flow's action.
  @Test func aFlowInAnotherDialectIsFollowedOnA400Too() throws {
    let backend = try Backends.plain()
    let marker = Backends.marker()
    let result = try Formsh.run([
      "--secret", "PW=correct horse 42", "-c",
      "load \(backend.url("/flow/kratos?m=" + marker)); expect form Registration"
        + "; set traits.email=ada@example.com; set password=my password"
        + "; submit --follow --status 400; expect form Registration"
        + "; expect value traits.email = ada@example.com; describe password"
        + "; expect server-error password /found in data breaches/"
        + "; expect error password /found in data breaches/; expect no error traits.email"
        + "; set password=${PW}; submit; expect status 200"
        + "; expect response $.identity.traits.email == ada@example.com",
    ])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("has been found in data breaches"), "\(result)")
    #expect(
      result.stdout.contains(
        "server errors:\n  password: The password has been found in data breaches"),
      "\(result)")
    let sent = try Backends.requests(backend, containing: marker)
    #expect(sent.map(\.method) == ["GET", "POST", "POST"], "\(sent)")
    let body = try #require(sent.last?.json as? [String: Any], "\(sent)")
    #expect(body["csrf_token"] as? String == "csrf-7f3a")
    #expect(body["traits.email"] as? String == "ada@example.com")
    #expect(body["method"] as? String == "password")
  }

  /// `undo` after a follow goes back to the form before, with its values, as after `load`.
  @Test func undoTakesAFollowBack() throws {
    let backend = try Backends.plain()
    let marker = Backends.marker()
    let result = try Formsh.run([
      "-c",
      "load \(backend.url("/flow/signup?m=" + marker)); set email=ada@example.com"
        + "; set password=correct horse 42; submit --follow; expect form Sign up: profile"
        + "; undo; expect form Sign up: account; expect value email = ada@example.com"
        + "; follow; expect form Sign up: profile; undo; expect form Sign up: account",
    ])
    #expect(result.status == 0, "\(result)")
  }

  /// `record` writes `submit --follow` and `follow`, so a recorded flow replays against the
  /// server, the password read from a `--secret` again.
  @Test func aRecordedFlowReplays() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let backend = try Backends.plain()
    let marker = Backends.marker()
    let recording = files.path + "/flow.formsh"
    let recorded = try Formsh.run([
      "-c",
      "record \(recording); load \(backend.url("/flow/signup?m=" + marker))"
        + "; set email=ada@example.com; set password=correct horse 42; submit"
        + "; follow; set display_name=Ada; submit; record stop",
    ])
    #expect(recorded.status == 0, "\(recorded)")
    let script = try String(contentsOfFile: recording, encoding: .utf8)
    #expect(script.contains("\nsubmit\nfollow\nset display_name=Ada\nsubmit\n"), "\(script)")
    #expect(!script.contains("correct horse 42"), "\(script)")
    let replayed = try Formsh.run(["run", "--secret", "PASSWORD=correct horse 42", recording])
    #expect(replayed.status == 0, "\(replayed)")
    let done = try Backends.requests(backend, containing: marker).filter {
      $0.path.hasPrefix("/flow/signup/done")
    }
    #expect(done.count == 2, "\(done)")
    #expect(
      done.map(\.body) == Array(repeating: #"{"display_name":"Ada","newsletter":false}"#, count: 2))

    let followed = files.path + "/followed.formsh"
    let again = try Formsh.run([
      "-c",
      "record \(followed); load \(backend.url("/flow/signup?m=" + marker))"
        + "; set email=ada@example.com; set password=correct horse 42; submit --follow"
        + "; record stop",
    ])
    #expect(again.status == 0, "\(again)")
    let text = try String(contentsOfFile: followed, encoding: .utf8)
    #expect(text.hasSuffix("\nsubmit --follow\n"), "\(text)")
    let checked = try files.write("checked.formsh", text + "expect form Sign up: profile\n")
    let replay = try Formsh.run(["run", "--secret", "PASSWORD=correct horse 42", checked])
    #expect(replay.status == 0, "\(replay)")
  }

  /// `formsh test --coverage` counts each form a flow followed as a form of the suite, by
  /// the URL that answered with it and its title.
  @Test func coverageListsEachFollowedForm() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let backend = try Backends.plain()
    let marker = Backends.marker()
    _ = try files.write("signup.formsh", Self.signUp(backend, marker: marker))
    let result = try Formsh.run([
      "test", "--coverage", "--secret", "PW=correct horse 42", files.path,
    ])
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stdout.contains(
        "coverage of \(backend.url("/flow/signup?m=" + marker)) (Sign up: account): "),
      "\(result)")
    #expect(
      result.stdout.contains(
        "coverage of \(backend.url("/flow/signup/step2?m=" + marker)) (Sign up: profile): "),
      "\(result)")
  }
}
