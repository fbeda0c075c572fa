import FormshData
import FormshDomain
import Testing

/// docs/form-format.md, "How formsh handles odd input", per field: unknown types and subtypes,
/// missing labels, a required dropdown with no options; and §1's case-insensitive type names and
/// the URL subtype.
@Suite("FieldMapper")
struct FieldMapperTests {
  @Test("an unknown or missing type skips the field with a warning naming its id and type")
  func unknownType() throws {
    let loaded = try Fixture.load("unknown-type.json")
    #expect(loaded.form.ids == ["name"])
    #expect(
      loaded.diagnostics == [
        Diagnostic(.unknownType("COLOR_PICKER"), field: "color"),
        Diagnostic(.unknownType("DATE_PICKER"), field: "dob"),
        Diagnostic(.unknownType("DatePicker"), field: "dob2"),
        Diagnostic(.unknownType(nil), field: "no_type"),
        Diagnostic(.unknownType(nil), field: "null_type"),
      ])
    #expect(loaded.diagnostics.allSatisfy { $0.severity == .warning })
    #expect(loaded.diagnostics[1].message == "unknown type \"DATE_PICKER\"; field skipped")
    #expect(!loaded.hasErrors)
  }

  @Test("an unknown subtype is plain text, with a warning")
  func unknownSubtype() throws {
    let loaded = try Fixture.load("unknown-subtype.json")
    let field = try #require(loaded.form.field("handle"))
    #expect(field.kind == .text)
    #expect(field.constraints.maxLength == 3)
    #expect(loaded.diagnostics == [Diagnostic(.unknownSubtype("HANDLE"), field: "handle")])
    #expect(loaded.diagnostics[0].severity == .warning)
  }

  @Test("type and subtype names match in any case; URL is a spelling of URI")
  func typeNames() throws {
    let loaded = try Fixture.load("type-names.json")
    #expect(loaded.diagnostics == [])
    #expect(
      loaded.form.fields.map(\.kind) == [
        .text, .text, .multiline, .number, .url, .url, .url, .secure, .email, .dropdown,
        .multiselect, .checkbox, .toggle,
      ])
  }

  @Test("a missing label falls back to the placeholder, then the id, with a warning")
  func missingLabel() throws {
    let loaded = try Fixture.load("missing-label.json")
    #expect(
      loaded.form.fields.map(\.label) == ["Placeholder stands in", "bare", "blank", "Labelled"])
    #expect(
      loaded.diagnostics == [
        Diagnostic(.missingLabel(fallback: "Placeholder stands in"), field: "with_placeholder"),
        Diagnostic(.missingLabel(fallback: "bare"), field: "bare"),
        Diagnostic(.missingLabel(fallback: "blank"), field: "blank"),
      ])
    #expect(loaded.diagnostics.allSatisfy { $0.severity == .warning })
  }

  @Test("a placeholder of only spaces is no label either: the id is shown")
  func blankPlaceholder() throws {
    let json =
      #"{"form_title": "T", "fields": [{"id": "f", "order": 1, "type": "TEXT", "placeholder": "   "}]}"#
    let loaded = try FormDecoder.decode(Array(json.utf8), source: "t.json")
    #expect(loaded.form.field("f")?.label == "f")
    #expect(loaded.diagnostics == [Diagnostic(.missingLabel(fallback: "f"), field: "f")])
  }

  @Test("options without an id, or repeating one, are skipped; a missing label shows the id")
  func badOptions() throws {
    let json = """
      {"form_title": "T", "fields": [{"id": "d", "order": 1, "type": "DROPDOWN", "label": "D",
        "options": [{"id": "a", "label": "A"}, {"label": "No id"}, "b", {"id": "a", "label": "Again"},
                    {"id": 7}, {"id": "c", "label": ""}]}]}
      """
    let loaded = try FormDecoder.decode(Array(json.utf8), source: "t.json")
    #expect(
      loaded.form.field("d")?.options == [
        Option(id: "a", label: "A"), Option(id: "7", label: "7", isNumber: true),
        Option(id: "c", label: "c"),
      ])
    #expect(
      loaded.diagnostics == [
        Diagnostic(.badOption(position: 2), field: "d"),
        Diagnostic(.badOption(position: 3), field: "d"),
        Diagnostic(.duplicateOption("a"), field: "d"),
      ])
  }

  @Test("a required dropdown with no options loads, is an error, and can never be submitted")
  func requiredDropdownWithoutOptions() throws {
    let loaded = try Fixture.load("required-dropdown-no-options.json")
    #expect(loaded.form.ids == ["region", "optional_region"])
    #expect(loaded.form.field("region")?.options == [])
    #expect(
      loaded.diagnostics == [
        Diagnostic(.noOptions(required: true), field: "region"),
        Diagnostic(.noOptions(required: false), field: "optional_region"),
      ])
    #expect(loaded.diagnostics.map(\.severity) == [.error, .warning])
    #expect(loaded.hasErrors)

    let form = loaded.form
    var state = form.initialState
    #expect(throws: EditError.unknownOption(field: "region", input: "eu", accepted: [])) {
      try EditForm(form: form).set("region", .text("eu"), in: &state)
    }
    guard case .failure(let refused) = BuildSubmission(form: form)(state) else {
      Issue.record("a form with a required dropdown without options was submitted")
      return
    }
    #expect(
      refused.failures == [
        FieldFailure(field: "region", failure: .required(.dropdown), message: "Choose a region.")
      ])
  }
}
