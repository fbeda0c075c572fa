import FormshData
import Testing

/// Hostile documents and queries: deep nesting never exhausts the stack, and a budget stops a
/// query whose work explodes.
@Suite("JSONPath bounds")
struct JSONPathBoundsTests {
  /// `[[[…[]…]]]`, `depth` arrays deep, built without recursion.
  static func nested(_ depth: Int) -> JSONValue {
    var value = JSONValue.array([])
    for _ in 1..<depth { value = .array([value]) }
    return value
  }

  @Test("$..* over 10,000 nested arrays walks without recursion")
  func deepDocument() throws {
    let document = Self.nested(10_000)
    #expect(try JSONPath("$..*").select(in: document).count == 9_999)
    #expect(try JSONPath("$..[0]").select(in: document).count == 9_999)
    // Comparing each node with itself is quadratic here: the budget counts the comparison.
    #expect(throws: JSONPathEvaluationError.overBudget(limit: 1_000_000)) {
      try JSONPath("$..[?@ == @]").select(in: document, budget: 1_000_000)
    }
    // One comparison of two 9,999-level values, with a stack of its own.
    #expect(try JSONPath("$[?@ == $[0]]").select(in: document).count == 1)
    #expect(try JSONPath("$[?@ == $]").select(in: document).isEmpty)
  }

  @Test("a huge nodelist is selected in full")
  func wideDocument() throws {
    let document = JSONValue.array((0..<200_000).map { .number(String($0)) })
    #expect(try JSONPath("$..*").select(in: document).count == 200_000)
    #expect(try JSONPath("$[-1]").select(in: document) == [.number("199999")])
    #expect(try JSONPath("$[::-1]").select(in: document).first == .number("199999"))
  }

  @Test("a budget stops a query whose work explodes")
  func budget() throws {
    let document = Self.nested(2_000)
    let explosive = try JSONPath("$..*..*..*")
    #expect(throws: JSONPathEvaluationError.overBudget(limit: 1_000_000)) {
      try explosive.select(in: document, budget: 1_000_000)
    }
    #expect(try JSONPath("$..*").select(in: document, budget: 10_000).count == 1_999)
    #expect(throws: JSONPathEvaluationError.overBudget(limit: 100)) {
      try JSONPath("$..*").select(in: document, budget: 100)
    }
    #expect(JSONPath.defaultBudget == 10_000_000)
  }

  @Test(
    "a pattern too costly to check stops the query: never counted as no match (issue 26 §10)",
    arguments: [
      ("$[?search(@, '(a+)+b')]", "search", "(a+)+b"),
      ("$[?match(@, '(a+)+b')]", "match", "(a+)+b"),
      ("$[?!search(@.name, '(a|aa)+c')]", "search", "(a|aa)+c"),
    ])
  func costlyPattern(query: String, function: String, pattern: String) throws {
    // Runs of a's that end where the pattern cannot: exponential backtracking.
    let run = String(repeating: "a", count: 40) + "!bc"
    let document = JSONValue.array([
      .string("ab"), .string(run), .string("b" + run),
      .object(JSONObject([("name", .string("b" + run))])),
    ])
    let path = try JSONPath(query)
    let stop = JSONPathEvaluationError.patternTooCostly(function: function, pattern: pattern)
    #expect(throws: stop) { try path.select(in: document) }
    #expect(throws: stop) { try path.select(in: document, budget: JSONPath.defaultBudget) }
    #expect(
      stop.message
        == "could not be finished: \(function)() with the pattern \(pattern) is too costly to check on a value of this body"
    )
    // The same query on values it can check answers.
    let plain = JSONValue.array([
      .string("ab"), .string("xyz"), .object(JSONObject([("name", .string("aab"))])),
    ])
    #expect(throws: Never.self) { try path.select(in: plain) }
  }
}
