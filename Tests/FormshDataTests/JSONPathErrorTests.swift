import FormshData
import Testing

/// Queries that are not RFC 9535 JSONPath, or not well typed: refused with what was expected
/// and the column (1-based, in Unicode scalars).
@Suite("JSONPath errors")
struct JSONPathErrorTests {
  @Test(
    "each error says what was expected, and where",
    arguments: [
      ("$.items[", "expected a selector at column 9"),
      ("", "expected '$' at the start of the query at column 1"),
      ("a.b", "expected '$' at the start of the query, found 'a' at column 1"),
      ("$.", "expected a member name or '*' after '.' at column 3"),
      ("$..", "expected a member name, '*' or '[' after '..' at column 4"),
      ("$.1", "expected a member name or '*' after '.', found '1' at column 3"),
      ("$ ", "expected '.', '..', '[' or the end of the query, found ' ' at column 2"),
      ("$a", "expected '.', '..', '[' or the end of the query, found 'a' at column 2"),
      ("$[1", "expected ',' or ']' after a selector at column 4"),
      ("$[1 2]", "expected ',' or ']' after a selector, found '2' at column 5"),
      ("$[]", "expected a selector, found ']' at column 3"),
      ("$['a", "unterminated string; expected ' at column 3"),
      (#"$["a\'"]"#, "invalid escape '\\'' at column 5"),
      (#"$['\x']"#, "invalid escape '\\x' at column 4"),
      (#"$['\uD800']"#, "unpaired surrogate \\uD800 at column 4"),
      (#"$['\u12']"#, "invalid \\u escape at column 4"),
      ("$['a\u{1}']", "control character U+0001 inside a string; escape it at column 5"),
      ("$[01]", "an integer may not start with 0 at column 3"),
      ("$[-0]", "-0 is not an index; write 0 at column 3"),
      ("$[9007199254740992]", "integer out of range (±9007199254740991) at column 3"),
      ("$[1:2:]x", "expected '.', '..', '[' or the end of the query, found 'x' at column 8"),
      ("$[?@.a == 1", "expected ',' or ']' after a selector at column 12"),
      ("$[?]", "expected a query, a literal or a function, found ']' at column 4"),
      ("$[?1]", "a literal (1) cannot be a test; expected a comparison or a query at column 4"),
      (
        "$[?@.a == 'x' && true]",
        "a literal (true) cannot be a test; expected a comparison or a query at column 18"
      ),
      (
        "$[?@.* == 1]",
        "a comparison needs a singular query (names and indexes only), not one that may select "
          + "several nodes at column 4"
      ),
      (
        "$[?length(@.*) < 3]",
        "length() needs a singular query (names and indexes only) here at column 11"
      ),
      ("$[?count(1) == 1]", "count() takes a query (such as @.items) here at column 10"),
      (
        "$[?foo(@)]",
        "unknown function 'foo'; expected length, count, match, search or value at column 4"
      ),
      ("$[?length(@)]", "length() gives a value, not true or false; compare it at column 4"),
      (
        "$[?match(@.a, 'a') == true]",
        "match() gives true or false, which cannot be compared; use it as a test at column 4"
      ),
      ("$[?length(@, @)]", "length() takes 1 argument, found 2 at column 4"),
      ("$[?match(@)]", "match() takes 2 arguments, found 1 at column 4"),
      ("$[?@.a == 01]", "a number may not start with 0 at column 11"),
      ("$[?@.a == 1.]", "expected a digit after '.', found ']' at column 13"),
      ("$[?(@.a]", "expected ')', found ']' at column 8"),
      ("$[?!1]", "expected a query, a function or '(' after '!' at column 5"),
      ("$[?@.a = 1]", "expected ',' or ']' after a selector, found '=' at column 8"),
      ("$[?@.a == nul]", "expected '(' after the function name 'nul' at column 14"),
      ("$.☺[", "expected a selector at column 5"),
    ])
  func refused(query: String, description: String) {
    #expect(throws: (any Error).self) { try JSONPath(query) }
    do {
      _ = try JSONPath(query)
    } catch {
      #expect(error.description == description, "\(query)")
    }
  }

  @Test("the message and the column are apart")
  func fields() {
    #expect(throws: JSONPathError(message: "expected a selector", column: 9)) {
      try JSONPath("$.items[")
    }
  }

  @Test("filters nested past 64 levels are refused, not a stack overflow")
  func nesting() throws {
    let deep = "$[?" + String(repeating: "(", count: 10_000) + "@" + "]"
    #expect(throws: JSONPathError(message: "filter nested more than 64 levels deep", column: 68)) {
      try JSONPath(deep)
    }
    let queries =
      "$" + String(repeating: "[?@", count: 5_000) + String(repeating: "]", count: 5_000)
    #expect(throws: JSONPathError.self) { try JSONPath(queries) }
    let fine =
      "$[?" + String(repeating: "(", count: 60) + "@" + String(repeating: ")", count: 60) + "]"
    #expect(try JSONPath(fine).select(in: .array([.number("1")])) == [.number("1")])
  }
}
