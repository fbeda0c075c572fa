import FormshData
import FormshDomain
import Testing

/// Batch fill of a form with read-only, computed and conditionally enabled fields, a
/// `default_value_from` and `submit_data` (issue 29): what each record's line says, as
/// `FillRecord` (the reference) gives it.
@Suite struct ComputedFillTests {
  static let form = AgreementForms.computed

  /// One record: values by field id (the others left out).
  static func fill(_ values: [String: Input]) -> FillOutcome {
    FillRecord(form: form)(form.fields.map { values[$0.id] })
  }

  @Test func computedFieldsAreWorkedOutPerRecordInDependencyOrder() throws {
    guard case .valid(let payload) = Self.fill(["qty": .number("3")]) else {
      Issue.record("refused")
      return
    }
    // total reads subtotal, which comes after it in the form: worked out first all the same.
    #expect(payload["subtotal"] == .number("30"))
    #expect(payload["total"] == .number("31"))
    guard case .valid(let other) = Self.fill(["qty": .number("4"), "price": .number("2.5")])
    else {
      Issue.record("refused")
      return
    }
    #expect(other["subtotal"] == .number("10"))
    #expect(other["total"] == .number("11"))
  }

  @Test func aComputedValueIsValidatedLikeAnyOther() {
    // 10 × 10 + 1 = 101, over total's max of 100.
    guard case .invalid(let errors) = Self.fill(["qty": .number("10")]) else {
      Issue.record("accepted")
      return
    }
    #expect(errors.map(\.field) == [Self.form.position(of: "total")])
    #expect(errors.map(\.code) == [.aboveMaximum])
  }

  @Test func aRecordGivingALockedFieldAnotherValueIsRefusedForIt() {
    guard
      case .invalid(let errors) = Self.fill([
        "qty": .number("1"), "code": .text("Z"), "total": .number("5"),
      ])
    else {
      Issue.record("accepted")
      return
    }
    #expect(errors.map(\.field) == ["total", "code"].map(Self.form.position(of:)))
    #expect(errors.map(\.code) == [.readOnly, .readOnly])
    #expect(errors[0].message == "is computed as 11 from other fields; the record gives 5")
    #expect(errors[1].message == "is read-only, always \"C\"; the record gives \"Z\"")
  }

  /// A payload filled again gives them what they have: taken.
  @Test func aRecordGivingALockedFieldItsOwnValueIsTaken() {
    guard
      case .valid(let payload) = Self.fill([
        "qty": .number("1"), "code": .text("C"), "total": .number("11.0"),
      ])
    else {
      Issue.record("refused")
      return
    }
    #expect(payload["total"] == .number("11"))
  }

  @Test func aDisabledFieldIsLeftOutAndAnEnabledOneSubmitted() {
    guard case .valid(let off) = Self.fill(["qty": .number("1"), "note": .text("hi")]) else {
      Issue.record("refused")
      return
    }
    #expect(off["note"] == nil)
    guard case .valid(let on) = Self.fill(["qty": .number("1"), "gift": .bool(true)]) else {
      Issue.record("refused")
      return
    }
    // Left out of the record: the field starts with what default_value_from gave.
    #expect(on["note"] == .string("for C"))
    #expect(on["code"] == .string("C"))
  }

  @Test func submitDataFollowsTheFields() {
    guard case .valid(let payload) = Self.fill(["qty": .number("1")]) else {
      Issue.record("refused")
      return
    }
    #expect(
      payload.entries.map(\.id) == [
        "price", "qty", "total", "subtotal", "code", "gift", "source", "n",
      ])
    #expect(PayloadWriter.string(payload).hasSuffix(#""gift":false,"source":"agreement","n":1}"#))
  }

  @Test func aComputedFieldThatCannotBeWorkedOutIsTheRecordsError() throws {
    let form = try FormDecoder.decode(
      Array(
        #"""
        {"form_title": "ratio", "fields": [
          {"id": "a", "order": 1, "type": "TEXT", "subtype": "NUMBER", "label": "A"},
          {"id": "b", "order": 2, "type": "TEXT", "subtype": "NUMBER", "label": "B"},
          {"id": "r", "order": 3, "type": "TEXT", "subtype": "NUMBER", "label": "R",
           "value": {"/": [{"var": "a"}, {"var": "b"}]}}]}
        """#.utf8), source: "ratio.json"
    ).form
    let fill = FillRecord(form: form)
    #expect(
      fill([.number("1"), .number("0"), nil])
        == .invalid([
          FillError(
            field: 2, message: "could not be worked out: NaN: division by zero", code: .notComputed)
        ]))
    guard case .valid(let payload) = fill([.number("1"), .number("4"), nil]) else {
      Issue.record("refused")
      return
    }
    #expect(payload["r"] == .number("0.25"))
  }
}
