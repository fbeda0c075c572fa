import FormshDomain
import FormshPresentation
import FormshSession
import FormshTestSupport
import Testing

@Suite struct FormRendererTests {
  static let modes: [(name: String, mode: ColorMode)] = [
    ("plain", .none), ("truecolor", .trueColor), ("palette256", .palette256),
  ]

  static func rendered(_ session: Session, _ mode: ColorMode, width: Int = 80) -> String {
    FormRenderer.render(session.view, RenderOptions(mode: mode, width: width))
  }

  @Test("show of every sample form, in each colour mode", arguments: Fixtures.sampleNames)
  func sampleForms(name: String) throws {
    let session = try Fixtures.session(name)
    for (modeName, mode) in Self.modes {
      expectGolden(
        GoldenFile.visible(Self.rendered(session, mode)), named: "show-\(name)-\(modeName)")
    }
  }

  @Test("show of filled forms: values, errors under their fields, the secret masked")
  func filledForms() throws {
    for (name, session) in [
      ("showcase", try Fixtures.filledShowcase()), ("signup", try Fixtures.filledSignup()),
    ] {
      for (modeName, mode) in Self.modes {
        let output = Self.rendered(session, mode)
        #expect(!output.contains(Fixtures.secret))
        expectGolden(GoldenFile.visible(output), named: "show-\(name)-filled-\(modeName)")
      }
    }
  }

  @Test func narrowTerminalWrapsWithinTheWidth() throws {
    let output = Self.rendered(try Fixtures.filledShowcase(), .none, width: 40)
    expectGolden(output, named: "show-showcase-filled-plain-40")
    #expect(ANSI.widths(output).allSatisfy { $0 <= 40 })
  }

  /// No line is wider than the window, however narrow (issue 28, point 14: `show` at 30
  /// columns drew wider than the window): the whole form, `show --all` and each field, in
  /// each colour mode.
  @Test("show never draws wider than the window", arguments: Fixtures.sampleNames)
  func narrowWindows(name: String) throws {
    let sessions =
      [try Fixtures.session(name)] + (name == "showcase" ? [try Fixtures.filledShowcase()] : [])
    for session in sessions {
      for width in [20, 24, 30, 36] {
        for (_, mode) in Self.modes {
          let options = RenderOptions(mode: mode, width: width)
          var outputs = [
            FormRenderer.render(session.view, options),
            FormRenderer.render(session.view, options, all: true),
          ]
          for field in session.view.form.fields {
            outputs.append(FormRenderer.render(field: field, session.view, options))
          }
          for output in outputs {
            let wide = ANSI.strip(output).split(separator: "\n").filter {
              TerminalText.width(String($0)) > width
            }
            #expect(wide.isEmpty, "\(name) at \(width) columns: \(wide)")
          }
        }
      }
    }
  }

  @Test("plain output has no escape sequence at all", arguments: Fixtures.sampleNames)
  func plainHasNoEscapes(name: String) throws {
    let output = Self.rendered(try Fixtures.session(name), .none)
    #expect(!output.unicodeScalars.contains("\u{1B}"))
    #expect(ANSI.widths(output).allSatisfy { $0 <= 80 })
  }

  @Test(
    "colour output paints every line across the whole width",
    arguments: Fixtures.sampleNames, [ColorMode.trueColor, .palette256])
  func colourLinesSpanTheWidth(name: String, mode: ColorMode) throws {
    let output = Self.rendered(try Fixtures.session(name), mode)
    #expect(ANSI.widths(output) == Array(repeating: 80, count: ANSI.widths(output).count))
    #expect(ANSI.strip(output) == Self.padded(Self.rendered(try Fixtures.session(name), .none)))
  }

  @Test func labelLinksAreOSC8HyperlinksOnlyInColour() throws {
    let session = try Fixtures.session("showcase")
    let colour = Self.rendered(session, .trueColor)
    #expect(
      ANSI.hyperlinks(colour) == ["https://example.com/terms", "https://example.com/privacy"])
    // The phrase is underlined in the theme's clickable colour (#38BDF8), without the space
    // before it.
    #expect(colour.contains("\u{1B}[38;2;56;189;248m\u{1B}[4mTerms of Service\u{1B}[24m"))
    #expect(ANSI.hyperlinks(Self.rendered(session, .none)).isEmpty)
  }

  @Test func aLinkColourOfItsOwnWinsOverTheTheme() throws {
    let output = Self.rendered(try Fixtures.session("signup"), .trueColor)
    // metadata.clickable_text_color #7C3AED
    #expect(output.contains("\u{1B}[38;2;124;58;237m\u{1B}[4mTerms\u{1B}[24m"))
  }

  @Test func showOneField() throws {
    let session = try Fixtures.filledShowcase()
    let zip = try #require(session.form.field("zip"))
    #expect(
      FormRenderer.render(field: zip, session.view, RenderOptions()) == """
          ZIP code                                                     zip · text · 3/10
            › 123
            ✗ Enter a ZIP code like 12345 or 12345-6789.

        """)
  }

  @Test func aFormWithoutFieldsSaysSo() throws {
    let session = Session(try Fixtures.form(#"{"form_title": "Empty", "fields": []}"#))
    #expect(
      FormRenderer.render(session.view, RenderOptions(width: 40)) == """
        Empty
        ────────────────────────────────────────

          (this form has no fields)

        """)
  }

  @Test func aLongTitleAndLabelWrapAtSpacesWithTheMetaOnTheLastLine() throws {
    let session = Session(
      try Fixtures.form(
        """
        {"form_title": "A title that is much too long to fit on one line of forty columns",
         "fields": [{"id": "x", "type": "TEXT", "required": true,
                     "label": "A label that goes on and on and on past the end of the line"}]}
        """))
    #expect(
      FormRenderer.render(session.view, RenderOptions(width: 40)) == """
        A title that is much too long to fit on
        one line of forty columns
        ────────────────────────────────────────

          A label that goes on and on and on
          past the end of the line *    x · text
            › (empty)

        """)
  }

  @Test func aValueKeepsItsIndentationAndWrapsUnderIt() throws {
    var session = try Fixtures.session("showcase")
    try session.set(
      "bio", .text("Steps:\n  1. wrap this step, which is much too long for one line\n\n  2. done"))
    let bio = try #require(session.form.field("bio"))
    #expect(
      FormRenderer.render(field: bio, session.view, RenderOptions(width: 40))
        == [
          "  Short bio     bio · multiline · 74/200",
          "    › Steps:",
          "        1. wrap this step, which is much",
          "        too long for one line",
          "",
          "        2. done",
          "",
        ].joined(separator: "\n"))
  }

  /// Plain output with each line padded to 80 columns (what colour output shows).
  static func padded(_ plain: String) -> String {
    plain.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      .map { TerminalText.pad(String($0), to: 80) }.joined(separator: "\n") + "\n"
  }
}
