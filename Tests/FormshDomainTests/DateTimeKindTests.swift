import FormshDomain
import Testing

/// The `datetime` kind: RFC 3339 `YYYY-MM-DDTHH:MM[:SS][Z|±HH:MM]`, refused at once when it is
/// not one, compared as instants when both sides carry an offset and as wall times otherwise.
@Suite("datetime kind")
struct DateTimeKindTests {
  static let departs = Field(
    id: "departs", kind: .dateTime, label: "Departs",
    constraints: Constraints(minimum: "2026-01-01T08:00Z", maximum: "2026-12-31T18:00+01:00"))

  static let local = Field(
    id: "local", kind: .dateTime, label: "Local",
    constraints: Constraints(minimum: "2026-01-01T08:00", maximum: "2026-01-01T18:00:00"))

  static func set(_ text: String) throws(EditError) -> FormValue {
    var state = makeForm(departs).initialState
    return try EditForm(form: makeForm(departs)).set("departs", .text(text), in: &state)
  }

  @Test(
    "date-times are taken as written, with or without seconds and offset",
    arguments: [
      "2026-06-15T14:30", "2026-06-15T14:30:05", "2026-06-15T14:30Z", "2026-06-15t14:30z",
      "2026-06-15T14:30:05+02:00", "2026-06-15T14:30-05:30", "2024-02-29T23:59:59-00:00",
    ])
  func taken(text: String) throws {
    #expect(try Self.set(text) == .text(text))
  }

  @Test(
    "what is not a date-time is refused at once, saying which part is wrong",
    arguments: [
      ("2026-02-30T10:00", #""2026-02-30T10:00" is not a date-time: February 2026 has 28 days"#),
      (
        "2026-13-01T10:00",
        #""2026-13-01T10:00" is not a date-time: there is no month 13; months run from 01 to 12"#
      ),
      ("0000-01-01T10:00", #""0000-01-01T10:00" is not a date-time: there is no year 0000"#),
      ("2026-06-15T25:00", #""2026-06-15T25:00" is not a date-time: hours run from 00 to 23"#),
      ("2026-06-15T10:60Z", #""2026-06-15T10:60Z" is not a date-time: minutes run from 00 to 59"#),
      (
        "2026-06-15T10:00+25:00",
        #""2026-06-15T10:00+25:00" is not a date-time: offset +25:00 is not an offset: hours run from 00 to 23"#
      ),
      (
        "2026-06-15T10:00-05:60",
        #""2026-06-15T10:00-05:60" is not a date-time: offset -05:60 is not an offset: minutes run from 00 to 59"#
      ),
      (
        "2026-06-15T10:00+0530",
        #""2026-06-15T10:00+0530" is not a date-time: the offset +0530 is not written Z or ±HH:MM"#
      ),
      (
        "2026-06-15T10:00Zulu",
        #""2026-06-15T10:00Zulu" is not a date-time: the offset Zulu is not written Z or ±HH:MM"#
      ),
      ("2026-06-15", #""2026-06-15" is not a date-time: the time is missing (YYYY-MM-DDTHH:MM)"#),
      (
        "2026-06-15 10:00",
        #""2026-06-15 10:00" is not a date-time: the date and the time are joined by T, not a space"#
      ),
      (
        "2026-06-15T9:00",
        #""2026-06-15T9:00" is not a date-time written YYYY-MM-DDTHH:MM[:SS][Z|±HH:MM]"#
      ),
      (
        "2026-6-15T09:00",
        #""2026-6-15T09:00" is not a date-time written YYYY-MM-DDTHH:MM[:SS][Z|±HH:MM]"#
      ),
      (
        "2026-06-15T10:00:00.5Z",
        #""2026-06-15T10:00:00.5Z" is not a date-time written YYYY-MM-DDTHH:MM[:SS][Z|±HH:MM]"#
      ),
      ("soon", #""soon" is not a date-time written YYYY-MM-DDTHH:MM[:SS][Z|±HH:MM]"#),
    ])
  func refused(text: String, reason: String) {
    #expect(throws: EditError.refused(field: "departs", reason: reason)) { try Self.set(text) }
  }

  @Test(
    "bounds with offsets are instants: the same moment in another offset is at the bound",
    arguments: [
      ("2026-01-01T08:00Z", nil), ("2026-01-01T10:00+02:00", nil),
      ("2026-01-01T03:00-05:00", nil),
      ("2026-01-01T09:59+02:00", "must be at or after 2026-01-01T08:00Z"),
      ("2026-01-01T07:59:59Z", "must be at or after 2026-01-01T08:00Z"),
      ("2026-12-31T17:00Z", nil),
      ("2026-12-31T17:00:01Z", "must be at or before 2026-12-31T18:00+01:00"),
      ("2026-12-31T19:00+02:00", nil),
      ("2026-12-31T19:01+02:00", "must be at or before 2026-12-31T18:00+01:00"),
      ("", nil),
    ])
  func instantRange(text: String, message: String?) {
    #expect(failure(of: Self.departs, .text(text))?.message == message)
  }

  @Test(
    "when one side has no offset, the two compare as wall times",
    arguments: [
      // Against a bound with an offset, a local value is read on the wall clock.
      ("2026-01-01T08:00", Self.departs, nil),
      ("2026-01-01T07:59", Self.departs, "must be at or after 2026-01-01T08:00Z"),
      // Against local bounds, an offset is ignored.
      ("2026-01-01T08:00+05:00", Self.local, nil),
      ("2026-01-01T07:59-05:00", Self.local, "must be at or after 2026-01-01T08:00"),
      ("2026-01-01T18:00:01Z", Self.local, "must be at or before 2026-01-01T18:00:00"),
    ])
  func wallRange(text: String, field: Field, message: String?) {
    #expect(failure(of: field, .text(text))?.message == message)
  }

  @Test("the same instant in two offsets is the same value; a local time is its wall time")
  func sameValue() {
    let kind = FieldKind.dateTime.behavior
    #expect(kind.sameValue(.text("2026-01-01T10:00+02:00"), .text("2026-01-01T08:00Z")))
    #expect(kind.sameValue(.text("2026-01-01T00:30+01:00"), .text("2025-12-31T23:30:00Z")))
    #expect(!kind.sameValue(.text("2026-01-01T10:00+02:00"), .text("2026-01-01T10:00Z")))
    #expect(kind.sameValue(.text("2026-01-01T10:00"), .text("2026-01-01T10:00:00+02:00")))
    #expect(!kind.sameValue(.text("2026-01-01T10:00"), .text("2026-01-01T08:00Z")))
  }

  @Test("a date-time is sent as its text, offset and all; an empty one as null")
  func payload() {
    let form = makeForm(Self.departs)
    var state = form.initialState
    #expect(BuildSubmission(form: form).payload(state)["departs"] == .null)
    state["departs"] = .text("2026-06-15T14:30+02:00")
    #expect(
      BuildSubmission(form: form).payload(state)["departs"] == .string("2026-06-15T14:30+02:00"))
  }

  @Test("the summary names the day of the week, and a local time as such")
  func summary() {
    let kind = FieldKind.dateTime.behavior
    #expect(kind.summary(.text("2026-12-03T10:00Z")) == "2026-12-03T10:00Z (Thursday)")
    #expect(kind.summary(.text("2026-12-03T10:00")) == "2026-12-03T10:00 (Thursday, local time)")
    #expect(kind.summary(.text("")) == "(empty)")
  }

  @Test("a form names the kind TEXT/DATETIME in any case")
  func spelling() {
    #expect(
      FieldKind.resolve(type: "TEXT", subtype: "DATETIME", multiple: false) == .kind(.dateTime))
    #expect(
      FieldKind.resolve(type: "text", subtype: "DateTime", multiple: false) == .kind(.dateTime))
  }

  @Test("bounds must be date-times; order is by instant; a step crosses midnight")
  func bounds() {
    let kind = FieldKind.dateTime.behavior
    #expect(kind.rangeBound(.text("2026-01-01T00:00Z")) == "2026-01-01T00:00Z")
    #expect(kind.rangeBound(.text("2026-01-01")) == nil)
    #expect(kind.orders("2026-01-01T10:00+02:00", before: "2026-01-01T09:00Z"))
    #expect(!kind.orders("2026-01-01T10:00+02:00", before: "2026-01-01T08:00Z"))
    #expect(kind.step(beyond: "2026-01-01T00:00Z", by: -1) == "2025-12-31T23:59Z")
    #expect(kind.step(beyond: "2024-02-28T23:59:59+01:00", by: 1) == "2024-02-29T00:00:00+01:00")
    #expect(kind.step(beyond: "9999-12-31T23:59", by: 1) == nil)
  }
}
