@testable import FormshCases
@testable import FormshDomain
import Testing

/// `GenerateCases`: the boundaries it derives, counted and stepped as formsh's own rules do,
/// and what it leaves out rather than guess.
@Suite struct GenerateCasesTests {
  /// A condition from a JSON Logic rule written as a literal.
  static func condition(_ rule: LogicValue) throws -> Condition {
    Condition(.rule(try LogicRule(rule)), source: rule, text: "")
  }

  /// The most bytes a generated value may have, in these tests.
  static let longest = 100_000

  static func scenario(_ name: String, of form: Form) throws -> CaseScenario {
    try #require(
      GenerateCases(form: form, longestValue: Self.longest)().scenarios.first { $0.name == name })
  }

  /// The step after the first one that assigns this value to the field.
  static func expectation(after value: FormValue, of id: FieldID, in scenario: CaseScenario)
    -> CaseStep?
  {
    guard let index = scenario.steps.firstIndex(of: .assign(id, value)),
      index + 1 < scenario.steps.count
    else { return nil }
    return scenario.steps[index + 1]
  }

  @Test func maxLengthIsCountedInCharactersWithMultiByteTextAtTheLimitAndOneMoreRefused()
    throws
  {
    let form = makeForm(
      Field(id: "code", kind: .text, label: "Code", constraints: Constraints(maxLength: 5)))
    let scenario = try Self.scenario("code", of: form)
    let atLimit = scenario.steps.compactMap { step -> String? in
      guard case .assign("code", .text(let text)) = step, text.characterLength == 5,
        text.utf8.count > 5
      else { return nil }
      return text
    }
    let text = try #require(atLimit.first)
    #expect(Self.expectation(after: .text(text), of: "code", in: scenario) == .noError("code"))
    let refused = scenario.steps.compactMap { step -> String? in
      guard case .refusedSet("code", let text) = step else { return nil }
      return text
    }
    #expect(refused.map(\.characterLength) == [6])
  }

  @Test func minLengthOneShortIsAnErrorAndTheLimitPasses() throws {
    let form = makeForm(
      Field(
        id: "pin", kind: .secure, label: "PIN", isRequired: true,
        constraints: Constraints(maxLength: 8, minLength: 4)))
    let scenario = try Self.scenario("pin", of: form)
    #expect(scenario.steps.contains(.error("pin", "must be at least 4 characters")))
    #expect(scenario.steps.contains(.error("pin", "is required")))
  }

  @Test func numberBoundsStepByTheirLastDecimalPlace() throws {
    let form = makeForm(
      Field(
        id: "price", kind: .number, label: "Price",
        constraints: Constraints(minimum: "0.01", maximum: "9.5")))
    let scenario = try Self.scenario("price", of: form)
    #expect(
      Self.expectation(after: .text("0.00"), of: "price", in: scenario)
        == .error("price", "must be at least 0.01"))
    #expect(
      Self.expectation(after: .text("9.6"), of: "price", in: scenario)
        == .error("price", "must be at most 9.5"))
    #expect(Self.expectation(after: .text("9.5"), of: "price", in: scenario) == .noError("price"))
    #expect(scenario.steps.contains(.refusedSet("price", "ten")))
  }

  @Test func datesAreCheckedAtTheirBoundsAndOnTheDayPast() throws {
    let form = makeForm(
      Field(
        id: "day", kind: .date, label: "Day",
        constraints: Constraints(minimum: "2024-03-01", maximum: "2026-12-31")))
    let scenario = try Self.scenario("day", of: form)
    #expect(
      Self.expectation(after: .text("2024-02-29"), of: "day", in: scenario)
        == .error("day", "must be on or after 2024-03-01"))
    #expect(
      Self.expectation(after: .text("2027-01-01"), of: "day", in: scenario)
        == .error("day", "must be on or before 2026-12-31"))
    #expect(scenario.steps.contains(.refusedSet("day", "2026-02-30")))
  }

  @Test func timesAndDateTimesAreCheckedAtTheirBoundsAndOneUnitPast() throws {
    let form = makeForm(
      Field(
        id: "opens", kind: .time, label: "Opens",
        constraints: Constraints(minimum: "09:00", maximum: "17:30:00")),
      Field(
        id: "departs", kind: .dateTime, label: "Departs",
        constraints: Constraints(minimum: "2026-01-01T00:00+01:00")))
    let opens = try Self.scenario("opens", of: form)
    #expect(
      Self.expectation(after: .text("08:59"), of: "opens", in: opens)
        == .error("opens", "must be at or after 09:00"))
    #expect(
      Self.expectation(after: .text("17:30:01"), of: "opens", in: opens)
        == .error("opens", "must be at or before 17:30:00"))
    #expect(opens.steps.contains(.refusedSet("opens", "25:00")))
    let departs = try Self.scenario("departs", of: form)
    #expect(
      Self.expectation(after: .text("2025-12-31T23:59+01:00"), of: "departs", in: departs)
        == .error("departs", "must be at or after 2026-01-01T00:00+01:00"))
    #expect(departs.steps.contains(.refusedSet("departs", "2026-02-30T10:00")))
  }

  @Test func aPhoneThatIsNotE164IsRefusedAtSet() throws {
    let form = makeForm(Field(id: "phone", kind: .phone, label: "Phone", isRequired: true))
    let scenario = try Self.scenario("phone", of: form)
    #expect(scenario.steps.contains(.refusedSet("phone", "020 7946 0958")))
    #expect(scenario.steps.contains(.error("phone", "is required")))
  }

  @Test func selectionCountsAreCheckedOnEachEdge() throws {
    let form = makeForm(
      Field(
        id: "tags", kind: .multiselect, label: "Tags", isRequired: true,
        constraints: Constraints(minSelections: 2, maxSelections: 3),
        options: options("a", "b", "c", "d", "e")))
    let scenario = try Self.scenario("tags", of: form)
    #expect(
      Self.expectation(after: .selection(["a"]), of: "tags", in: scenario)
        == .error("tags", "needs at least 2 selections"))
    #expect(
      Self.expectation(after: .selection(["a", "b", "c", "d"]), of: "tags", in: scenario)
        == .error("tags", "takes at most 3 selections"))
    #expect(scenario.steps.contains(.refusedSelect("tags", ["no-such-option"])))
    #expect(scenario.steps.contains(.error("tags", "needs at least one selection")))
  }

  @Test func aPatternIsBrokenAndMatchedWithTheFieldsOwnMessage() throws {
    let form = makeForm(
      Field(
        id: "promo", kind: .text, label: "Promo", errorMessage: "Like SAVE-2026.",
        constraints: Constraints(pattern: try Pattern("[A-Z]{4}-[0-9]{4}"))))
    let suite = GenerateCases(form: form, longestValue: Self.longest)()
    let scenario = try #require(suite.scenarios.first { $0.name == "promo" })
    #expect(scenario.steps.contains(.assign("promo", .text("AAAA-0000"))))
    #expect(scenario.steps.contains(.error("promo", "Like SAVE-2026.")))
    #expect(suite.notGenerated.isEmpty)
  }

  @Test func aPatternNoValueCanBeDerivedForIsReportedNotGuessed() throws {
    let form = makeForm(
      Field(
        id: "twice", kind: .text, label: "Twice", isRequired: true,
        constraints: Constraints(pattern: try Pattern("(ab)\\1"))))
    let suite = GenerateCases(form: form, longestValue: Self.longest)()
    #expect(suite.notGenerated.contains { $0.subject == "twice" && $0.reason.contains("(ab)\\1") })
    #expect(!suite.scenarios.contains { $0.steps.contains(.valid) })
  }

  @Test func eachConditionIsSeenBothWays() throws {
    let form = makeForm(
      Field(id: "kind", kind: .dropdown, label: "Kind", options: options("a", "b")),
      Field(
        id: "detail", kind: .text, label: "Detail",
        visibleIf: try Self.condition(["==": [["var": "kind"], "b"]])),
      Field(
        id: "note", kind: .text, label: "Note",
        requiredIf: try Self.condition(["!!": ["var": "kind"]])))
    let detail = try Self.scenario("detail", of: form)
    #expect(detail.steps.contains(.visible("detail")))
    #expect(detail.steps.contains(.hidden("detail")))
    let note = try Self.scenario("note", of: form)
    #expect(note.steps.contains(.required("note")))
    #expect(note.steps.contains(.error("note", "is required")))
    #expect(note.steps.contains(.noError("note")))
  }

  @Test func aCrossFieldRuleIsSeenHoldingAndFailingWithItsMessage() throws {
    let rule = CrossFieldRule(
      check: try Self.condition(["<": [["var": "low"], ["var": "high"]]]),
      message: "low must be below high.", fields: ["high"])
    let form = Form(
      title: "Range", theme: .standard,
      fields: [
        Field(id: "low", kind: .number, label: "Low", isRequired: true),
        Field(id: "high", kind: .number, label: "High", isRequired: true),
      ], rules: [rule])
    let suite = GenerateCases(form: form, longestValue: Self.longest)()
    let scenario = try #require(suite.scenarios.first { $0.name == "rule-1" })
    #expect(scenario.steps.contains(.error("high", "low must be below high.")))
    #expect(scenario.steps.contains(.noError("high")))
    #expect(scenario.steps.contains(.valid))
    let whole = try #require(suite.scenarios.first { $0.name == "form" })
    #expect(whole.steps.contains(.submit))
  }

  /// A rule message with `{field}` pipes is expected as shown, its pipes filled from the
  /// values that make it fail (it was compared unfilled, so no case was found).
  @Test func aPipedRuleMessageIsExpectedAsShown() throws {
    let rule = CrossFieldRule(
      check: try Self.condition(["<": [["var": "low"], ["var": "high"]]]),
      message: "low ({low}) must be below high ({high}).", fields: ["high"])
    let form = Form(
      title: "Range", theme: .standard,
      fields: [
        Field(id: "low", kind: .number, label: "Low", isRequired: true),
        Field(id: "high", kind: .number, label: "High", isRequired: true),
      ], rules: [rule])
    let suite = GenerateCases(form: form, longestValue: Self.longest)()
    #expect(suite.notGenerated.isEmpty, "\(suite.notGenerated)")
    let scenario = try #require(suite.scenarios.first { $0.name == "rule-1" })
    let shown = scenario.steps.compactMap { step -> String? in
      guard case .error("high", let message) = step else { return nil }
      return message
    }
    #expect(shown.count == 1)
    #expect(shown.first?.hasPrefix("low (") == true && shown.first?.contains("{") == false)
  }

  /// Issue 26, point 12: `min_length` near 2^63 crashed (an allocation, `max + 1`), 10^8 to
  /// 10^9 took over 3 GB, and a `max_length` past what a line holds gave lines `test`
  /// refused. A bound no value of which fits is a note; the rest of the field is generated.
  @Test(
    arguments: [
      (
        nil, Int.max,
        [
          "9223372036854775806 characters (one short of min_length)",
          "exactly 9223372036854775807 characters (min_length)",
        ]
      ),
      (
        nil, 1_000_000_000,
        [
          "999999999 characters (one short of min_length)",
          "exactly 1000000000 characters (min_length)",
        ]
      ),
      (
        Int.max, nil,
        [
          "exactly 9223372036854775807 characters (max_length)",
          "more than 9223372036854775807 characters (max_length)",
        ]
      ),
      (100_000, nil, ["more than 100000 characters (max_length)"]),
      (
        250_000, 150_000,
        [
          "exactly 250000 characters (max_length)", "more than 250000 characters (max_length)",
          "149999 characters (one short of min_length)",
          "exactly 150000 characters (min_length)",
        ]
      ),
    ] as [(Int?, Int?, [String])])
  func lengthBoundsNoValueOfWhichFitsAreNotesNotValues(max: Int?, min: Int?, tooLong: [String])
    throws
  {
    let form = makeForm(
      Field(
        id: "memo", kind: .text, label: "Memo",
        constraints: Constraints(maxLength: max, minLength: min)))
    let suite = GenerateCases(form: form, longestValue: Self.longest)()
    let reasons = suite.notGenerated.filter { $0.subject == "memo" }.map(\.reason)
    for what in tooLong {
      #expect(
        reasons.contains(
          "a value of \(what) does not fit in a scenario's line, which holds at most 100000 bytes of a value"
        ), "\(reasons)")
    }
    #expect(reasons.count == tooLong.count, "\(reasons)")
    let scenario = try #require(suite.scenarios.first { $0.name == "memo" })
    #expect(scenario.steps.contains(.comment("Empty: allowed.")))
    for step in scenario.steps {
      switch step {
      case .assign(_, .text(let text)), .refusedSet(_, let text):
        #expect(text.utf8.count <= Self.longest)
      default: break
      }
    }
  }

  @Test func aBoundJustUnderTheLongestValueIsGeneratedInOneByteCharacters() throws {
    let form = makeForm(
      Field(
        id: "memo", kind: .text, label: "Memo",
        constraints: Constraints(maxLength: Self.longest - 1)))
    let scenario = try Self.scenario("memo", of: form)
    let over = scenario.steps.compactMap { step -> String? in
      if case .refusedSet("memo", let text) = step { text } else { nil }
    }
    #expect(over.map(\.count) == [Self.longest])
    #expect(over.allSatisfy { $0.utf8.count == Self.longest })
  }

  @Test func aRequiredDropdownWithNoOptionsLeavesTheValidFillOut() {
    let form = makeForm(Field(id: "region", kind: .dropdown, label: "Region", isRequired: true))
    let suite = GenerateCases(form: form, longestValue: Self.longest)()
    #expect(suite.notGenerated.map(\.subject) == ["region", "the form"])
    #expect(!suite.scenarios.contains { $0.steps.contains(.submit) })
  }

  @Test(
    arguments: [
      ("5", -1, "4"), ("5", 1, "6"), ("0.01", -1, "0.00"), ("9.5", 1, "9.6"), ("0", -1, "-1"),
      ("-0.5", 1, "-0.4"), ("-1", 1, "0"), ("1e3", 1, nil),
    ] as [(String, Int, String?)])
  func oneStepBeyondABound(bound: String, direction: Int, expected: String?) {
    #expect(DecimalStep.beyond(bound, by: direction) == expected)
  }

  @Test func patternExamplesMatchTheirPatterns() throws {
    for source in [
      "[A-Z]{2}[0-9A-Z]{8,12}", "[0-9]{5}(-[0-9]{4})?", "\\d+\\.\\d{2}", "(?:ab|cd)+x", "[^a-z]+",
    ] {
      let pattern = try Pattern(source)
      let examples = PatternExample.examples(source)
      #expect(!examples.isEmpty, "\(source)")
      #expect(examples.allSatisfy { pattern.match($0) == .matched }, "\(source): \(examples)")
    }
    #expect(PatternExample.examples("(ab)\\1").isEmpty)
    #expect(PatternExample.examples("(?=a)a").isEmpty)
  }
}
