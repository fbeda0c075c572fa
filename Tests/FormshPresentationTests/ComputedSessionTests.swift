import FormshData
import FormshDomain
import FormshPlatform
import FormshPresentation
import FormshSession
import Testing

/// Read-only, disabled and computed fields, `default_value_from`, text piping and
/// `submit_data` in a session (issue 29), on `Tests/FormshDataTests/Fixtures/computed.json`:
/// what edits are taken or refused, what is validated and submitted, what is drawn.
@Suite struct ComputedSessionTests {
  static func session() throws -> Session {
    let path = "Tests/FormshDataTests/Fixtures/computed.json"
    let bytes = try FileSystem.read(Fixtures.root.appendingPathComponent(path).path)
    return Session(try FormDecoder.decode(bytes, source: path))
  }

  static func text(_ session: Session, _ id: String) -> String? {
    session.form.field(id).flatMap { session.value(of: $0).text }
  }

  static func payload(_ session: inout Session) throws -> Payload {
    switch session.submit() {
    case .success(let payload): return payload
    case .failure(let refusal):
      Issue.record("refused: \(refusal.failures.map(\.message))")
      throw refusal
    }
  }

  @Test func readOnlyAndComputedFieldsRefuseEveryEdit() throws {
    var session = try Self.session()
    #expect(throws: EditError.readOnly(field: "code", computed: false)) {
      try session.set("code", .text("Z"))
    }
    #expect(throws: EditError.readOnly(field: "code", computed: false)) {
      try session.clear("code")
    }
    #expect(throws: EditError.readOnly(field: "total", computed: true)) {
      try session.set("total", .text("1"))
    }
    #expect(EditError.readOnly(field: "code", computed: false).message.contains("read-only"))
    #expect(Self.text(session, "code") == "X1")
    // A field that is neither takes the edit.
    try session.set("price", .text("12"))
    #expect(Self.text(session, "price") == "12")
  }

  @Test func computedFieldsFollowEveryEditInDependencyOrder() throws {
    var session = try Self.session()
    #expect(Self.text(session, "subtotal") == "20")
    #expect(Self.text(session, "total") == "25")
    try session.set("qty", .text("3"))
    #expect(Self.text(session, "subtotal") == "30")
    #expect(Self.text(session, "total") == "35")
    try session.clear("price")
    // null × 3 is 0 in JSON Logic.
    #expect(Self.text(session, "subtotal") == "0")
    // Undo (the edited value put back) works the computed fields out again.
    let back = session.replacing([("price", .text("10"))])
    #expect(Self.text(back, "total") == "35")
    try session.reset(nil)
    #expect(Self.text(session, "total") == "25")
  }

  @Test func aDisabledFieldRefusesEditsAndIsNeitherValidatedNorSubmitted() throws {
    var session = try Self.session()
    try session.set("name", .text("Ada"))
    #expect(throws: EditError.disabled(field: "note", condition: #"{"var":"gift"}"#)) {
      try session.set("note", .text("hi"))
    }
    // note is required, but disabled: the form is valid without it, and it is left out.
    var payload = try Self.payload(&session)
    #expect(payload["note"] == nil)
    try session.check("gift", true)
    #expect(session.failures().map(\.field) == ["note"])
    try session.set("note", .text("hi"))
    payload = try Self.payload(&session)
    #expect(payload["note"] == .string("hi"))
  }

  @Test func defaultValueFromSetsTheStartAndReset() throws {
    var session = try Self.session()
    #expect(Self.text(session, "greeting") == "Order X1")
    try session.set("greeting", .text("Hi"))
    #expect(Self.text(session, "greeting") == "Hi")
    try session.reset("greeting")
    #expect(Self.text(session, "greeting") == "Order X1")
    try session.set("greeting", .text("Hi"))
    try session.reset(nil)
    #expect(Self.text(session, "greeting") == "Order X1")
  }

  @Test func pipesShowTheCurrentValues() throws {
    var session = try Self.session()
    let options = RenderOptions(width: 80)
    let before = FormRenderer.render(session.view, options)
    // An empty field pipes nothing: never the pipe as written.
    #expect(before.contains("Quantity for"))
    #expect(!before.contains("{name}"))
    #expect(before.contains("Each at 10; write {braces}"))
    try session.set("name", .text("Ada"))
    try session.check("gift", true)
    let after = FormRenderer.render(session.view, options)
    #expect(after.contains("Quantity for Ada"))
    #expect(after.contains("e.g. For Ada"))
    try session.set("qty", .text("20"))
    // The rule's message shows the total it judged.
    #expect(
      session.failures().first { $0.field == "qty" }?.message == "Total 205 is over 100")
  }

  @Test func marksSayWhatIsNotEdited() throws {
    var session = try Self.session()
    let drawn = FormRenderer.render(session.view, RenderOptions(width: 100))
    #expect(drawn.contains("total · number · computed"))
    #expect(drawn.contains("code · text · read-only"))
    #expect(drawn.contains("note · text · disabled"))
    #expect(drawn.contains("price · number\n"))
    try session.check("gift", true)
    #expect(!FormRenderer.render(session.view, RenderOptions(width: 100)).contains("disabled"))
    let described = DescribeRenderer.render(
      session.form.field("total")!, session.view, RenderOptions(width: 100))
    #expect(described.contains("marked        computed"))
    #expect(described.contains(#"(inputs: subtotal)"#))
  }

  @Test func submitDataFollowsTheFields() throws {
    var session = try Self.session()
    try session.set("name", .text("Ada"))
    let payload = try Self.payload(&session)
    #expect(payload.entries.suffix(3).map(\.id) == ["source", "version", "tags"])
    #expect(
      PayloadWriter.string(payload).hasSuffix(
        #""greeting":"Order X1","source":"formsh","version":2,"tags":["a","b"]}"#))
  }
}
