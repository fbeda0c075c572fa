import Foundation
import Testing

/// Hostile review of issue 31: Ctrl-C during `formsh test --data` of 200,000 rows printed
/// 199,003 `FAIL … interrupted before it started` lines and wrote reports of tens of MB. The
/// runs that had not started are now left out of every report and counted in one line; the
/// run in flight is the one failure; the exit status is 130.
@Suite struct DataInterruptTests {
  @Test func runsNotStartedAfterCtrlCAreCountedNotFailed() throws {
    let backend = try Backends.plain()
    let marker = Backends.marker()
    let files = try TemporaryFiles()
    defer { files.remove() }
    let rows = try files.write(
      "rows.csv", "n\n" + (1...3_000).map { "\($0)\n" }.joined())
    // Each run waits on the server, so that Ctrl-C finds the first one in flight.
    let scenario = try files.write(
      "waits.formsh", "get \(backend.url("/slow?seconds=30&m=\(marker)&n="))${n}\n")
    let junit = files.path + "/junit.xml"
    let html = files.path + "/report.html"
    let child = try Child(
      [
        "test", "--jobs", "1", "--data", rows, "--report", "junit", junit, "--report", "html",
        html, scenario,
      ], measured: false)
    #expect(try backend.waitForRequests(atLeast: 1, containing: marker, timeout: 15).count == 1)
    child.send(signal: SIGINT)
    let (status, _) = child.wait()
    #expect(status == 130, "\(child.stderr)")
    #expect(child.stdout.hasPrefix("FAIL  \(scenario) [row 1]"), "\(child.stdout)")
    #expect(child.stdout.contains("\n2999 runs not started (interrupted)\n0 passed, 1 failed in "))
    #expect(!child.stdout.contains("[row 2]"), "\(child.stdout)")
    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(xml.contains(#"tests="1" failures="1""#), "\(xml)")
    #expect(xml.contains("<!-- 2999 runs not started (interrupted) -->"), "\(xml)")
    #expect(!xml.contains("[row 2]"))
    let page = try String(contentsOfFile: html, encoding: .utf8)
    #expect(page.contains("2999 runs not started (interrupted)"))
    #expect(!page.contains("[row 2]"))
  }
}
