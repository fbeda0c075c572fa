import FormshDomain
import FormshSession
import Testing

@Suite struct SessionTests {
  /// The showcase with every rule run on the empty form: errors on the six required fields.
  static func validated() throws -> Session {
    var session = try Fixtures.session("showcase")
    _ = try session.validate()
    return session
  }

  @Test func aNewSessionHasTheDefaultsAndNothingToSubmit() throws {
    let session = try Fixtures.session("showcase")
    #expect(session.errors.isEmpty)
    #expect(!session.hasUnsubmittedChanges)
    #expect(session.lastSubmission == nil)
    #expect(session.state == session.form.initialState)
    #expect(session.state["country"] == .selection(["us"]))
  }

  @Test func validateShowsEveryFailure() throws {
    let session = try Self.validated()
    #expect(
      session.errors == [
        "full_name": "is required", "budget": "is required", "email": "is required",
        "password": "is required", "interests": "needs at least one selection",
        "terms": "You must accept the terms to continue.",
      ])
  }

  /// Each edit, applied to a field that shows an error, with the value it leaves.
  static let edits:
    [(name: String, field: String, edit: @Sendable (inout Session) throws -> Void)] = [
      ("set", "full_name", { try $0.set("full_name", .text("Ada")) }),
      ("select", "interests", { try $0.select("interests", .add(["design"])) }),
      ("toggle", "terms", { try $0.toggle("terms") }),
      ("check", "terms", { try $0.check("terms", true) }),
      ("set a number", "budget", { try $0.set("budget", .text("5")) }),
    ]

  @Test(
    "an edit that changes the value clears that field's error, and only that one",
    arguments: edits.indices)
  func editClearsItsError(index: Int) throws {
    let (_, field, edit) = Self.edits[index]
    var session = try Self.validated()
    let before = session.errors
    try edit(&session)
    var expected = before
    expected[field] = nil
    #expect(session.errors == expected)
    #expect(session.hasUnsubmittedChanges)
  }

  @Test func anEditThatLeavesTheValueAsItWasKeepsTheError() throws {
    var session = try Fixtures.session("showcase")
    try session.set("zip", .text("123"))
    _ = try session.validate("zip")
    try session.set("zip", .text("123"))
    try session.select("interests", .remove(["design"]))
    #expect(session.errors["zip"] == "Enter a ZIP code like 12345 or 12345-6789.")
  }

  @Test func clearAndResetOfAFieldClearItsError() throws {
    var session = try Fixtures.session("showcase")
    try session.set("zip", .text("123"))
    _ = try session.validate("zip")
    try session.reset("zip")
    #expect(session.errors["zip"] == nil)
    #expect(session.state["zip"] == .text(""))

    try session.set("age", .text("200"))
    _ = try session.validate("age")
    #expect(session.errors["age"] == "Age must be a whole number between 0 and 130.")
    try session.clear("age")
    #expect(session.errors["age"] == nil)
  }

  @Test func aRefusedEditChangesNothing() throws {
    var session = try Self.validated()
    let (state, errors) = (session.state, session.errors)
    #expect(throws: EditError.notANumber(field: "budget", input: "ten", hint: nil)) {
      try session.set("budget", .text("ten"))
    }
    #expect(throws: EditError.tooLong(field: "zip", max: 10, length: 11)) {
      try session.set("zip", .text("12345678901"))
    }
    #expect(throws: EditError.unknownField("ful_name", suggestion: "full_name")) {
      try session.set("ful_name", .text("Ada"))
    }
    #expect(session.state == state)
    #expect(session.errors == errors)
    #expect(!session.hasUnsubmittedChanges)
  }

  @Test func validateOneFieldTouchesOnlyThatField() throws {
    var session = try Self.validated()
    try session.set("zip", .text("123"))
    let failures = try session.validate("zip")
    #expect(failures.map(\.field) == ["zip"])
    #expect(session.errors.count == 7)
    #expect(session.errors["zip"] == "Enter a ZIP code like 12345 or 12345-6789.")
    #expect(session.errors["email"] == "is required")

    try session.set("zip", .text("12345"))
    try session.set("email", .text("not-an-email"))
    #expect(try session.validate("zip").isEmpty)
    #expect(session.errors["zip"] == nil)
    // email's value changed, so its old error went; validating zip does not bring a new one.
    #expect(session.errors["email"] == nil)
    #expect(session.errors.count == 5)
  }

  @Test func failuresDoNotShowErrors() throws {
    let session = try Fixtures.session("showcase")
    #expect(session.failures().count == 6)
    #expect(session.errors.isEmpty)
  }

  @Test func aRefusedSubmitShowsEveryFailureAndKeepsTheChanges() throws {
    var session = try Fixtures.session("showcase")
    try session.set("full_name", .text("Ada"))
    guard case .failure(let refusal) = session.submit() else {
      Issue.record("the submit was not refused")
      return
    }
    #expect(refusal.failures.map(\.field) == ["budget", "email", "password", "interests", "terms"])
    #expect(Set(session.errors.keys) == ["budget", "email", "password", "interests", "terms"])
    #expect(session.hasUnsubmittedChanges)
    #expect(session.lastSubmission == nil)
  }

  @Test func aSuccessfulSubmitClearsErrorsAndChanges() throws {
    var session = try Fixtures.session("signup")
    _ = try session.validate()
    #expect(!session.errors.isEmpty)
    try session.set("email", .text("grace@example.com"))
    try session.set("password", .text("correct horse 1906"))
    try session.check("terms", true)
    #expect(session.hasUnsubmittedChanges)
    guard case .success(let payload) = session.submit() else {
      Issue.record("the submit was refused: \(session.errors)")
      return
    }
    #expect(session.errors.isEmpty)
    #expect(!session.hasUnsubmittedChanges)
    #expect(session.lastSubmission == payload)
    #expect(
      payload.entries.map(\.id) == [
        "email", "password", "display_name", "marketing_opt_in", "terms",
      ])
    #expect(payload.entries.first?.value == .string("grace@example.com"))

    try session.set("display_name", .text("Grace"))
    #expect(session.hasUnsubmittedChanges)
  }

  @Test func resetOfTheWholeFormRestoresDefaultsAndClearsErrors() throws {
    var session = try Self.validated()
    try session.select("country", .exactly(["ca"]))
    try session.set("full_name", .text("Ada"))
    try session.reset(nil)
    #expect(session.state == session.form.initialState)
    #expect(session.errors.isEmpty)
    // The values are those the form was loaded with: there is nothing left to submit.
    #expect(!session.hasUnsubmittedChanges)
  }

  @Test func resetOfAnUntouchedFormIsNotAChange() throws {
    var session = try Self.validated()
    try session.reset(nil)
    #expect(session.errors.isEmpty)
    #expect(!session.hasUnsubmittedChanges)
  }

  @Test func theViewCarriesStateAndErrors() throws {
    let session = try Fixtures.filledShowcase()
    let view = session.view
    #expect(view.errors == session.errors)
    #expect(view.value(of: try session.field("budget")) == .text("19.99"))
    #expect(session.value(of: try session.field("country")) == .selection(["ca"]))
  }
}
