import FormshDomain
import Testing

/// The `time` kind: a time of day on a 24-hour clock written HH:MM or HH:MM:SS, refused at
/// once when it is not one, checked against its earliest and latest times on validate.
@Suite("time kind")
struct TimeKindTests {
  static let opens = Field(
    id: "opens", kind: .time, label: "Opens",
    constraints: Constraints(minimum: "09:00", maximum: "17:30:00"))

  static func set(_ text: String) throws(EditError) -> FormValue {
    var state = makeForm(opens).initialState
    return try EditForm(form: makeForm(opens)).set("opens", .text(text), in: &state)
  }

  @Test(
    "times of the clock are taken as written, with or without seconds",
    arguments: ["00:00", "23:59", "23:59:59", "09:05", "12:00:00", "07:30:15"])
  func realTimes(text: String) throws {
    #expect(try Self.set(text) == .text(text))
  }

  @Test(
    "what is not a time of the clock is refused at once, saying why",
    arguments: [
      ("25:00", #""25:00" is not a time: hours run from 00 to 23"#),
      ("24:00", #""24:00" is not a time: hours run from 00 to 23"#),
      ("12:60", #""12:60" is not a time: minutes run from 00 to 59"#),
      ("12:30:60", #""12:30:60" is not a time: seconds run from 00 to 59"#),
      ("9:30", #""9:30" is not a time written HH:MM or HH:MM:SS"#),
      ("0930", #""0930" is not a time written HH:MM or HH:MM:SS"#),
      ("09:30 ", #""09:30 " is not a time written HH:MM or HH:MM:SS"#),
      ("9:30pm", #""9:30pm" is not a time written HH:MM or HH:MM:SS"#),
      ("09:30:00.5", #""09:30:00.5" is not a time written HH:MM or HH:MM:SS"#),
      ("０９:30", #""０９:30" is not a time written HH:MM or HH:MM:SS"#),
    ])
  func refused(text: String, reason: String) {
    #expect(throws: EditError.refused(field: "opens", reason: reason)) { try Self.set(text) }
  }

  @Test(
    "the earliest and latest times are checked on validate; the bounds themselves pass",
    arguments: [
      ("08:59", "must be at or after 09:00"), ("08:59:59", "must be at or after 09:00"),
      ("17:30:01", "must be at or before 17:30:00"), ("17:31", "must be at or before 17:30:00"),
      ("09:00", nil), ("09:00:00", nil), ("17:30", nil), ("12:00", nil), ("", nil),
    ])
  func range(text: String, message: String?) {
    #expect(failure(of: Self.opens, .text(text))?.message == message)
  }

  @Test("a time is sent as its text, an empty one as null")
  func payload() {
    let form = makeForm(Self.opens)
    var state = form.initialState
    #expect(BuildSubmission(form: form).payload(state)["opens"] == .null)
    state["opens"] = .text("09:30")
    #expect(BuildSubmission(form: form).payload(state)["opens"] == .string("09:30"))
  }

  @Test("times are the same by the second they name")
  func sameValue() {
    let kind = FieldKind.time.behavior
    #expect(kind.sameValue(.text("10:00"), .text("10:00:00")))
    #expect(!kind.sameValue(.text("10:00"), .text("10:00:01")))
    #expect(!kind.sameValue(.text("10:00"), .text("")))
  }

  @Test("a form names the kind TEXT/TIME in any case")
  func spelling() {
    #expect(FieldKind.resolve(type: "TEXT", subtype: "TIME", multiple: false) == .kind(.time))
    #expect(FieldKind.resolve(type: "text", subtype: "time", multiple: false) == .kind(.time))
    #expect(FieldKind.allCases.contains(.time))
  }

  @Test("bounds must be times; a later earliest than latest is caught; a step is the unit written")
  func bounds() {
    let kind = FieldKind.time.behavior
    #expect(kind.rangeBound(.text("09:00")) == "09:00")
    #expect(kind.rangeBound(.text("24:00")) == nil)
    #expect(kind.rangeBound(.number("900")) == nil)
    #expect(kind.orders("08:59:59", before: "09:00"))
    #expect(!kind.orders("09:00", before: "09:00:00"))
    #expect(kind.step(beyond: "09:00", by: -1) == "08:59")
    #expect(kind.step(beyond: "17:30:00", by: 1) == "17:30:01")
    #expect(kind.step(beyond: "00:00", by: -1) == nil)
    #expect(kind.step(beyond: "23:59:59", by: 1) == nil)
  }
}
