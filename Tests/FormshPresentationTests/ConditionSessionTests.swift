import FormshDomain
import FormshSession
import Testing

/// The status a session keeps up to date edit by edit (only what a change can affect is
/// evaluated again) is the status a full evaluation gives, whatever the edits: a property
/// checked on `Forms/checkout.json` over seeded random sequences.
@Suite struct ConditionSessionTests {
  /// A small deterministic generator (SplitMix64), so a failure replays from its seed.
  struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(bound))
    }
    mutating func pick<T>(_ choices: [T]) -> T { choices[next(choices.count)] }
  }

  /// Text a field may be given: empty, a value, one that matches another field's (so the
  /// passwords sometimes agree), and a VAT number that matches its pattern.
  static let texts = ["", "x", "correct horse 1815", "DE123456789", "  "]

  /// Makes one random edit of the kinds the shell has (a refused one changes nothing); returns
  /// it in words, for the failure message.
  static func edit(_ session: inout Session, _ random: inout Generator) -> String {
    let field = random.pick(session.form.fields)
    let id = field.id
    do {
      switch (field.kind, random.next(4)) {
      case (_, 0):
        try session.clear(id)
        return "clear \(id)"
      case (_, 1) where random.next(5) == 0:
        try session.reset(random.next(10) == 0 ? nil : id)
        return "reset \(id)"
      case (.checkbox, _), (.toggle, _):
        if random.next(2) == 0 {
          try session.toggle(id)
          return "toggle \(id)"
        }
        let on = random.next(2) == 0
        try session.check(id, on)
        return on ? "check \(id)" : "uncheck \(id)"
      case (.dropdown, _):
        let option = random.pick(field.options).id
        try session.select(id, .exactly([option]))
        return "select \(id) \(option)"
      default:
        let text = random.pick(texts)
        try session.set(id, .text(text))
        return "set \(id)=\(text)"
      }
    } catch {
      return "refused: \(error)"
    }
  }

  @Test(
    "the session's status after each edit is a full evaluation's",
    arguments: [1 as UInt64, 14, 2026, 0xC0FFEE])
  func incrementalEqualsFull(seed: UInt64) throws {
    var session = try Fixtures.session("checkout")
    var random = Generator(state: seed)
    var edits: [String] = []
    var seen: Set<[Bool]> = []
    for _ in 0..<300 {
      edits.append(Self.edit(&session, &random))
      let full = session.form.status(of: session.state)
      guard session.status == full else {
        Issue.record(
          "after \(edits.count) edits, last \(edits.suffix(5)): \(session.status) ≠ \(full)")
        return
      }
      seen.insert(full.sectionVisible + full.visible + full.required)
    }
    // The edits met many different states, not one over and over.
    #expect(seen.count >= 6)
  }

  @Test(
    "FormLogic.update after each change gives FormLogic.evaluate's status",
    arguments: [7 as UInt64, 99])
  func updateEqualsEvaluate(seed: UInt64) throws {
    let form = try Fixtures.sample("checkout").form
    var random = Generator(state: seed)
    let values: [FieldID: [FormValue]] = Dictionary(
      uniqueKeysWithValues: form.fields.map { field in
        let choices: [FormValue] =
          switch field.kind {
          case .checkbox, .toggle: [.bool(true), .bool(false)]
          case .dropdown: [.selection([])] + field.options.map { .selection([$0.id]) }
          default: Self.texts.map(FormValue.text)
          }
        return (field.id, choices)
      })
    var state = form.initialState
    var status = form.logic.evaluate(form, state)
    var seen: Set<[Bool]> = []
    for step in 0..<400 {
      let field = random.pick(form.fields)
      state[field.id] = random.pick(values[field.id]!)
      form.logic.update(&status, form, state, changed: field.id)
      let full = form.logic.evaluate(form, state)
      #expect(status == full, "step \(step): \(field.id) = \(String(describing: state[field.id]))")
      if status != full { return }
      seen.insert(status.sectionVisible + status.visible + status.required)
    }
    // The walk met many different states, not one over and over.
    #expect(seen.count >= 6)
  }

  @Test("the form's error on show stays until a field its rule reads changes")
  func theFormsErrorStaysUntilAFieldItsRuleReadsChanges() throws {
    var session = try Fixtures.session("checkout")
    try session.select("account_type", .exactly(["business"]))
    try session.toggle("is_gift")
    _ = try session.validate()
    let before = session.visibleErrorCount
    #expect(session.errors["_form"] == "Gift orders are for personal accounts.")
    // The email is not what the gift rule reads: the form's error stays on show.
    try session.set("email", .text("a@example.com"))
    #expect(session.errors["_form"] == "Gift orders are for personal accounts.")
    // Only the email's own error went.
    #expect(session.visibleErrorCount == before - 1)
    // is_gift is: the error goes, as a field's does when its value changes.
    try session.toggle("is_gift")
    #expect(session.errors["_form"] == nil)
  }
}
