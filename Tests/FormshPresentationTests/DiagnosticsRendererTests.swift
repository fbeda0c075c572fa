import FormshDomain
import FormshPresentation
import Testing

@Suite struct DiagnosticsRendererTests {
  @Test("lint output of every sample form", arguments: Fixtures.sampleNames)
  func sampleForms(name: String) throws {
    let output = DiagnosticsRenderer.render(try Fixtures.sample(name), RenderOptions())
    expectGolden(output, named: "lint-\(name)-plain")
  }

  @Test func errorsComeFirstThenWarningsInFileOrder() throws {
    let lines = DiagnosticsRenderer.render(try Fixtures.sample("hostile"), RenderOptions())
      .split(separator: "\n")
    #expect(lines[0] == "Forms/hostile.json: 17 fields, 1 error, 28 warnings")
    #expect(lines[1].hasPrefix("  error    region  "))
    #expect(lines.dropFirst(2).allSatisfy { $0.hasPrefix("  warning  ") })
  }

  @Test(arguments: [
    ("Forms/showcase.json", "12 fields, no problems"),
    ("Forms/campaign.json", "11 fields, 1 error, 6 warnings"),
  ])
  func summary(path: String, expected: String) throws {
    let name = String(path.dropFirst(6).dropLast(5))
    #expect(DiagnosticsRenderer.summary(try Fixtures.sample(name)) == expected)
  }

  @Test func oneOfEachIsSingular() throws {
    let loaded = try Fixtures.form(

      #"{"form_title": "T", "fields": [{"id": "a", "order": 1, "label": "A", "type": "DROPDOWN", "required": true}, {"id": "b", "order": 2, "label": "B", "type": "X"}]}"#
    )
    #expect(DiagnosticsRenderer.summary(loaded) == "1 field, 1 error, 1 warning")
  }

  @Test func inColourErrorsAreBoldRedAndWarningsYellow() throws {
    let output = DiagnosticsRenderer.render(
      try Fixtures.sample("campaign"), RenderOptions(mode: .trueColor))
    #expect(output.contains("  \u{1B}[1;31merror\u{1B}[0m    target_region  "))
    #expect(output.contains("  \u{1B}[33mwarning\u{1B}[0m  brand_color  "))
    #expect(
      ANSI.strip(output)
        == DiagnosticsRenderer.render(try Fixtures.sample("campaign"), RenderOptions()))
  }
}
