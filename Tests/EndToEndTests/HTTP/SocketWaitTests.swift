import Foundation
import Testing

/// While `fill --to` and `probe` wait for a server's answers, they sleep on its sockets
/// (issue 41, point 2): they spun, polling hundreds of thousands of times a minute, so their
/// processor time equalled the time they waited. Not a timed test: the server's delay is
/// deliberate (it sleeps before each answer), and what is bounded is the work formsh does,
/// its processor time (user and system, from `wait4`), against that delay.
@Suite struct SocketWaitTests {
  /// How long the server sleeps before each answer, in seconds.
  static let delay = 0.3
  /// Rounds of requests, one answer each per request in flight.
  static let rounds = 8

  /// At one request in flight, and at three, the records waiting to go while a full set of
  /// requests is out.
  @Test(arguments: [1, 3]) func fillToSleepsWhileItWaitsForTheServer(concurrency: Int) throws {
    let backend = try Backends.plain()
    let count = Self.rounds * concurrency
    let input = try FillToTests.records(FillToTests.signups(count))
    let child = try Child([
      "fill", "--form", Formsh.root + "/Forms/signup.json", input, "--to",
      backend.url("/slow-submit?seconds=\(Self.delay)&m=\(Backends.marker())"),
      "--concurrency", "\(concurrency)",
    ])
    let status = child.wait(atMost: 120).status
    #expect(status == 0, "\(child.stderr)")
    #expect(FillCommandTests.lines(child.stdout).count == count, "\(child.stdout)")
    try Self.expectLittleWork(child, waited: Double(Self.rounds) * Self.delay)
  }

  /// `probe` sends its probes as `fill --to` sends records (the baseline first, alone).
  @Test func probeSleepsWhileItWaitsForTheServer() throws {
    let backend = try Backends.plain()
    let child = try Child([
      "probe", Formsh.root + "/Tests/EndToEndTests/Fixtures/probe/signup.json", "--to",
      backend.url("/slow-submit?seconds=\(Self.delay)&m=\(Backends.marker())"),
      "--max-requests", "\(Self.rounds)", "--concurrency", "1",
    ])
    let status = child.wait(atMost: 120).status
    // The server takes everything, so the probes find the rules it does not enforce.
    #expect(status == 0 || status == 1, "\(child.stderr)")
    #expect(child.stdout.contains("\(Self.rounds) probes sent: "), "\(child.stdout)")
    try Self.expectLittleWork(child, waited: Double(Self.rounds) * Self.delay)
  }

  /// Processor time under an eighth of the time the server made formsh wait: a loop that
  /// polls uses as much as it waits (or as much of it as a busy machine lets it: 0.66 s of
  /// 2.4 s for the probes here, 1.0 and 1.6 s for the records); one that sleeps on its
  /// sockets, what starting and filling the records cost (0.02 s here).
  static func expectLittleWork(
    _ child: Child, waited: Double, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let used = try #require(child.cpuSeconds, "the launcher measured nothing")
    #expect(
      used < waited / 8,
      "formsh used \(used) s of processor time while the server made it wait \(waited) s",
      sourceLocation: sourceLocation)
  }
}
