import FormshData
import FormshDomain
import Testing

@testable import FormshFill

/// A fill's workspace (`FillEngine.Workspace`: the use case's scratch and the conditions'
/// readings, with the verdicts they keep) says it fits itself to the engine it is used with:
/// one that filled records of one form on the byte path and is then used with another must
/// give the other form's output byte for byte as a fresh one does,
/// whatever the two forms' field counts, and whether or not the first form's `FillRecord` is
/// gone by then (a new one may take its address).
@Suite struct ScratchReuseTests {
  static func form(_ json: String) -> Form {
    try! FormDecoder.decode(Array(json.utf8), source: "reuse.json").form
  }

  /// Three fields, conditions, no section, no rule.
  static let plain = form(
    #"""
    {"form_title": "plain", "fields": [
       {"id": "flag", "order": 1, "type": "CHECKBOX", "label": "Flag"},
       {"id": "plan", "order": 2, "type": "DROPDOWN", "label": "Plan",
        "options": [{"id": "free", "label": "F"}, {"id": "pro", "label": "P"}]},
       {"id": "note", "order": 3, "type": "TEXT", "label": "Note",
        "visible_if": {"var": "flag"}}]}
    """#)

  /// Three fields too, with sections, `required_if` and rules.
  static let sectioned = form(
    #"""
    {"form_title": "sectioned", "sections": [
       {"id": "s1", "title": "S1", "visible_if": {"==": [{"var": "plan"}, "pro"]}},
       {"id": "s2", "title": "S2", "visible_if": {"var": "flag"},
        "required_if": {"==": [{"var": "plan"}, "team"]}},
       {"id": "s3", "title": "S3", "visible_if": {"!=": [{"var": "plan"}, "free"]}}],
     "fields": [
       {"id": "flag", "order": 1, "type": "CHECKBOX", "label": "Flag"},
       {"id": "plan", "order": 2, "type": "DROPDOWN", "label": "Plan",
        "options": [{"id": "free", "label": "F"}, {"id": "pro", "label": "P"},
          {"id": "team", "label": "T"}]},
       {"id": "note", "order": 3, "section": "s2", "type": "TEXT", "label": "Note",
        "required_if": {"var": "flag"}}],
     "rules": [
       {"check": {"!=": [{"var": "plan"}, "team"]}, "message": "no team", "fields": ["note"]},
       {"check": {"!": {"var": "flag"}}, "message": "no flag"},
       {"check": {"==": [{"var": "plan"}, "pro"]}, "message": "pro only", "fields": ["plan"]}]}
    """#)

  /// Twelve fields, each shown by the first and required by the one before it.
  static let wide: Form = {
    var fields = [#"{"id": "f1", "order": 1, "type": "CHECKBOX", "label": "F1"}"#]
    for n in 2...12 {
      fields.append(
        #"{"id": "f\#(n)", "order": \#(n), "type": "CHECKBOX", "label": "F\#(n)", "#
          + #""visible_if": {"var": "f1"}, "required_if": {"var": "f\#(n - 1)"}}"#)
    }
    return form(
      #"{"form_title": "wide", "fields": ["# + fields.joined(separator: ", ")
        + #"], "rules": [{"check": {"!": {"var": "f12"}}, "message": "no f12", "#
        + #""fields": ["f12"]}]}"#)
  }()

  static func engines(_ form: Form) -> (bytes: FillEngine, general: FillEngine) {
    let parser = JSONRecordParser(fieldIDs: form.fields.map(\.id))
    return (
      FillEngine(form: form, parser: .jsonl(parser)),
      FillEngine(form: form, parser: .jsonl(parser), bytePath: false)
    )
  }

  static func lines(_ form: Form, seed: UInt64) -> [RecordBatch] {
    var generator = HostileRecords(form: form, seed: seed)
    return BytePathAgreementTests.batches(generator.lines(600).lines, firstRecord: 1)
  }

  /// Fills `form`'s records in `space` on the byte path; true when every batch's output
  /// is the general path's.
  static func agrees(_ form: Form, _ space: inout FillEngine.Workspace, seed: UInt64) -> Bool {
    let (bytes, general) = engines(form)
    var agrees = true
    for batch in lines(form, seed: seed) {
      let (fast, fastSummary) = BytePathAgreementTests.output(bytes, batch, &space)
      let (slow, _) = BytePathAgreementTests.output(general, batch)
      #expect(fastSummary.bytePath > 0)
      if fast != slow { agrees = false }
    }
    return agrees
  }

  @Test func aScratchFillsAnotherFormOfAsManyFields() {
    var space = FillEngine.Workspace()
    #expect(Self.agrees(Self.plain, &space, seed: 11))
    #expect(Self.agrees(Self.sectioned, &space, seed: 12))
    #expect(Self.agrees(Self.plain, &space, seed: 13))
  }

  @Test func aScratchFillsAnotherFormAfterTheFirstIsGone() {
    var space = FillEngine.Workspace()
    // Each form's engines made and dropped in turn: the next `FillRecord` is often made
    // where the last one was.
    for round in 0..<UInt64(6) {
      #expect(Self.agrees(round % 2 == 0 ? Self.plain : Self.wide, &space, seed: 20 + round))
    }
  }
}
