import FormshDomain
import FormshPresentation

/// Strings built to take over a terminal, and a form that carries them everywhere a form
/// string can reach the screen.
enum HostileText {
  /// Each attack, by what it is.
  static let attacks: [(name: String, text: String)] = [
    ("ESC clear screen", "\u{1B}[2J"),
    ("CSI colour", "\u{1B}[31m"),
    ("OSC window title", "\u{1B}]0;pwned\u{07}"),
    ("OSC 8 hyperlink", "\u{1B}]8;;https://evil.example/\u{1B}\\"),
    ("BEL", "\u{07}"),
    ("C1 CSI", "\u{9B}1;31m"),
    ("C1 OSC", "\u{9D}0;pwned\u{9C}"),
    ("bidi override", "\u{202E}"),
    ("DEL and backspace", "\u{7F}\u{08}"),
    ("carriage return", "\r"),
  ]

  /// Every attack in one string, around visible words.
  static let all = "A" + attacks.map(\.text).joined(separator: "B") + "Z"

  /// A form whose title, labels, ids, option labels, placeholder, supporting text, error
  /// message, link phrases and link URLs all carry every attack.
  static func form() -> Form {
    let evilURL = "https://example.com/" + all
    let label = "Accept the Terms " + all
    return Form(
      title: "Title " + all,
      theme: .standard,
      fields: [
        Field(
          id: "name" + all, kind: .text, label: "Name " + all, placeholder: "Placeholder " + all,
          supportingText: "Supporting " + all, errorMessage: "Error " + all, isRequired: true,
          constraints: Constraints(maxLength: 40, pattern: try? Pattern("x\u{1B}\\[2J"))),
        Field(id: "secret", kind: .secure, label: "Secret " + all, placeholder: "Hint " + all),
        Field(
          id: "choice", kind: .dropdown, label: "Choice " + all, isRequired: true,
          options: [Option(id: "one" + all, label: "One " + all), Option(id: "two", label: "Two")],
          defaultValue: .selection(["one" + all])),
        Field(
          id: "many", kind: .multiselect, label: "Many " + all,
          options: [Option(id: "x", label: "X " + all)], defaultValue: .selection(["x"])),
        Field(
          id: "terms", kind: .checkbox, label: label, isRequired: true,
          links: [
            Link(text: "Terms", url: evilURL, range: 11..<16),
            Link(text: "Phrase " + all, url: "https://example.com/ok", range: nil),
          ]),
        Field(id: "notes", kind: .multiline, label: "Notes", defaultValue: .text("Line " + all)),
      ])
  }

  /// A view of the form with every field's error on show (messages quoting hostile text).
  static func view() -> FormView {
    let form = form()
    var errors: [FieldID: String] = [:]
    for field in form.fields { errors[field.id] = "Error " + all }
    return FormView(form: form, state: form.initialState, errors: errors)
  }

  /// Diagnostics a loader could produce about the hostile strings.
  static func loaded() -> LoadedForm {
    LoadedForm(
      source: "evil" + all + ".json", form: form(),
      diagnostics: [
        Diagnostic(.unknownType("TYPE" + all), field: "f" + all),
        Diagnostic(.linkPhraseNotInLabel("Phrase " + all), field: "terms"),
        Diagnostic(.badColor(role: "theme.text_color", value: all)),
      ])
  }
}
