import FormshData
import FormshDomain

/// The secrets a form's generated scenarios would spell out (the password of the URL the
/// form came from, the defaults of its secure fields), each written as a `${NAME}` reference
/// instead, as `record` writes a secure value: the scenarios read them from `--secret` when
/// they run, and the files hold none.
struct CaseSecrets {
  /// Each secret, longest first, and the variable that stands for it.
  let entries: [(name: String, value: String)]

  /// The secrets of a form loaded from `formPath`.
  init(form: Form, formPath: String) {
    var entries: [(name: String, value: String)] = []
    if let password = HTTPRequest.password(of: formPath), !password.isEmpty {
      entries.append(("FORM_PASSWORD", password))
    }
    for field in form.fields where field.kind.isSecret {
      guard let text = field.defaultValue.text, !text.isEmpty else { continue }
      entries.append((Recorder.variableName(for: field.id), text))
    }
    self.entries = entries.sorted { $0.value.count > $1.value.count }
  }

  /// No secrets.
  static let none = CaseSecrets(entries: [])

  private init(entries: [(name: String, value: String)]) { self.entries = entries }

  /// The names a scenario's text reads, in order.
  func names(readBy text: String) -> [String] {
    entries.map(\.name).filter { text.contains("${\($0)}") }
  }

  /// A value as `Recorder.quote` writes it, each secret in it written as `${NAME}`.
  func quote(_ text: String) -> String { spelled(text, Recorder.quote) }

  /// A word (a path, a URL) as `Recorder.quoteWord` writes it, each secret as `${NAME}`.
  func quoteWord(_ text: String) -> String { spelled(text, Recorder.quoteWord) }

  /// The text with the parts between secrets quoted by `quote` and each secret a `${NAME}`
  /// (the lexer joins them into one word, as a shell does).
  private func spelled(_ text: String, _ quote: (String) -> String) -> String {
    var rest = Substring(text)
    var spelled = ""
    while let (range, name) = firstSecret(in: rest) {
      if range.lowerBound > rest.startIndex { spelled += quote(String(rest[..<range.lowerBound])) }
      spelled += "${\(name)}"
      rest = rest[range.upperBound...]
    }
    if spelled.isEmpty { return quote(text) }
    return rest.isEmpty ? spelled : spelled + quote(String(rest))
  }

  /// The first secret in the text (the longest, where two start at once), and its name.
  private func firstSecret(in text: Substring) -> (Range<Substring.Index>, String)? {
    var first: (Range<Substring.Index>, String)?
    for (name, value) in entries {
      guard let range = text.firstRange(of: value) else { continue }
      if first == nil || range.lowerBound < first!.0.lowerBound { first = (range, name) }
    }
    return first
  }

  /// A scenario's text with a first comment naming the secrets it reads, if any.
  func announced(_ text: String) -> String {
    let names = names(readBy: text)
    guard !names.isEmpty else { return text }
    return "# reads secrets: run with "
      + names.map { "--secret \($0)=…" }.joined(separator: " ") + "\n" + text
  }
}
