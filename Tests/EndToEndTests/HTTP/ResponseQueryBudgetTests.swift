import Foundation
import Testing

/// Issue 26 §10: a JSONPath filter whose `search` or `match` cannot be checked on a value of
/// the response (its pattern runs out of its budget there) stops the query with an error. It
/// used to count as "no match", so `expect response … count 0` passed on a body it never
/// judged.
@Suite struct ResponseQueryBudgetTests {
  /// Submits the signup form to the backend's echo, whose `path` and `headers.x-probe`
  /// then hold `text`; `commands` start on line 6.
  static func run(echoing text: String, _ commands: String) throws -> Formsh.Result {
    let backend = try Backends.plain()
    // The marker keeps only its digits: its hex letters could spell "ab" or "aac", which the
    // patterns below would then find without meeting the costly value.
    let marker = Backends.marker().filter { $0.isNumber || $0 == "-" }
    let url = backend.url("/echo?m=\(marker)&x=\(text)")
    return try SubmitToTests.run(
      SubmitToTests.filled + "header X-Probe: \(text)\nsubmit --to \(url)\n" + commands)
  }

  /// A run of a's that ends where the patterns below cannot: exponential backtracking.
  static let hostile = String(repeating: "a", count: 40) + "!bc"

  @Test(
    "a filter too costly to check fails the expectation, whatever it expects",
    arguments: [
      (#"$[?search(@, '(a+)+b')]"#, "count 0", "search", "(a+)+b"),
      (#"$[?search(@, '(a|aa)+c')]"#, "count 1", "search", "(a|aa)+c"),
      (#"$[?!search(@, '(a+)+b')]"#, "exists", "search", "(a+)+b"),
      (#"$.headers[?match(@, '(a+)+b')]"#, "count 0", "match", "(a+)+b"),
    ])
  func costlyFilter(path: String, test: String, function: String, pattern: String) throws {
    let result = try Self.run(echoing: Self.hostile, "expect response \"\(path)\" \(test)")
    #expect(result.status == 1, "\(result)")
    #expect(
      result.stderr.hasSuffix(
        "-c:6: error: expected response \(path) \(test), found no answer: the query could not be finished: \(function)() with the pattern \(pattern) is too costly to check on a value of this body\n"
      ), "\(result.stderr)")
  }

  @Test("the same filters answer on a body they can check")
  func checkableBody() throws {
    let result = try Self.run(
      echoing: "plain",
      """
      expect response "$[?search(@, '(a+)+b')]" count 0
      expect response "$[?search(@, 'plain')]" count 1
      expect response "$[?!search(@, '(a+)+b')]" exists
      """)
    #expect(result.status == 0, "\(result)")
  }

  @Test("capture through a filter too costly to check takes nothing")
  func capture() throws {
    let result = try Self.run(
      echoing: Self.hostile,
      "capture found = \"$[?search(@, '(a|aa)+c')]\"\necho got ${found}")
    #expect(result.status == 1, "\(result)")
    #expect(
      result.stderr.contains(
        "-c:6: error: $[?search(@, '(a|aa)+c')] could not be finished: search() with the pattern (a|aa)+c is too costly to check on a value of this body\n"
      ), "\(result.stderr)")
    #expect(!result.stdout.contains("got "))
  }
}
