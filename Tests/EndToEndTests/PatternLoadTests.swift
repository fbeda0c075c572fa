import Foundation
import Testing

/// Issue 26, point 11: a form of 100,000 fields with costly regexes took 34 to 36 s at every
/// load (`lint`, `-c`, `fill`, each scenario), since each load probed every pattern; Ctrl-C
/// took some 15 s and the commands then ran all the same. Loading now compiles and never
/// probes; `lint` probes within a budget and counts what it did not reach; Ctrl-C during the
/// load ends the run with 130.
@Suite(.serialized) struct PatternLoadTests {
  /// A form of `count` fields, each with a regex of a costly shape, no two alike.
  static func costlyForm(_ count: Int, letters: [String] = ["k", "m", "p"]) -> String {
    let shapes = [#"(L+)+N"#, #"(L|LL)+N"#, #"(L*)*N"#]
    let fields = (0..<count).map { index in
      let letter = letters[index % letters.count]
      let regex =
        shapes[index % shapes.count].replacingOccurrences(of: "L", with: letter)
        .replacingOccurrences(of: "N", with: "z") + "(?#\(index))"
      return
        #"{"id": "c\#(index)", "order": \#(index), "type": "TEXT", "label": "C \#(index)", "regex": "\#(regex)"}"#
    }
    return #"{"form_title": "costly", "fields": ["# + fields.joined(separator: ",") + "]}"
  }

  /// Loading for the shell, `fill` or a script compiles the patterns and probes none: no
  /// warning about their cost, and a value they cannot check fails as too costly.
  @Test func loadingDoesNotProbeThePatterns() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let form = try files.write("costly.json", Self.costlyForm(600, letters: ["g", "h"]))
    let shell = try Formsh.run(
      ["-c", "set c4=gggz; validate c4; echo loaded", form], timeout: 120)
    #expect(shell.status == 0, "\(shell)")
    #expect(shell.stderr.isEmpty, "\(shell)")
    #expect(shell.stdout.hasSuffix("loaded\n"), "\(shell)")
    let fill = try Formsh.run(
      ["fill", "--form", form, "-"],
      stdin: #"{"c0": "\#(String(repeating: "g", count: 40))z!"}"# + "\n",
      timeout: 120)
    #expect(fill.status == 1, "\(fill)")
    #expect(fill.stdout.contains("is too costly to check on this value"), "\(fill)")
    #expect(!fill.stderr.contains("too costly"), "\(fill)")
  }

  /// `lint` of 100,000 costly patterns, no two alike, probes until its budget is spent and
  /// says how many it did not reach: every pattern is either named or counted.
  @Test func lintProbesWithinItsBudgetAndCountsTheRest() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let count = 100_000
    let form = try files.write("many.json", Self.costlyForm(count))
    let lint = try Formsh.run(["lint", form], timeout: 300)
    #expect(lint.status == 0, "\(lint.stderr)")
    let named = lint.stdout.split(separator: "\n").count { $0.contains("is too costly to check") }
    let last = try #require(lint.stdout.split(separator: "\n").last)
    let counted = try #require(
      Int(last.split(separator: " ").first { Int($0) != nil } ?? ""), "\(last)")
    #expect(
      last.contains(
        "regexes were not probed for cost: lint probes a form's regexes for at most 3 seconds"))
    #expect(named > 0)
    #expect(named + counted == count, "\(named) named, \(counted) counted")
  }

  /// Ctrl-C while a form is loading (here, while it arrives on standard input) ends the run
  /// with 130: nothing after the load runs.
  @Test(arguments: [
    (["-c", "echo RAN"], "formsh: error: -: interrupted\n"),
    (["lint"], "formsh lint: error: -: interrupted\n"),
  ])
  func ctrlCDuringTheLoadEndsTheRun(arguments: [String], error: String) throws {
    let child = try Child(arguments + ["-"], measured: false)
    let form = Array(Self.costlyForm(3_000).utf8)
    let half = form.count / 2
    child.feed(Array(form[..<half]))
    // Once formsh has read the first half, it is loading (its signal handlers in place);
    // the second half goes in only once it has taken Ctrl-C.
    #expect(child.waitUntilInputIsRead(), "formsh did not read the form")
    #expect(child.deliver(signal: SIGINT), "formsh did not take SIGINT")
    child.feed(Array(form[half...]))
    let (status, _) = child.wait(atMost: 60)
    #expect(status == 130, "\(child.stderr)")
    #expect(child.stdout.isEmpty, "\(child.stdout)")
    #expect(child.stderr == error)
  }
}
