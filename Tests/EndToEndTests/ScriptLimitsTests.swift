import Foundation
import Testing

/// Limits of a script that hold whatever the script does (issue 13 §4): the line limit
/// applies to a logical line of backslash continuations, joining them is linear, and
/// `source` cannot fan out.
@Suite(.serialized) struct ScriptLimitsTests {
  /// 100 continued segments of 1 MB made a 100 MB line that reached `set` (2 GB of memory):
  /// the logical line is refused whole, in bounded memory, and the script goes on after it.
  @Test func aLogicalLineOverTheLimitIsRefusedWholeInBoundedMemory() throws {
    let segment = Array(("set bio=" + String(repeating: "x", count: 1_000_000) + "\\\n").utf8)
    // A script on standard input is read as a stream: only the line limit bounds memory.
    let script = try Child([])
    for _ in 0..<100 { _ = script.feed(segment) }
    _ = script.feed(Array("end of the long line\necho after\n".utf8))
    script.closeInput()
    let (status, peak) = script.wait()
    #expect(status == 1)
    #expect(
      script.stderr.hasPrefix("<stdin>:1: error: the line is ")
        && script.stderr.hasSuffix("bytes long, more than the 1 MiB a line may have; skipped\n"),
      "\(script.stderr)")
    #expect(script.stdout == "after\n")
    #expect(peak < 200 * 1024, "peak \(peak) KB")
  }

  /// 200,000 continuation lines took minutes when each join copied the line so far; joined
  /// once, they are one short logical line (the run's time-out is the bound).
  @Test func manyContinuationLinesJoinInLinearTime() throws {
    let lines = String(repeating: "x\\\n", count: 200_000)
    let result = try Formsh.run(["run", "/dev/stdin"], stdin: "echo " + lines + "end\n")
    #expect(result.stderr.isEmpty)
    #expect(result.stdout == String(repeating: "x", count: 200_000) + "end\n")
    #expect(result.status == 0)
  }

  /// A file that sources itself twice fanned out to 2^32 runs within the depth limit; the
  /// session stops at a bounded number of sourced files, with a clear error.
  @Test func aFileSourcingItselfTwiceStops() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = files.path + "/twice.formsh"
    try "source \(path)\nsource \(path)\n".write(toFile: path, atomically: true, encoding: .utf8)
    let result = try Formsh.run(["-c", "source \(path)"], timeout: 120)
    #expect(result.status == 1)
    #expect(
      result.stderr.contains(
        "error: this session sourced 10000 files already; is \(path) sourcing itself?"))
  }
}
