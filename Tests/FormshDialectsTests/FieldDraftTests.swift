import FormshJSON
import Testing

@testable import FormshDialects

/// `FieldDraft`, the one field builder of every dialect: keys are `FormKeys.Field`s, each
/// written once, in the order set (`object`, the schema-like dialects') or in formsh's order
/// (`object(order:)`, the element walks').
struct FieldDraftTests {
  /// The keys of an object, in order.
  static func keys(_ object: JSONObject) -> [String] { object.members.map(\.key) }

  @Test("a key is written in the order it was first set, once, and nil takes it out")
  func setOrder() {
    var draft = FieldDraft(id: "age")
    draft.type = "TEXT"
    draft.subtype = "NUMBER"
    draft.label = "Age"
    draft.readOnly = true
    draft.min = .number("0")
    draft.label = "Your age"
    draft.placeholder = "years"
    draft.placeholder = nil
    draft.required = false
    draft.number(3)
    #expect(
      Self.keys(draft.object) == ["id", "order", "type", "subtype", "label", "read_only", "min"])
    #expect(draft.object["label"] == .string("Your age"))
    #expect(draft.object["order"] == .number("3"))
  }

  @Test("object(order:) writes formsh's order, whatever order the keys were set in")
  func formshOrder() {
    var draft = FieldDraft(id: "size", type: "DROPDOWN", label: "Size")
    draft.errorMessage = "pick one"
    draft.options = [.string("s"), .string("m")]
    draft.required = true
    draft.visibleIf = .bool(true)
    draft.section = "p1"
    let object = draft.object(order: 2)
    #expect(
      Self.keys(object) == [
        "id", "order", "type", "label", "section", "required", "visible_if", "options",
        "error_message",
      ])
    #expect(object["order"] == .number("2"))
  }

  @Test("typed keys read back as they were set, a list's bounds as its repeat")
  func typedKeys() {
    var draft = FieldDraft(id: "items", type: FormKeys.groupType, label: "Items")
    draft.maxLength = 20
    draft.allowMultiple = true
    draft.fields = [JSONObject([("id", .string("a"))])]
    draft.repeats(min: 1, max: nil)
    #expect(draft.maxLength == 20)
    #expect(draft[.maxLength] == .number("20"))
    #expect(draft.allowMultiple)
    #expect(draft.fields?.count == 1)
    #expect(draft[.repeat] == .object(JSONObject([("min", .number("1"))])))
    #expect(draft.takenAsDefault(.number("2")) == .number("2"))
  }

  @Test("a dropdown takes a number or a boolean default as its option's text")
  func dropdownDefault() {
    let draft = FieldDraft(id: "n", type: "DROPDOWN", label: "N")
    #expect(draft.takenAsDefault(.number("2")) == .string("2"))
    #expect(draft.takenAsDefault(.bool(false)) == .string("false"))
  }

  @Test("the field's keys are FormKeys.Field's, in the reference's order")
  func keysAreDeclaredOnce() {
    #expect(FormKeys.Level.field.keys == FormKeys.Field.allCases.map(\.rawValue))
    #expect(Set(FieldDraft.writtenOrder).isSubset(of: Set(FormKeys.Field.allCases)))
  }
}
