import FormshDomain
import FormshPresentation
import FormshSession
import Testing

/// Form strings are data: no renderer lets an escape sequence, control character or bidi
/// override from a form reach the terminal raw, in plain or colour output.
@Suite struct TerminalInjectionTests {
  static let modes: [ColorMode] = [.none, .trueColor, .palette256]

  /// Every output a form's strings can reach, in one colour mode.
  static func outputs(_ mode: ColorMode) -> [(what: String, text: String)] {
    let view = HostileText.view()
    var outputs: [(String, String)] = []
    for width in [80, 40] {
      let options = RenderOptions(mode: mode, width: width)
      outputs.append(("show at \(width)", FormRenderer.render(view, options)))
      outputs.append(("fields at \(width)", FieldTableRenderer.render(view, options)))
      for field in view.form.fields {
        outputs.append(
          ("show \(field.id) at \(width)", FormRenderer.render(field: field, view, options)))
        outputs.append(
          ("describe \(field.id) at \(width)", DescribeRenderer.render(field, view, options)))
      }
      outputs.append(("links at \(width)", LinksRenderer.render(view, only: nil, options)))
      outputs.append(
        ("lint at \(width)", DiagnosticsRenderer.render(HostileText.loaded(), options)))
    }
    let failures = view.form.fields.map {
      FieldFailure(field: $0.id, failure: .required(.text), message: "Error " + HostileText.all)
    }
    outputs.append(("failures", FailuresRenderer.render(failures)))
    return outputs
  }

  @Test("no unsafe character reaches the terminal raw", arguments: modes)
  func noRawControls(mode: ColorMode) {
    for (what, text) in Self.outputs(mode) {
      let raw = text.unicodeScalars.filter {
        $0 != "\u{1B}" && $0 != "\n" && TerminalText.isUnsafe($0)
      }
      #expect(raw.isEmpty, "\(what) has raw \(raw.map { String($0.value, radix: 16) })")
      if mode == .none {
        #expect(!text.unicodeScalars.contains("\u{1B}"), "\(what) has an ESC in plain mode")
      } else {
        #expect(Self.foreignEscapes(text).isEmpty, "\(what): \(Self.foreignEscapes(text))")
      }
    }
  }

  @Test("every attack is shown as visible text", arguments: HostileText.attacks.map(\.name))
  func attacksAreVisible(name: String) throws {
    let attack = try #require(HostileText.attacks.first { $0.name == name })
    let shown = TerminalText.sanitize(attack.text)
    #expect(shown != attack.text)
    #expect(!shown.unicodeScalars.contains(where: TerminalText.isUnsafe))
    for mode in Self.modes {
      let show = FormRenderer.render(HostileText.view(), RenderOptions(mode: mode))
      #expect(show.contains(shown))
    }
  }

  @Test func titleLabelOptionPlaceholderErrorAndURLAreNeutralised() {
    let all = TerminalText.sanitize(HostileText.all)
    let view = HostileText.view()
    let show = FormRenderer.render(view, RenderOptions(mode: .none, width: 400))
    for expected in [
      "Title " + all, "Name " + all, "One " + all, "e.g. Placeholder " + all, "Error " + all,
      "https://example.com/" + all, "Supporting " + all, "Line " + all,
    ] {
      #expect(show.contains(expected), "\(expected) is not shown")
    }
  }

  @Test func aHostileURLIsNeverAnOSC8Target() {
    let text = LinksRenderer.render(HostileText.view(), only: nil, RenderOptions(mode: .trueColor))
    #expect(ANSI.hyperlinks(text) == ["https://example.com/ok"])
    let show = FormRenderer.render(HostileText.view(), RenderOptions(mode: .trueColor))
    #expect(ANSI.hyperlinks(show).isEmpty)
  }

  @Test func theHostileSampleFormIsNeutralised() throws {
    let loaded = try Fixtures.sample("hostile")
    for mode in Self.modes {
      let options = RenderOptions(mode: mode)
      let view = Session(loaded).view
      for text in [
        FormRenderer.render(view, options), FieldTableRenderer.render(view, options),
        LinksRenderer.render(view, only: nil, options), DiagnosticsRenderer.render(loaded, options),
      ] {
        #expect(
          !text.unicodeScalars.contains {
            $0 != "\u{1B}" && $0 != "\n" && TerminalText.isUnsafe($0)
          })
        #expect(Self.foreignEscapes(text).isEmpty)
        #expect(mode != .none || !text.contains("\u{1B}"))
      }
      #expect(FormRenderer.render(view, options).contains(#"oddity \x1B[31mred\x1B[0m"#))
      #expect(FormRenderer.render(view, options).contains(#"\u{202E}evil\u{202C} and \x07 bell"#))
    }
  }

  /// The escape sequences in colour output that formsh did not write itself: anything but SGR
  /// (`ESC [ digits;… m`) and an OSC 8 hyperlink to a URL of visible characters.
  static func foreignEscapes(_ text: String) -> [String] {
    var foreign: [String] = []
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      defer { index += 1 }
      guard scalars[index] == "\u{1B}" else { continue }
      let rest = String(String.UnicodeScalarView(scalars[index...].prefix(200)))
      if let sgr = rest.prefixMatch(of: /\x1B\[[0-9;]*m/) {
        index += sgr.output.unicodeScalars.count - 1
      } else if let link = rest.prefixMatch(of: /\x1B\]8;;[!-~]*\x1B\\/) {
        index += link.output.unicodeScalars.count - 1
      } else {
        foreign.append(String(rest.prefix(12)))
      }
    }
    return foreign
  }
}
