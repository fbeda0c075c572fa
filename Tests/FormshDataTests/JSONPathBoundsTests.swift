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
    #expect(try JSONPath("$..[?@ == @]").select(in: document, budget: 1_000_000) == nil)
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
    #expect(explosive.select(in: document, budget: 1_000_000) == nil)
    #expect(try JSONPath("$..*").select(in: document, budget: 10_000)?.count == 1_999)
    #expect(try JSONPath("$..*").select(in: document, budget: 100) == nil)
    #expect(JSONPath.defaultBudget == 10_000_000)
  }
}
