import FormshDomain
import FormshPresentation
import FormshSession
import Testing

@Suite struct FieldTableRendererTests {
  @Test func fieldsOfTheFilledShowcase() throws {
    let output = FieldTableRenderer.render(try Fixtures.filledShowcase().view, RenderOptions())
    expectGolden(output, named: "fields-showcase-filled-plain")
    #expect(!output.contains(Fixtures.secret))
  }

  @Test func anErrorThatDoesNotFitGoesUnderTheValue() throws {
    let output = FieldTableRenderer.render(
      try Fixtures.filledShowcase().view, RenderOptions(width: 40))
    expectGolden(output, named: "fields-showcase-filled-plain-40")
  }

  @Test(arguments: [40, 60, 80])
  func everyLineFitsTheWidth(width: Int) throws {
    let output = FieldTableRenderer.render(
      try Fixtures.filledShowcase().view, RenderOptions(width: width))
    #expect(ANSI.widths(output).allSatisfy { $0 <= width }, "\(output)")
  }

  @Test("fields of every sample form", arguments: Fixtures.sampleNames)
  func sampleForms(name: String) throws {
    let output = FieldTableRenderer.render(try Fixtures.session(name).view, RenderOptions())
    expectGolden(output, named: "fields-\(name)-plain")
    #expect(!output.contains("\u{1B}"))
  }

  @Test func aLongIdIsCutToAThirdOfTheWidth() throws {
    let session = Session(
      try Fixtures.form(
        #"{"fields": [{"id": "an_extremely_long_identifier_for_a_field", "type": "TEXT"}]}"#))
    #expect(
      FieldTableRenderer.render(session.view, RenderOptions(width: 40)) == """
        ID             KIND  REQ  VALUE
        an_extremely…  text       (empty)

        """)
  }

  @Test func aFormWithoutFields() throws {
    let session = Session(try Fixtures.form(#"{"fields": []}"#))
    #expect(
      FieldTableRenderer.render(session.view, RenderOptions()) == """
        ID  KIND  REQ  VALUE
        (this form has no fields)

        """)
  }

  @Test(
    "in colour, errors are in the error colour and the line returns to the terminal's colour",
    arguments: [ColorMode.trueColor, .palette256])
  func colourDoesNotLeak(mode: ColorMode) throws {
    let session = try Fixtures.filledSignup()
    let output = FieldTableRenderer.render(session.view, RenderOptions(mode: mode))
    let style = Style(mode: mode, theme: session.form.theme)
    let termsLine = try #require(output.split(separator: "\n").first { $0.hasPrefix("terms") })
    #expect(
      termsLine.hasSuffix(
        style.foreground(session.form.theme.error) + "✗ must be checked\u{1B}[39m"))
    // The theme's text colour (#111827, near black) is for painted lines only: here it would
    // make the rest of the terminal unreadable on a dark background.
    #expect(!output.contains(style.foreground(session.form.theme.text)))
    #expect(ANSI.strip(output) == FieldTableRenderer.render(session.view, RenderOptions()))
  }
}
