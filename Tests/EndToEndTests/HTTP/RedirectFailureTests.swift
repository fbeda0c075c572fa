import Foundation
import Testing

/// A request that fails after a redirect names the host that failed, not the first URL's
/// (issue 26 §16): the first host answered; the one it sent formsh to did not.
@Suite struct RedirectFailureTests {
  @Test func aRedirectToAHostThatDoesNotResolveNamesThatHost() throws {
    let backend = try TestBackend.start()
    let url = backend.url("/redirect/to?url=http://no-such-host.invalid/forms/signup")
    let result = try Formsh.run(["lint", url])
    #expect(result.status == 69, "\(result)")
    #expect(
      result.stderr.contains(
        "could not resolve host no-such-host.invalid (redirected to"
          + " http://no-such-host.invalid/forms/signup)"), "\(result)")
    #expect(!result.stderr.contains("could not resolve host 127.0.0.1"))
  }

  @Test func aRedirectToAPortNothingListensOnNamesThatPort() throws {
    let backend = try TestBackend.start()
    let closed = try FillToTests.closedPort()
    let redirect = backend.url("/redirect/to?url=http://127.0.0.1:\(closed)/submit")
    let fill = try FillToTests.fill(FillToTests.signups(1), to: redirect, ["--retries", "0"])
    #expect(fill.status == 69, "\(fill)")
    #expect(
      fill.stdout.contains("connection refused (nothing listens at 127.0.0.1:\(closed))"),
      "\(fill)")
    #expect(!fill.stdout.contains("nothing listens at 127.0.0.1:\(backend.port)"))
    let form = AtomicWriteTests.nameForm
    let files = try TemporaryFiles()
    defer { files.remove() }
    let submit = try Formsh.run(
      ["-c", "set name=Ada; submit --to \(redirect)", try files.write("name.json", form)])
    #expect(submit.status == 69, "\(submit)")
    #expect(
      submit.stderr.contains("connection refused (nothing listens at 127.0.0.1:\(closed))"),
      "\(submit)")
  }
}
