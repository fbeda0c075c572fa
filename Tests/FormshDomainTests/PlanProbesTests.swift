import FormshCases
import FormshDomain
import Testing

/// `PlanProbes`: the payloads `formsh probe` sends, from the cases generator's values.
@Suite struct PlanProbesTests {
  static func plan(_ fields: Field...) -> ProbePlan {
    PlanProbes(
      form: Form(title: "T", theme: .standard, fields: fields), longestValue: 1000,
      isInterrupted: { false })()
  }

  @Test func eachRuleIsBrokenAloneOnTheValidBaseline() throws {
    let plan = Self.plan(
      Field(id: "email", kind: .email, label: "Email", isRequired: true),
      Field(
        id: "nickname", kind: .text, label: "Nickname",
        constraints: Constraints(maxLength: 6, pattern: try Pattern("^[a-z]+$"))))
    let baseline = try #require(plan.baseline)
    #expect(baseline.expectation == .accept)
    #expect(baseline.payload["nickname"] == .string("sample"))
    let refused = plan.probes.filter { $0.expectation == .refuse }
    #expect(
      refused.map { "\($0.field ?? "") \($0.rule)" } == [
        "email required", "email format", "nickname max_length", "nickname pattern",
      ])
    // Past max_length with letters only: the pattern still holds, so one rule is broken.
    let tooLong = try #require(refused.first { $0.rule == "max_length" })
    guard case .string(let text)? = tooLong.value else {
      Issue.record("\(String(describing: tooLong.value))")
      return
    }
    #expect(text.count == 7 && text.allSatisfy { $0.isLetter && $0.isASCII && $0.isLowercase })
    // The other field keeps its valid value.
    #expect(tooLong.payload["email"] == baseline.payload["email"])
    // No payload twice: the boundary equal to the baseline is the baseline.
    #expect(!plan.probes.contains { $0.payload == baseline.payload })
  }

  @Test func aFormWithNoValidFillHasNothingToProbe() {
    let plan = Self.plan(Field(id: "plan", kind: .dropdown, label: "Plan", isRequired: true))
    #expect(plan.baseline == nil)
    #expect(plan.probes.isEmpty)
    #expect(plan.notProbed.contains { $0.subject == "the form" || $0.subject == "plan" })
  }

  /// A password of at least 12 characters with a digit: the cases generator's short value
  /// (`aaaaaaaaaaa`) breaks the pattern too, so the probe sends eleven characters of the
  /// baseline's value that keep its digits.
  @Test func minLengthIsBrokenAloneWhenThePatternAsksForADigit() throws {
    let plan = Self.plan(
      Field(
        id: "password", kind: .secure, label: "Password", isRequired: true,
        constraints: Constraints(minLength: 12, pattern: try Pattern(".*[0-9].*"))))
    let short = try #require(plan.probes.first { $0.rule == "min_length" }, "\(plan.notProbed)")
    guard case .string(let text)? = short.value else {
      Issue.record("\(String(describing: short.value))")
      return
    }
    #expect(text.count == 11 && text.contains { $0.isNumber })
    #expect(!plan.notProbed.contains { $0.subject == "password min_length" })
  }

  /// `--unique email`: every payload its own email, each keeping the field's rules; the
  /// field's own probes keep their length and the rule they break.
  @Test func distinctGivesEveryPayloadItsOwnValue() throws {
    let form = Form(
      title: "T", theme: .standard,
      fields: [
        Field(
          id: "email", kind: .email, label: "Email", isRequired: true,
          constraints: Constraints(maxLength: 40)),
        Field(id: "nickname", kind: .text, label: "Nickname"),
        Field(id: "terms", kind: .checkbox, label: "Terms", isRequired: true),
      ])
    let plan = try PlanProbes(form: form, longestValue: 1000, isInterrupted: { false })()
      .distinct("email", in: form, token: "tok")
    let all = [try #require(plan.baseline)] + plan.probes
    let emails = all.compactMap { probe -> String? in
      guard probe.field != "email", case .string(let text)? = probe.payload["email"] else {
        return nil
      }
      return text
    }
    #expect(emails.count == all.count { $0.field != "email" })
    #expect(Set(emails).count == emails.count, "\(emails)")
    #expect(emails.allSatisfy { $0.hasPrefix("user-tok") && $0.hasSuffix("@example.com") })
    let tooLong = try #require(plan.probes.first { $0.rule == "max_length" })
    guard case .string(let long)? = tooLong.value else {
      Issue.record("\(String(describing: tooLong.value))")
      return
    }
    #expect(long.count == 41 && long.contains("tok"), "\(long)")
    #expect(
      plan.probes.first { $0.rule == "required" && $0.field == "email" }?.value == .string(""))
    #expect(throws: ProbePlan.DistinctError.self) {
      try plan.distinct("terms", in: form, token: "tok")
    }
    #expect(throws: ProbePlan.DistinctError.self) {
      try plan.distinct("nothing", in: form, token: "tok")
    }
  }
}
