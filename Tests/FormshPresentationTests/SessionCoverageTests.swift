import FormshCases
import FormshDomain
import FormshSession
import Testing

/// What a session records of its form when coverage is on: each side seen only when it
/// happened, by edits, refusals, checks and submits.
@Suite struct SessionCoverageTests {
  static let json = """
    {"form_title": "Coverage", "fields": [
      {"id": "code", "type": "TEXT", "label": "Code", "required": true, "max_length": 8,
       "regex": "[A-Z]+", "error_message": "Codes are capital letters."},
      {"id": "age", "type": "TEXT", "subtype": "NUMBER", "label": "Age", "min": 18},
      {"id": "size", "type": "DROPDOWN", "label": "Size",
       "options": [{"id": "s", "label": "Small"}, {"id": "m", "label": "Medium"}]},
      {"id": "gift", "type": "CHECKBOX", "label": "A gift"},
      {"id": "note", "type": "TEXT", "label": "Note", "visible_if": {"var": "gift"}},
      {"id": "terms", "type": "CHECKBOX", "label": "I accept the Terms",
       "metadata": {"Terms": "https://example.com/terms"}}
    ],
    "rules": [{"check": {"!": {"and": [{"var": "gift"}, {"==": [{"var": "size"}, "s"]}]}},
               "message": "Small gifts are sold out.", "fields": ["size"]}]}
    """

  /// A session on the test form, recording, and its recorder.
  static func recording() throws -> (Session, CoverageRecorder) {
    let loaded = try Fixtures.form(json)
    var session = Session(loaded)
    let recorder = CoverageRecorder(loaded.form, source: loaded.source, onPurpose: true)
    session.recordCoverage(into: recorder)
    return (session, recorder)
  }

  /// The sides seen of the item of this kind, field and detail.
  static func seen(
    _ coverage: FormCoverage, _ kind: CoverageKind, _ field: String?, _ detail: String? = nil
  ) -> [String] {
    guard
      let item = coverage.items.first(where: {
        $0.kind == kind && $0.field == field && (detail == nil || $0.detail == detail)
      })
    else { return ["no such item"] }
    return item.sides.indices.filter { item.seen[$0] }.map { item.sides[$0] }
  }

  @Test func theItemsOfAFormAreListedInFormOrderWithNothingSeen() throws {
    let (_, recorder) = try Self.recording()
    let coverage = recorder.snapshot
    #expect(
      coverage.items.map { [$0.kind.rawValue, $0.field ?? "", $0.detail ?? ""] } == [
        ["field", "code", ""], ["rule", "code", "required"], ["rule", "code", "max_length"],
        ["rule", "code", "regex"], ["message", "code", "Codes are capital letters."],
        ["field", "age", ""], ["rule", "age", "number"], ["rule", "age", "range"],
        ["field", "size", ""], ["option", "size", "s"], ["option", "size", "m"],
        ["field", "gift", ""], ["switch", "gift", "checkbox"],
        ["field", "note", ""], ["visible_if", "note", ""],
        ["field", "terms", ""], ["switch", "terms", "checkbox"], ["link", "terms", "Terms"],
        ["form_rule", "size", "Small gifts are sold out."], ["submit", "", ""],
      ] + ServerErrorShape.allCases.map { ["server_errors", "", $0.rawValue] })
    // Every shape the mapper reads, one item each.
    #expect(ServerErrorShape.allCases.count == 16)
    #expect(coverage.covered == 0)
    // The server error shapes count only once the form talked to a server.
    #expect(coverage.applicable == 30)
    #expect(!coverage.wasUsed)
  }

  @Test func editsSetFieldsSelectOptionsAndTurnSwitchesButRunNoRule() throws {
    let (start, recorder) = try Self.recording()
    var session = start
    try session.set("code", .text("abc"))
    try session.select("size", .exactly(["m"]))
    try session.check("gift", true)
    let coverage = recorder.snapshot
    #expect(Self.seen(coverage, .field, "code") == ["set"])
    #expect(Self.seen(coverage, .option, "size", "m") == ["selected"])
    #expect(Self.seen(coverage, .option, "size", "s") == [])
    #expect(Self.seen(coverage, .onOff, "gift") == ["on"])
    #expect(Self.seen(coverage, .rule, "code", "regex") == [])
    // Conditions are seen after every edit: false after the first ones, true once gift is on.
    #expect(Self.seen(coverage, .visibleIf, "note") == ["true", "false"])
    // reset sets nothing.
    try session.reset("age")
    #expect(Self.seen(recorder.snapshot, .field, "age") == [])
  }

  @Test func aCheckRunsEveryRuleOfAShownFieldNotOnlyItsFirstFailure() throws {
    let (start, recorder) = try Self.recording()
    var session = start
    try session.set("code", .text("abc"))
    try session.set("age", .text("12"))
    _ = try session.validate()
    let coverage = recorder.snapshot
    #expect(Self.seen(coverage, .rule, "code", "required") == ["passed"])
    #expect(Self.seen(coverage, .rule, "code", "max_length") == ["passed"])
    #expect(Self.seen(coverage, .rule, "code", "regex") == ["failed"])
    #expect(Self.seen(coverage, .message, "code") == ["shown"])
    #expect(Self.seen(coverage, .rule, "age", "number") == ["passed"])
    #expect(Self.seen(coverage, .rule, "age", "range") == ["failed"])
    #expect(Self.seen(coverage, .formRule, "size") == ["held"])
    // note is hidden: its condition is seen false; gift unchecked by no edit.
    #expect(Self.seen(coverage, .visibleIf, "note") == ["false"])
  }

  @Test func anEmptyValueExercisesRequiredAlone() throws {
    let (session, recorder) = try Self.recording()
    _ = session.failures()
    let coverage = recorder.snapshot
    #expect(Self.seen(coverage, .rule, "code", "required") == ["failed"])
    #expect(Self.seen(coverage, .message, "code") == ["shown"])
    #expect(Self.seen(coverage, .rule, "code", "regex") == [])
    #expect(Self.seen(coverage, .rule, "age", "number") == [])
  }

  @Test func aRefusalAtSetIsItsRuleFailing() throws {
    let (start, recorder) = try Self.recording()
    var session = start
    #expect(throws: EditError.self) { try session.set("code", .text("ABCDEFGHI")) }
    #expect(throws: EditError.self) { try session.set("age", .text("twelve")) }
    #expect(throws: EditError.self) { try session.select("size", .exactly(["xl"])) }
    let coverage = recorder.snapshot
    #expect(Self.seen(coverage, .rule, "code", "max_length") == ["failed"])
    #expect(Self.seen(coverage, .rule, "age", "number") == ["failed"])
    // A refused edit sets nothing.
    #expect(Self.seen(coverage, .field, "code") == [])
    #expect(Self.seen(coverage, .field, "size") == [])
  }

  @Test func submitIsSeenRefusedAndAcceptedAndFormRulesFailing() throws {
    let (start, recorder) = try Self.recording()
    var session = start
    try session.check("gift", true)
    try session.select("size", .exactly(["s"]))
    if case .success = session.submit() { Issue.record("the submit should be refused") }
    try session.set("code", .text("ABC"))
    try session.check("gift", false)
    if case .failure(let refusal) = session.submit() { Issue.record("refused: \(refusal)") }
    let coverage = recorder.snapshot
    #expect(Self.seen(coverage, .submit, nil) == ["refused", "accepted"])
    #expect(Self.seen(coverage, .formRule, "size") == ["held", "failed"])
  }

  @Test func copiesOfASessionRecordIntoTheSamePlace() throws {
    let (session, recorder) = try Self.recording()
    var copy = session
    try copy.set("code", .text("ABC"))
    #expect(Self.seen(recorder.snapshot, .field, "code") == ["set"])
    session.noteLinksListed(of: nil)
    #expect(Self.seen(recorder.snapshot, .link, "terms") == ["seen"])
  }

  @Test func aSessionWithoutARecorderRecordsNothing() throws {
    var session = Session(try Fixtures.form(Self.json))
    try session.set("code", .text("ABC"))
    #expect(session.coverage == nil)
  }

  /// Issue 28, point 11: only the shapes the server answered with count; the four it never
  /// used are no gap (30 items of the form, and the one shape seen).
  @Test func onlyTheServerErrorShapesSeenCount() throws {
    let (session, recorder) = try Self.recording()
    session.noteServerAnswer(shapes: [.jsonAPI])
    let coverage = recorder.snapshot
    #expect(coverage.talkedToServer)
    #expect(coverage.applicable == 31)
    #expect(coverage.applicableItems.count { $0.kind == .serverErrors } == 1)
    #expect(Self.seen(coverage, .serverErrors, nil, "json_api") == ["seen"])
    #expect(Self.seen(coverage, .serverErrors, nil, "errors_map") == [])
  }

  @Test func mergingTwoRecordingsOfAFormSeesWhatEitherSaw() throws {
    let (firstSession, one) = try Self.recording()
    let (secondSession, two) = try Self.recording()
    var first = firstSession
    var second = secondSession
    try first.check("gift", true)
    try second.check("gift", false)
    var merged = one.snapshot
    merged.merge(two.snapshot)
    #expect(Self.seen(merged, .onOff, "gift") == ["on", "off"])
    #expect(merged.covered == one.snapshot.covered + two.snapshot.covered - 1)
  }
}
