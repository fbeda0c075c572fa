import Foundation
import Testing

/// Headers a user sets go to the origin they were meant for (docs/http.md): after a
/// redirect to another origin, none is sent unless `--location-trusted` says so; and any
/// header whose name says it holds a credential (token, key, secret, auth, session,
/// password, signature, cookie) is masked wherever formsh shows it. Issue 26, point 2.
@Suite struct HeaderSecrecyTests {
  static let credentials = [
    ("Private-Token", "glpat-Xq7Kz2Lw9PmN4vRt"),
    ("X-Goog-Api-Key", "AIzaSyQ7Kz2Lw9PmN4vRt0"),
    ("X-Amz-Security-Token", "FwoGZXIvYXdzEBQaDK9Lz"),
    ("X-Hub-Signature-256", "sha256=6f7c2a9b1e0d"),
    ("X-Session-Id", "sess-4Rt7Kq2Zm9Wx"),
  ]

  @Test func noHeaderSetGoesToAnotherOriginAfterARedirect() throws {
    let backend = try TestBackend.start()
    let headers = Self.credentials.map { "header \($0.0): \($0.1)\n" }.joined()
    let result = try Formsh.run([
      "--header", "X-Trace: trace-7", "-c",
      headers
        + "load --dialect formsh \(backend.url("/redirect/other-host"))\nload --dialect formsh \(backend.url("/redirect/same"))",
    ])
    #expect(result.status == 0, "\(result)")
    let requests = try backend.requests()
    try #require(
      requests.map(\.path) == ["/redirect/other-host", "/echo", "/redirect/same", "/echo"])
    #expect(requests[1].header("Host")?.hasPrefix("localhost:") == true)
    for (name, value) in Self.credentials + [("X-Trace", "trace-7")] {
      #expect(requests[0].header(name) == value, "\(name) to the first origin")
      #expect(requests[1].header(name) == nil, "\(name) went to another origin")
      #expect(requests[3].header(name) == value, "\(name) after a redirect to the same origin")
    }
  }

  @Test func locationTrustedSendsThemAlong() throws {
    let backend = try TestBackend.start()
    let result = try Formsh.run([
      "--location-trusted", "--header", "Private-Token: glpat-trusted", "--header",
      "Authorization: Bearer trusted-token", "-c",
      "load --dialect formsh \(backend.url("/redirect/other-host"))",
    ])
    #expect(result.status == 0, "\(result)")
    let requests = try backend.requests()
    try #require(requests.map(\.path) == ["/redirect/other-host", "/echo"])
    #expect(requests[1].header("Private-Token") == "glpat-trusted")
    #expect(requests[1].header("Authorization") == "Bearer trusted-token")
  }

  @Test func aCredentialHeaderIsMaskedByItsName() throws {
    let backend = try Backends.plain()
    let headers = Self.credentials.map { "header \($0.0): \($0.1)\n" }.joined()
    let result = try Formsh.run([
      "--echo", "-c",
      headers + "header X-Trace: trace-7\nheaders\n" + SubmitToTests.filled
        + "submit --to \(backend.url("/echo"))",
      "Forms/signup.json",
    ])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("HTTP 200 OK"), "\(result)")
    for (name, value) in Self.credentials {
      #expect(result.stdout.contains("> header \(name): ********\n"), "\(result)")
      #expect(result.stdout.contains("\(name): ********\n"))
      // The server echoed it back: masked there too.
      #expect(!result.stdout.contains(value), "\(value) shown")
    }
    #expect(result.stdout.contains("X-Trace: trace-7\n"))
  }

  @Test func aHeaderWithoutItsColonIsNotQuotedBack() throws {
    let result = try Formsh.run(["--echo", "-c", "header X-Api-Key k3y-without-colon-1"])
    #expect(result.status == 2, "\(result)")
    #expect(!result.stdout.contains("k3y-without-colon"), "\(result)")
    #expect(!result.stderr.contains("k3y-without-colon"), "\(result)")
    #expect(result.stdout.contains("> header X-Api-Key ********"))
    #expect(
      result.stderr.contains(
        "error: a header is written NAME: VALUE, with a colon after \"X-Api-Key\""))
    let option = try Formsh.run(["--header", "Private-Token t0ken-without-colon", "-c", "echo"])
    #expect(option.status == 2, "\(option)")
    #expect(!option.stderr.contains("t0ken-without-colon"), "\(option)")
  }
}
