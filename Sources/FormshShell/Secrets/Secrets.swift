import FormshData
import FormshDomain
import FormshPresentation

/// The secret values a session knows: those of the variables given with `--var` or marked
/// secret (`--secret NAME`), and every value given to a secure field. Error messages and
/// reports show `Secret.mask` in their place; a recording writes a `${NAME}` reference where
/// the value came from a variable.
///
/// Values shorter than `shortest` characters are not looked for in text (masking every "1"
/// of a message would destroy it); such a secret is still hidden wherever it stands after a
/// secure field's id (`SecretWords`).
struct Secrets: Sendable {
  /// The shortest value looked for in text.
  static let shortest = 3

  /// A secret value, and the variable it comes from when it does.
  struct Entry: Sendable, Equatable {
    let name: String?
    let value: String
  }

  /// Longest first, so that a secret containing another is masked whole.
  private(set) var entries: [Entry] = []

  init(_ entries: [Entry] = []) {
    for entry in entries { remember(entry.value, name: entry.name) }
  }

  /// The secrets of a run's variables.
  init(_ variables: Variables) {
    self.init(
      variables.secretNames.sorted().compactMap { name in
        variables.value(name).map { Entry(name: name, value: $0) }
      })
  }

  /// Remembers a secret value (a secure field's, or a variable's with its name).
  mutating func remember(_ value: String, name: String? = nil) {
    guard value.count >= Secrets.shortest, !entries.contains(where: { $0.value == value }) else {
      return
    }
    entries.append(Entry(name: name, value: value))
    entries.sort { $0.value.count > $1.value.count }
  }

  /// The text with every secret masked, as it was given and as a terminal would show it,
  /// and the password of any URL in it (`http://bob:********@host/`).
  func scrub(_ text: String) -> String {
    var text = HTTPRequest.maskingCredentials(in: text)
    for entry in entries {
      text = text.replacing(entry.value, with: Secret.mask)
      let shown = TerminalText.sanitize(entry.value, limit: nil)
      if shown != entry.value { text = text.replacing(shown, with: Secret.mask) }
    }
    return text
  }

  /// The variable a value is exactly, for a recording's `${NAME}`.
  func variable(holding value: String) -> String? {
    entries.first { $0.value == value && $0.name != nil }?.name
  }

  /// Whether a text holds a secret (a URL's password among them).
  func appear(in text: String) -> Bool {
    entries.contains { text.contains($0.value) } || HTTPRequest.holdsCredentials(text)
  }
}
