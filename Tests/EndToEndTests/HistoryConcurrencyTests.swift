import Foundation
import Testing

/// Two interactive sessions on the same history file at once: each entered line is appended
/// with one O_APPEND write, so no line of either is lost or torn.
@Suite(.serialized) struct HistoryConcurrencyTests {
  @Test func twoSessionsWritingHistoryAtOnceLoseNoLine() throws {
    let home = InteractiveTests.Home()
    defer { home.remove() }
    let first = try home.start()
    let second = try home.start()
    let count = 60
    // Both type at once: every line is sent before any answer is awaited.
    for number in 1...count {
      first.send("echo first-\(number)\r")
      second.send("echo second-\(number)\r")
    }
    first.expect("\nfirst-\(count)")
    second.expect("\nsecond-\(count)")
    first.send("exit\r")
    second.send("exit\r")
    #expect(first.waitForExit() == 0)
    #expect(second.waitForExit() == 0)

    let history = try String(contentsOfFile: home.historyFile, encoding: .utf8)
    let lines = history.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == 2 * count + 2)
    for name in ["first", "second"] {
      let own = lines.filter { $0.hasPrefix("echo \(name)-") }
      #expect(own == (1...count).map { "echo \(name)-\($0)"[...] }, "\(name): \(own)")
    }
    #expect(lines.filter { $0 == "exit" }.count == 2)
  }
}
