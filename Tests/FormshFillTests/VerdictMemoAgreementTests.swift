import FormshData

@testable import FormshDomain
import Testing

@testable import FormshFill

/// A form whose verdict reads every input `VerdictMemo`'s key claims to cover
/// (sections shown and required on conditions, number fields hidden by a section or their own
/// condition and read by `required_if`, a combined table, `required_if` skipped when filled,
/// rules naming several fields, the same field twice, none): byte path and general path must
/// agree record by record.
@Suite struct VerdictMemoAgreementTests {
  static let memo: Form = {
    let json = #"""
      {"form_title": "memo", "sections": [
         {"id": "s1", "title": "S1", "visible_if": {"var": "flag"},
          "required_if": {"==": [{"var": "plan"}, "pro"]}},
         {"id": "s2", "title": "S2", "visible_if": {">": [{"var": "n"}, 3]},
          "required_if": {"in": ["a", {"var": "tags"}]}}],
       "fields": [
         {"id": "flag", "order": 1, "type": "CHECKBOX", "label": "Flag"},
         {"id": "plan", "order": 2, "type": "DROPDOWN", "label": "Plan",
          "options": [{"id": "free", "label": "F"}, {"id": "pro", "label": "P"},
            {"id": "team", "label": "T"}]},
         {"id": "n", "order": 3, "type": "TEXT", "subtype": "NUMBER", "label": "N",
          "visible_if": {"!=": [{"var": "plan"}, "free"]}},
         {"id": "m", "order": 4, "section": "s1", "type": "TEXT", "subtype": "NUMBER",
          "label": "M"},
         {"id": "tags", "order": 5, "type": "DROPDOWN", "allow_multiple": true, "label": "Tags",
          "options": [{"id": "a", "label": "A"}, {"id": "b", "label": "B"}]},
         {"id": "x", "order": 6, "type": "TEXT", "label": "X",
          "required_if": {"and": [{"var": "flag"}, {">": [{"var": "m"}, 2]}]}},
         {"id": "y", "order": 7, "section": "s1", "type": "TEXT", "label": "Y"},
         {"id": "z", "order": 8, "section": "s2", "type": "TEXT", "label": "Z",
          "required_if": {"==": [{"var": "plan"}, "team"]}},
         {"id": "w", "order": 9, "type": "TEXT", "subtype": "NUMBER", "label": "W",
          "visible_if": {"and": [{"==": [{"var": "plan"}, "team"]}, {"var": "flag"}]}},
         {"id": "v", "order": 10, "type": "CHECKBOX", "label": "V",
          "required_if": {">=": [{"var": "w"}, 5]}},
         {"id": "u", "order": 11, "section": "s2", "type": "DROPDOWN", "label": "U",
          "options": [{"id": "p", "label": "P"}, {"id": "q", "label": "Q"}]},
         {"id": "t", "order": 12, "section": "s1", "type": "TEXT", "label": "T"}],
       "rules": [
         {"check": {"!": {"in": ["b", {"var": "tags"}]}}, "message": "no b"},
         {"check": {"!=": [{"var": "plan"}, "team"]}, "message": "not team",
          "fields": ["m", "x", "m"]},
         {"check": {"!": {"var": "v"}}, "message": "no v", "fields": ["y", "n", "w", "y"]}]}
      """#
    return try! FormDecoder.decode(Array(json.utf8), source: "memo.json").form
  }()

  @Test func theMemoFormAgrees() {
    let fill = FillRecord(form: Self.memo)
    #expect(fill.readsOnBytes)
    #expect(fill.verdictKeys != nil)
    #expect(fill.verdictKeys?.filledFields.count == 3)
    for seed in 0..<UInt64(4) {
      let (comparison, _) = BytePathAgreementTests.check(
        "memo", Self.memo, count: 1_500, seed: 0x3E30_0100 + seed)
      #expect(comparison.records == 7_500)
      #expect(comparison.bytePath > 1_000)
    }
  }
}
