import Foundation
import Testing

/// Ctrl-C while a request waits on a server stops the request, not just the wait for the
/// next line: the script ends with 130 without the server's answer.
@Suite struct HTTPInterruptTests {
  @Test func ctrlCStopsASubmitThatWaitsOnTheServer() throws {
    let backend = try Backends.plain()
    let marker = Backends.marker()
    let child = try Child(
      [
        "-c",
        """
        set email=ada@example.com
        set password=correct horse 1
        check terms
        submit --to \(backend.url("/slow-submit?seconds=20&m=\(marker)"))
        echo not reached
        """,
        Formsh.root + "/Forms/signup.json",
      ], measured: false)
    #expect(try backend.waitForRequests(atLeast: 1, containing: marker, timeout: 15).count == 1)
    child.send(signal: SIGINT)
    let (status, _) = child.wait()
    #expect(status == 130, "\(child.stderr)")
    // Had the request gone on, the server's 201 would have been printed.
    #expect(child.stdout.isEmpty)
    #expect(
      child.stderr.contains("/slow-submit?seconds=20&m=\(marker): interrupted"), "\(child.stderr)")
  }
}
