import FormshData
import FormshDomain
import Testing

/// Bytes that are not a form: a clear error with the source, a 1-based line and column
/// (counted in characters), and no partial form.
@Suite("FormDecoder")
struct FormDecoderTests {
  func decode(_ text: String) throws(FormLoadError) -> LoadedForm {
    try FormDecoder.decode(Array(text.utf8), source: "form.json")
  }

  @Test(
    "malformed input is an error that says where",
    arguments: [
      ("", 1, 1, "empty input; expected a JSON value"),
      (" \n\t\n", 3, 1, "empty input; expected a JSON value"),
      ("form_title: x", 1, 1, "expected a value, found 'form_title'"),
      ("{\n  \"a\": 1,\n  \"b\" 2\n}", 3, 7, "expected ':' after the key \"b\", found '2'"),
      ("{\"fields\": [1, 2}", 1, 17, "expected ',' or ']' in an array, found '}'"),
      ("{\"fields\": [1, 2", 1, 17, "unexpected end of input in an array; expected ']'"),
      ("{\"a\": \"éé\" x}", 1, 12, "expected ',' or '}' in an object, found 'x'"),
      ("{\"a\": 1,}", 1, 9, "expected a string key in an object, found '}'"),
      ("{\"a\": tru}", 1, 7, "expected a value, found 'tru'"),
      ("{} {}", 1, 4, "unexpected '{' after the JSON value"),
      ("{\"a\": \"é\u{1}\"}", 1, 9, "control character U+0001 inside a string"),
      ("\u{FEFF}x", 1, 1, "expected a value, found 'x'"),
    ])
  func malformed(text: String, line: Int, column: Int, reason: String) {
    #expect(
      throws: FormLoadError.malformed(path: "form.json", line: line, column: column, reason: reason)
    ) {
      try decode(text)
    }
  }

  @Test(
    "JSON that is not an object is refused where its value starts",
    arguments: [
      ("[1, 2]", 1, 1, "an array"), ("\n\n  \"text\"", 3, 3, "a string"),
      ("  42", 1, 3, "a number"),
      ("null", 1, 1, "null"), ("\r\n\ttrue", 2, 2, "a boolean"), ("\u{FEFF}[]", 1, 1, "an array"),
    ])
  func notAnObject(text: String, line: Int, column: Int, found: String) {
    #expect(
      throws: FormLoadError.malformed(
        path: "form.json", line: line, column: column,
        reason: "expected a JSON object at the top level, found \(found)")
    ) { try decode(text) }
  }

  @Test("the smallest form: an empty object loads with warnings")
  func emptyObject() throws {
    let loaded = try decode("\u{FEFF}{}")
    #expect(loaded.source == "form.json")
    #expect(loaded.form.fields.isEmpty)
    #expect(loaded.diagnostics == [Diagnostic(.noFields), Diagnostic(.noTitle)])
  }
}
