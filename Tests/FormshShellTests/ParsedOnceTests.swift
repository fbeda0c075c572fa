import FormshDomain
import Testing

@testable import FormshShell

/// A line is parsed once: each of its commands goes through `CommandTable.parse` one time,
/// whoever reads it after (`--echo`, events, `history`, the history file, the names its
/// captures set, a refusal or a retry waiting for it, and the run).
@Suite struct ParsedOnceTests {
  /// Lines of every kind: several commands to a line, a secret, a capture, an unknown
  /// command, a usage error, an expectation wrapping an edit.
  static let script = """
    set full_name=Ada Lovelace
    show full_name; fields
    capture code = status
    shw; open first
    set password=${PW}
    expect value full_name = Ada Lovelace
    expect refused set budget=abc
    echo done
    """
  static let commands = 10

  /// Runs `body` and counts the commands parsed meanwhile.
  static func parses(_ body: () -> Void) -> Int {
    let count = ParseCount()
    CommandTable.$parses.withValue(count) { body() }
    return count.value
  }

  @Test(arguments: [OutputFormat.text, .jsonl])
  func aScriptParsesEachCommandOnce(format: OutputFormat) throws {
    let shell = try Shell(echo: true, format: format, secrets: ["PW": "hunter2hunter2"])
    #expect(Self.parses { shell.script(Self.script) } == Self.commands)
    #expect(shell.interpreter.commandLog.entries.count == Self.commands)
  }

  @Test func theHistoryFileAndTheRunShareTheParse() throws {
    let shell = try Shell(interactive: true, echo: true, secrets: ["PW": "hunter2hunter2"])
    let repl = REPL(interpreter: shell.interpreter)
    var kept: [String] = []
    let count = Self.parses {
      for line in Self.script.split(separator: "\n") {
        _ = repl.enter(String(line), remember: { kept.append($0) }, more: { _ in nil })
      }
    }
    #expect(count == Self.commands)
    #expect(kept.contains("set password"))
    #expect(kept.contains("show full_name; fields"))
  }

  @Test func aRefusalAndARetryWaitingReadTheParse() throws {
    let shell = try Shell(echo: true)
    shell.interpreter.http.defersRefusals = true
    shell.interpreter.http.pendingRefusal = PendingRefusal(
      error: .other("refused"), location: Location(file: "t.formsh", line: 1))
    let first = Self.parses { shell.prompt("expect status 422; show full_name") }
    #expect(first == 2)
    shell.interpreter.http.pendingRetry = PendingRetry(
      policy: RetryPolicy(count: 1), location: Location(file: "t.formsh", line: 2))
    let second = Self.parses { shell.prompt("show full_name; expect status 200") }
    #expect(second == 2)
    #expect(shell.stderr.contains("retry applies to the next command"))
  }
}
