import FormshDomain
import FormshPresentation
import FormshSession
import Testing

@Suite struct DescribeRendererTests {
  static func describe(_ session: Session, _ ids: [String], width: Int = 80) throws -> String {
    try ids.map { id in
      DescribeRenderer.render(
        try #require(session.form.field(id)), session.view, RenderOptions(width: width))
    }.joined(separator: "\n")
  }

  @Test func fieldsOfTheFilledShowcase() throws {
    let output = try Self.describe(
      try Fixtures.filledShowcase(), ["age", "password", "zip", "country", "interests", "terms"])
    expectGolden(output, named: "describe-showcase-filled-plain")
    #expect(!output.contains(Fixtures.secret))
  }

  @Test func fieldsOfTheOddForms() throws {
    let campaign = try Self.describe(
      try Fixtures.session("campaign"),
      ["campaign_name", "daily_budget", "target_region", "enable_ai_bidding"])
    let hostile = try Self.describe(
      try Fixtures.session("hostile"), ["consent", "size", "unlimited_zero"])
    expectGolden(campaign + "\n" + hostile, named: "describe-campaign-hostile-plain")
  }

  @Test func longValuesWrapUnderTheirColumn() throws {
    let session = try Fixtures.filledShowcase()
    #expect(
      try Self.describe(session, ["zip"], width: 40) == """
        zip — ZIP code
          kind          text
          required      no
          placeholder   12345
          rules         at most 10 characters ·
                        matches
                        [0-9]{5}(-[0-9]{4})?
          error message Enter a ZIP code like
                        12345 or 12345-6789.
          default       (empty)
          value         "123"
          error         Enter a ZIP code like
                        12345 or 12345-6789.
          accepts       text (set zip=…)

        """)
  }

  @Test func ruleListInCheckingOrder() throws {
    let showcase = try Fixtures.session("showcase").form
    #expect(
      DescribeRenderer.ruleList(try #require(showcase.field("age")))
        == "a number · at least 0 · at most 130 · matches [0-9]+")
    #expect(
      DescribeRenderer.ruleList(try #require(showcase.field("password")))
        == "required · at least 8 characters · at most 64 characters")
    #expect(
      DescribeRenderer.ruleList(try #require(showcase.field("interests")))
        == "required · at least 1 selected · at most 3 selected")
    #expect(DescribeRenderer.ruleList(try #require(showcase.field("newsletter"))) == "(none)")
  }
}
