import FormshDomain
import Testing

@Suite struct FillRecordTests {
  let form = Form(
    title: "t", theme: .standard,
    fields: [
      Field(
        id: "name", kind: .text, label: "Name", isRequired: true,
        constraints: Constraints(maxLength: 5)),
      Field(id: "age", kind: .number, label: "Age"),
      Field(
        id: "size", kind: .dropdown, label: "Size",
        options: [Option(id: "s", label: "Small"), Option(id: "m", label: "Medium")],
        defaultValue: .selection(["m"])),
      Field(id: "news", kind: .toggle, label: "News", defaultValue: .bool(true)),
      Field(
        id: "terms", kind: .checkbox, label: "Terms", errorMessage: "Accept the terms.",
        isRequired: true),
    ])

  @Test func aValidRecordGivesEveryFieldWithDefaultsForTheAbsentOnes() {
    let outcome = FillRecord(form: form)([.text("Ada"), .number("19.99"), nil, nil, .bool(true)])
    #expect(
      outcome
        == valid([.string("Ada"), .number("19.99"), .string("m"), .bool(true), .bool(true)], form))
  }

  @Test func refusalsAndRuleFailuresBecomeFieldErrorsInFieldOrder() {
    let outcome = FillRecord(form: form)([
      .text("Too long"), .text("12,50"), .text("xl"), .text("maybe"), nil,
    ])
    #expect(
      outcome
        == .invalid([
          FillError(
            field: 0, message: "takes at most 5 characters; this value has 8", code: .tooLong),
          FillError(
            field: 1,
            message: "must be a number; \"12,50\" is not (use '.' as the decimal separator)",
            code: .notANumber),
          FillError(
            field: 2, message: "has no option \"xl\"; choose one of: s, m", code: .unknownOption),
          FillError(
            field: 3, message: "takes true/false, yes/no, on/off or 1/0; not \"maybe\"",
            code: .notABoolean),
          FillError(field: 4, message: "Accept the terms.", code: .required),
        ]))
  }

  @Test func labelsSpellingsAndNullsApplyAsSetWould() {
    let outcome = FillRecord(form: form)([
      .text("Ada"), .null, .text("small"), .text("off"), .text("yes"),
    ])
    #expect(
      outcome == valid([.string("Ada"), .null, .string("s"), .bool(false), .bool(true)], form))
  }

  @Test func aNumberIntoATextFieldIsRefused() {
    let outcome = FillRecord(form: form)([.number("12"), nil, nil, nil, .bool(true)])
    #expect(
      outcome
        == .invalid([FillError(field: 0, message: "expects text, not a number", code: .wrongInput)])
    )
  }

  @Test func aListOfOptionsBecomesTheirIdsInOptionOrder() {
    let tags = Form(
      title: "t", theme: .standard,
      fields: [
        Field(id: "tags", kind: .multiselect, label: "Tags", options: options("a", "b", "c"))
      ])
    let fill = FillRecord(form: tags)
    #expect(fill([.list(["c", "A"])]) == valid([.strings(["a", "c"])], tags))
    #expect(fill([.list(["b", "c", "a"])]) == valid([.strings(["a", "b", "c"])], tags))
    #expect(fill([.text("c, b")]) == valid([.strings(["b", "c"])], tags))
    #expect(
      fill([.list(["a", "A"])])
        == .invalid([
          FillError(field: 0, message: "lists \"a\" more than once", code: .repeatedOption)
        ]))
    #expect(
      fill([.list(["a", "x"])])
        == .invalid([
          FillError(
            field: 0, message: "has no option \"x\"; choose one of: a, b, c", code: .unknownOption)
        ]))
  }

  /// A valid outcome with every field of `form`, in order.
  private func valid(_ values: [PayloadValue], _ form: Form) -> FillOutcome {
    .valid(Payload(entries: zip(form.fields.map(\.id), values).map { ($0, $1) }))
  }
}
