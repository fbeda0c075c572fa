import Foundation
import Testing

/// A form's `action` is a URL its server chose (issue 31's review): the session's headers,
/// credentials among them, go to it only on the origin the form came from, as after a
/// redirect, unless `--location-trusted`. A URL the user gives (`--to`) takes them anywhere.
/// So do the options of a dropdown (`options_url`, SurveyJS's `choicesByUrl`) at the prompt,
/// in `fill` and in `probe`, and the action of a flow's step that a redirect brought from
/// another origin (issue 40, point 3): another origin is told apart as `localhost` from the
/// form's `127.0.0.1`, and the backend's log shows what each request carried.
@Suite struct ChosenTargetCredentialTests {
  static let secrets = [
    "--header", "Authorization: Bearer chosen-secret-1", "--header", "X-Api-Key: chosen-key-2",
  ]

  /// `submit` to the action of the form at `/forms-action?url=ACTION`: what `/echo` received.
  static func submitted(to action: String, _ more: [String] = []) throws -> Formsh.Result {
    let backend = try Backends.plain()
    let form = backend.url("/forms-action?url=") + action
    return try Formsh.run(
      Self.secrets + more + ["-c", "load \(form); set x=1; submit", "--color", "never"])
  }

  @Test func anActionOnAnotherHostGetsNoCredentials() throws {
    let backend = try Backends.plain()
    // localhost is another host than 127.0.0.1, the form's.
    let other = backend.url("/echo").replacingOccurrences(of: "127.0.0.1", with: "localhost")
    let result = try Self.submitted(to: other)
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains(#""path": "/echo""#), "\(result)")
    #expect(!result.stdout.contains(#""authorization""#), "\(result)")
    #expect(!result.stdout.contains(#""x-api-key""#), "\(result)")
    // Trusted, they go.
    let trusted = try Self.submitted(to: other, ["--location-trusted"])
    #expect(trusted.stdout.contains(#""authorization": "********""#), "\(trusted)")
    #expect(trusted.stdout.contains(#""x-api-key": "********""#), "\(trusted)")
  }

  /// `submit --curl` writes the request as it goes: to another host, without them.
  @Test func theCurlLineOfAnActionOnAnotherHostHasNoCredentials() throws {
    let backend = try Backends.plain()
    let other = backend.url("/echo").replacingOccurrences(of: "127.0.0.1", with: "localhost")
    let form = backend.url("/forms-action?url=") + other
    let result = try Formsh.run(
      Self.secrets + ["-c", "load \(form); set x=1; submit --curl", "--color", "never"])
    #expect(result.status == 0, "\(result)")
    let line = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("curl ") })
    #expect(!line.contains("Authorization") && !line.contains("X-Api-Key"), "\(line)")
    #expect(line.contains("Content-Type: application/json"), "\(line)")
  }

  @Test func anActionOnTheFormsOwnOriginGetsThem() throws {
    let result = try Self.submitted(to: "/echo")
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains(#""authorization": "********""#), "\(result)")
    #expect(result.stdout.contains(#""x-api-key": "********""#), "\(result)")
  }

  /// `probe` to a form's action on another host: the probes go without the credentials.
  @Test func aProbeToAnActionOnAnotherHostSendsNoCredentials() throws {
    let backend = try Backends.plain()
    let marker = Backends.marker()
    let other = backend.url("/submit?m=\(marker)").replacingOccurrences(
      of: "127.0.0.1", with: "localhost")
    let form =
      backend.url("/forms-action?url=")
      + other.replacingOccurrences(of: "?", with: "%3F")
      .replacingOccurrences(of: "=", with: "%3D")
    let result = try Formsh.run(["probe", form] + Self.secrets)
    #expect(result.status == 0, "\(result)")
    // The form's GET carries them (its URL is the user's); the probes, to the action, not.
    let sent = try Backends.requests(backend, containing: marker).filter { $0.method == "POST" }
    #expect(sent.count > 1)
    #expect(sent.allSatisfy { $0.header("Authorization") == nil && $0.header("X-Api-Key") == nil })
  }

  // MARK: URLs a form names besides its action (issue 40, point 3)

  /// A query value, every character but letters and digits percent-encoded.
  static func encoded(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
  }

  /// The backend's form whose dropdown `city` takes its options from `options` (in
  /// formsh's dialect, or SurveyJS's).
  static func optionsForm(_ backend: TestBackend, options: String, dialect: String = "formsh")
    -> String
  {
    backend.url("/forms-options?dialect=\(dialect)&url=") + encoded(options)
  }

  /// The backend's options `a` and `b`, marked, on another origin than its forms'.
  static func otherOriginOptions(_ backend: TestBackend, _ marker: String) -> String {
    backend.url("/options?ids=a,b&m=\(marker)").replacingOccurrences(
      of: "127.0.0.1", with: "localhost")
  }

  /// Whether every request logged with the marker carried neither credential; at least one
  /// was sent.
  static func sentWithout(_ backend: TestBackend, _ marker: String) throws -> Bool {
    let sent = try Backends.requests(backend, containing: marker)
    return !sent.isEmpty
      && sent.allSatisfy { $0.header("Authorization") == nil && $0.header("X-Api-Key") == nil }
  }

  /// Whether every request logged with the marker carried both credentials; at least one
  /// was sent.
  static func sentWith(_ backend: TestBackend, _ marker: String) throws -> Bool {
    let sent = try Backends.requests(backend, containing: marker)
    return !sent.isEmpty
      && sent.allSatisfy {
        $0.header("Authorization") == "Bearer chosen-secret-1"
          && $0.header("X-Api-Key") == "chosen-key-2"
      }
  }

  @Test(arguments: ["formsh", "surveyjs"])
  func optionsOnAnotherOriginGetNoCredentialsAtThePrompt(dialect: String) throws {
    let backend = try Backends.plain()
    let marker = Backends.marker()
    let form = Self.optionsForm(
      backend, options: Self.otherOriginOptions(backend, marker), dialect: dialect)
    let result = try Formsh.run(Self.secrets + ["-c", "load \(form); describe city"])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("Option b"), "\(result)")
    #expect(try Self.sentWithout(backend, marker))
    // Trusted, they go.
    let trusted = Backends.marker()
    let again = Self.optionsForm(
      backend, options: Self.otherOriginOptions(backend, trusted), dialect: dialect)
    let sent = try Formsh.run(
      Self.secrets + ["--location-trusted", "-c", "load \(again); describe city"])
    #expect(sent.status == 0, "\(sent)")
    #expect(try Self.sentWith(backend, trusted))
  }

  @Test func optionsOnTheFormsOwnOriginGetThem() throws {
    let backend = try Backends.plain()
    let marker = Backends.marker()
    let form = Self.optionsForm(backend, options: backend.url("/options?ids=a,b&m=\(marker)"))
    let result = try Formsh.run(Self.secrets + ["-c", "load \(form); describe city"])
    #expect(result.status == 0, "\(result)")
    #expect(try Self.sentWith(backend, marker))
  }

  /// `fill` and `probe` load a form's options once, before the records: by the same rule.
  @Test func fillAndProbeLoadOptionsOnAnotherOriginWithoutCredentials() throws {
    let backend = try Backends.plain()
    let records = try FillCommandTests.file("cities.jsonl", #"{"city": "b"}"# + "\n")
    let filled = Backends.marker()
    let fill = try Formsh.run(
      [
        "fill", "--form",
        Self.optionsForm(backend, options: Self.otherOriginOptions(backend, filled)), records,
      ]
        + Self.secrets)
    #expect(fill.status == 0, "\(fill)")
    #expect(fill.stdout.contains(#""ok":true"#), "\(fill)")
    #expect(try Self.sentWithout(backend, filled))
    let probed = Backends.marker()
    let probe = try Formsh.run(
      [
        "probe", Self.optionsForm(backend, options: Self.otherOriginOptions(backend, probed)),
        "--dry-run",
      ]
        + Self.secrets)
    #expect(probe.status == 0, "\(probe)")
    #expect(try Self.sentWithout(backend, probed))
  }

  /// A form the user wrote (a file) names URLs of the user's choosing: its options get them.
  @Test func optionsOfAFormFromAFileGetThem() throws {
    let backend = try Backends.plain()
    let marker = Backends.marker()
    let form = try OptionsURLTests.form(city: Self.otherOriginOptions(backend, marker))
    let result = try Formsh.run(Self.secrets + ["-c", "set country=fr; describe city", form])
    #expect(result.status == 0, "\(result)")
    #expect(try Self.sentWith(backend, marker))
  }

  /// A flow's action answered by a redirect to another origin: the step it brings is that
  /// origin's, but the credentials were never meant for it, so its action (relative, on that
  /// origin) does not get them either.
  @Test func aStepARedirectBroughtFromAnotherOriginGetsNoCredentials() throws {
    let backend = try Backends.plain()
    let marker = Backends.marker()
    let form = Self.redirectedFlow(backend, marker)
    let script = "load \(form); set x=1; submit --follow; set x=2; submit"
    let result = try Formsh.run(Self.secrets + ["-c", script])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains(#""path": "/echo?m=\#(marker)""#), "\(result)")
    #expect(try Self.sentWithout(backend, marker))
    // The same with `follow` after the submit; and trusted, they go.
    let followed = try Formsh.run(
      Self.secrets + ["-c", "load \(form); set x=1; submit; follow; set x=2; submit"])
    #expect(followed.status == 0, "\(followed)")
    #expect(try Self.sentWithout(backend, marker))
    let trusted = Backends.marker()
    let sent = try Formsh.run(
      Self.secrets + [
        "--location-trusted", "-c",
        "load \(Self.redirectedFlow(backend, trusted)); set x=1; submit --follow; set x=2; submit",
      ])
    #expect(sent.status == 0, "\(sent)")
    #expect(try Self.sentWith(backend, trusted))
  }

  /// A form whose action redirects to the next step on another origin (localhost), a form
  /// whose action is `/echo?m=MARKER` there.
  static func redirectedFlow(_ backend: TestBackend, _ marker: String) -> String {
    let step = backend.url("/forms-action?url=" + encoded("/echo?m=\(marker)"))
      .replacingOccurrences(of: "127.0.0.1", with: "localhost")
    return backend.url("/forms-action?url=" + encoded("/redirect/to?url=" + step))
  }
}
