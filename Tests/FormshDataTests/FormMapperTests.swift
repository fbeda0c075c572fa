import FormshData
import FormshDomain
import Testing

/// docs/form-format.md, "How formsh handles odd input", for the form as a whole: order, duplicate
/// ids, fields without ids or that are not objects, no `fields` key.
@Suite("FormMapper")
struct FormMapperTests {
  @Test("fields sort stably by order; unordered ones follow in file order")
  func order() throws {
    let loaded = try Fixture.load("order.json")
    #expect(
      loaded.form.ids == [
        "negative", "a1", "a2", "a3", "b", "c", "none1", "fractional", "stringy", "none2",
      ])
    #expect(
      loaded.diagnostics == [
        Diagnostic(.orderMissing, field: "none1"),
        Diagnostic(.orderNotInteger("2.5"), field: "fractional"),
        Diagnostic(.orderDuplicated(1), field: "a2"),
        Diagnostic(.orderNotInteger("\"2\""), field: "stringy"),
        Diagnostic(.orderDuplicated(1), field: "a3"),
        Diagnostic(.orderMissing, field: "none2"),
      ])
    #expect(loaded.diagnostics.allSatisfy { $0.severity == .warning })
    #expect(
      loaded.diagnostics[1].message
        == "order 2.5 is not an integer; placed after the ordered fields")
  }

  @Test("an order written as a whole number with a zero fraction (2.0) is that integer")
  func integralOrder() throws {
    let json =
      #"{"form_title":"t","fields":[{"id":"b","order":2.0,"type":"TEXT","label":"B"},{"id":"a","order":1,"type":"TEXT","label":"A"}]}"#
    let loaded = try FormDecoder.decode(Array(json.utf8), source: "inline")
    #expect(loaded.form.ids == ["a", "b"])
    #expect(loaded.diagnostics.isEmpty)
  }

  @Test(
    "an integer order beyond 64 bits is out of range, not \"not an integer\"",
    arguments: ["9223372036854775808", "-9223372036854775809", "99999999999999999999999.0"])
  func orderOutOfRange(order: String) throws {
    let json =
      #"{"form_title":"t","fields":[{"id":"big","order":"# + order
      + #","type":"TEXT","label":"B"},{"id":"a","order":1,"type":"TEXT","label":"A"}]}"#
    let loaded = try FormDecoder.decode(Array(json.utf8), source: "inline")
    #expect(loaded.form.ids == ["a", "big"])
    #expect(loaded.diagnostics == [Diagnostic(.orderOutOfRange(order), field: "big")])
    #expect(
      loaded.diagnostics.first?.message
        == "order \(order) is out of range (from -9223372036854775808 to 9223372036854775807);"
        + " placed after the ordered fields")
  }

  @Test("the sort is the same whatever the number of tied fields")
  func stableSort() {
    let count = 200
    let fields = (0..<count).map { index -> String in
      let order = index % 3 == 0 ? "" : "\"order\": \(index % 2),"
      return "{\"id\": \"f\(index)\", \(order) \"type\": \"TEXT\", \"label\": \"F\"}"
    }
    let json = "{\"form_title\": \"T\", \"fields\": [\(fields.joined(separator: ","))]}"
    let loaded = try? FormDecoder.decode(Array(json.utf8), source: "stable.json")
    let indices = (0..<count)
    let expected =
      indices.filter { $0 % 3 != 0 && $0 % 2 == 0 } + indices.filter { $0 % 3 != 0 && $0 % 2 == 1 }
      + indices.filter { $0 % 3 == 0 }
    #expect(loaded?.form.ids == expected.map { "f\($0)" })
  }

  @Test("a duplicate id: the first wins, later ones are skipped with a warning")
  func duplicateID() throws {
    let loaded = try Fixture.load("duplicate-id.json")
    #expect(loaded.form.ids == ["nickname", "other"])
    #expect(loaded.form.field("nickname")?.label == "First nickname")
    #expect(loaded.form.field("nickname")?.kind == .text)
    #expect(
      loaded.diagnostics == [
        Diagnostic(.duplicateID("nickname"), field: "nickname"),
        Diagnostic(.duplicateID("nickname"), field: "nickname"),
      ])
    #expect(loaded.diagnostics.allSatisfy { $0.severity == .warning })
  }

  @Test("a field without an id, or an element that is not an object, is skipped with a warning")
  func missingID() throws {
    let loaded = try Fixture.load("missing-id.json")
    #expect(loaded.form.ids == ["kept"])
    #expect(
      loaded.diagnostics == [
        Diagnostic(.missingID(position: 1)),
        Diagnostic(.fieldNotObject(position: 2, found: "a string")),
        Diagnostic(.fieldNotObject(position: 3, found: "a number")),
        Diagnostic(.fieldNotObject(position: 4, found: "null")),
        Diagnostic(.fieldNotObject(position: 5, found: "an array")),
        Diagnostic(.fieldNotObject(position: 6, found: "a boolean")),
        Diagnostic(.missingID(position: 7)),
      ])
    #expect(loaded.diagnostics.allSatisfy { $0.severity == .warning && $0.field == nil })
    #expect(loaded.diagnostics[1].message == "field #2 is a string, not an object; skipped")
  }

  @Test("no fields key: a form with no fields and a warning")
  func noFields() throws {
    let loaded = try Fixture.load("no-fields.json")
    #expect(loaded.form.fields.isEmpty)
    #expect(loaded.form.title == "No fields key")
    #expect(loaded.form.theme.background == RGB(0x10, 0x10, 0x10))
    #expect(loaded.diagnostics == [Diagnostic(.noFields)])
    #expect(loaded.diagnostics[0].severity == .warning)
  }

  @Test("fields that is not an array, and a missing title")
  func fieldsNotArray() throws {
    let loaded = try FormDecoder.decode(Array(#"{"fields": {"id": "a"}}"#.utf8), source: "x")
    #expect(loaded.form.fields.isEmpty)
    #expect(loaded.form.title == "Untitled form")
    #expect(
      loaded.diagnostics == [Diagnostic(.fieldsNotArray(found: "an object")), Diagnostic(.noTitle)])
  }

  @Test("title is read when form_title is absent or null")
  func legacyTitle() throws {
    for json in [
      #"{"title": "Legacy", "fields": []}"#,
      #"{"form_title": null, "title": "Legacy", "fields": []}"#,
    ] {
      let loaded = try FormDecoder.decode(Array(json.utf8), source: "t.json")
      #expect(loaded.form.title == "Legacy")
      #expect(loaded.diagnostics == [])
    }
  }
}
