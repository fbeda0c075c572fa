import FormshData
import FormshDomain
import Testing

/// A key written twice in one object of a form (issue 13 §5d): the first one wins, as for
/// duplicate field ids, and each repeat is a warning naming the key, its object and field.
@Suite("DuplicateKeys")
struct DuplicateKeysTests {
  func decode(_ text: String) throws -> LoadedForm {
    try FormDecoder.decode(Array(text.utf8), source: "form.json")
  }

  /// The last one used to win: the password field became plain text, with no word said.
  @Test func aRepeatedSubtypeCannotTurnAPasswordIntoPlainText() throws {
    let loaded = try decode(
      #"{"form_title":"t","fields":[{"id":"pw","order":1,"type":"TEXT","subtype":"SECURE","label":"Password","subtype":"PLAIN"}]}"#
    )
    #expect(loaded.form.fields.first?.kind == .secure)
    #expect(
      loaded.diagnostics == [
        Diagnostic(.duplicateKey(key: "subtype", in: "/fields/0"), field: "pw")
      ])
    #expect(loaded.diagnostics.first?.severity == .warning)
    #expect(
      loaded.diagnostics.first?.message
        == #"duplicate key "subtype" in /fields/0; the first one wins, this one is ignored"#)
  }

  @Test func everyRepeatAtEveryDepthIsAWarningAndTheFirstWins() throws {
    let loaded = try decode(
      #"""
      {"form_title":"first","form_title":"second","fields":[
        {"id":"c","id":"other","type":"DROPDOWN","label":"C","options":[{"id":"a","label":"A","label":"B"}],
         "metadata":{"x":"https://a.example/","x":"https://b.example/"},"required":true,"required":false},
        {"id":"t","type":"TEXT","label":"T","theme":{}}
      ],"theme":{"text_color":"#000000","text_color":"#FFFFFF"},"fields":[]}
      """#)
    #expect(loaded.form.title == "first")
    #expect(loaded.form.fields.map(\.id) == ["c", "t"])
    let field = try #require(loaded.form.fields.first)
    #expect(field.options == [Option(id: "a", label: "A")])
    #expect(field.isRequired)
    #expect(
      loaded.diagnostics.filter {
        $0.problem is LoadProblem && $0.message.hasPrefix("duplicate key")
      }
        == [
          Diagnostic(.duplicateKey(key: "form_title", in: "")),
          Diagnostic(.duplicateKey(key: "fields", in: "")),
          Diagnostic(.duplicateKey(key: "id", in: "/fields/0"), field: "c"),
          Diagnostic(.duplicateKey(key: "required", in: "/fields/0"), field: "c"),
          Diagnostic(.duplicateKey(key: "label", in: "/fields/0/options/0"), field: "c"),
          Diagnostic(.duplicateKey(key: "x", in: "/fields/0/metadata"), field: "c"),
          Diagnostic(.duplicateKey(key: "text_color", in: "/theme")),
        ])
    #expect(
      loaded.diagnostics.first?.message
        == #"duplicate key "form_title" in the top-level object; the first one wins, this one is ignored"#
    )
  }

  @Test func aWideObjectIsCheckedToo() throws {
    let keys = (0..<40).map { #""k\#($0)":\#($0)"# }.joined(separator: ",")
    let loaded = try decode(
      #"{"form_title":"t","fields":[],"extra":{"# + keys + #","k7":1,"a/b~":1,"a/b~":2}}"#)
    #expect(
      loaded.diagnostics == [
        Diagnostic(.duplicateKey(key: "k7", in: "/extra")),
        Diagnostic(.duplicateKey(key: "a/b~", in: "/extra")),
        // No key of the dialect: checked for repeats all the same.
        Diagnostic(.unknownKey("extra", in: "the top-level object", suggestion: nil)),
      ])
  }
}
