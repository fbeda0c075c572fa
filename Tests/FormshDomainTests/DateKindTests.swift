import FormshDomain
import Testing

/// The `date` kind: a day of the calendar written YYYY-MM-DD, refused at once when it is not
/// one, checked against its earliest and latest days on validate.
@Suite("date kind")
struct DateKindTests {
  static let due = Field(
    id: "due", kind: .date, label: "Due",
    constraints: Constraints(minimum: "2026-01-01", maximum: "2026-12-31"))

  static func set(_ text: String) throws(EditError) -> FormValue {
    var state = makeForm(due).initialState
    return try EditForm(form: makeForm(due)).set("due", .text(text), in: &state)
  }

  @Test(
    "real days are taken as written, leap days included",
    arguments: ["2026-12-03", "2024-02-29", "2000-02-29", "0001-01-01", "9999-12-31", "2026-04-30"])
  func realDays(text: String) throws {
    #expect(try Self.set(text) == .text(text))
  }

  @Test(
    "what is not a day of the calendar is refused at once, saying why",
    arguments: [
      ("2026-02-30", #""2026-02-30" is not a date: February 2026 has 28 days"#),
      ("2025-02-29", #""2025-02-29" is not a date: February 2025 has 28 days"#),
      ("1900-02-29", #""1900-02-29" is not a date: February 1900 has 28 days"#),
      ("2026-04-31", #""2026-04-31" is not a date: April 2026 has 30 days"#),
      ("2026-13-01", #""2026-13-01" has month 13; months run from 01 to 12"#),
      ("2026-00-10", #""2026-00-10" has month 0; months run from 01 to 12"#),
      ("0000-01-01", #""0000-01-01" has no year 0000"#),
      ("2026-1-1", #""2026-1-1" is not a date written YYYY-MM-DD"#),
      ("03.12.2026", #""03.12.2026" is not a date written YYYY-MM-DD"#),
      (" 2026-12-03", #"" 2026-12-03" is not a date written YYYY-MM-DD"#),
      ("2026-12-03T10:00", #""2026-12-03T10:00" is not a date written YYYY-MM-DD"#),
      ("２０２６-12-03", #""２０２６-12-03" is not a date written YYYY-MM-DD"#),
    ])
  func refused(text: String, reason: String) {
    #expect(throws: EditError.refused(field: "due", reason: reason)) { try Self.set(text) }
  }

  @Test("a refused date leaves the value as it was")
  func refusalChangesNothing() throws {
    let form = makeForm(Self.due)
    var state = form.initialState
    let editor = EditForm(form: form)
    try editor.set("due", .text("2026-06-01"), in: &state)
    #expect(throws: EditError.self) { try editor.set("due", .text("2026-06-31"), in: &state) }
    #expect(state["due"] == .text("2026-06-01"))
  }

  @Test(
    "the earliest and latest days are checked on validate; the bounds themselves pass",
    arguments: [
      ("2025-12-31", "must be on or after 2026-01-01"),
      ("2027-01-01", "must be on or before 2026-12-31"),
      ("2026-01-01", nil), ("2026-12-31", nil), ("2026-07-14", nil), ("", nil),
    ])
  func range(text: String, message: String?) {
    #expect(failure(of: Self.due, .text(text))?.message == message)
  }

  @Test("a date is sent as its text, an empty one as null")
  func payload() {
    let form = makeForm(Self.due)
    var state = form.initialState
    #expect(BuildSubmission(form: form).payload(state)["due"] == .null)
    state["due"] = .text("2026-12-03")
    #expect(BuildSubmission(form: form).payload(state)["due"] == .string("2026-12-03"))
  }

  @Test(
    "the summary names the day of the week",
    arguments: [
      ("2026-12-03", "2026-12-03 (Thursday)"), ("2000-01-01", "2000-01-01 (Saturday)"),
      ("1970-01-01", "1970-01-01 (Thursday)"), ("2024-02-29", "2024-02-29 (Thursday)"),
      ("", "(empty)"),
    ])
  func summary(text: String, summary: String) {
    #expect(FieldKind.date.behavior.summary(.text(text)) == summary)
  }

  @Test("a form names the kind TEXT/DATE in any case")
  func spelling() {
    #expect(FieldKind.resolve(type: "TEXT", subtype: "DATE", multiple: false) == .kind(.date))
    #expect(FieldKind.resolve(type: "text", subtype: "date", multiple: false) == .kind(.date))
    #expect(FieldKind.allCases.contains(.date))
  }

  @Test("bounds must be dates; a later earliest than latest is caught")
  func bounds() {
    let kind = FieldKind.date.behavior
    #expect(kind.rangeBound(.text("2026-02-28")) == "2026-02-28")
    #expect(kind.rangeBound(.text("2026-02-29")) == nil)
    #expect(kind.rangeBound(.number("20260101")) == nil)
    #expect(kind.orders("2025-12-31", before: "2026-01-01"))
    #expect(!kind.orders("2026-01-01", before: "2025-12-31"))
  }
}
