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
}
