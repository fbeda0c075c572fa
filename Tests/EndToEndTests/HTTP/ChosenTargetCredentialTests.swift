import Foundation
import Testing

/// A form's `action` is a URL its server chose (issue 31's review): the session's headers,
/// credentials among them, go to it only on the origin the form came from, as after a
/// redirect, unless `--location-trusted`. A URL the user gives (`--to`) takes them anywhere.
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
}
