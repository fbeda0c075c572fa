import FormshData

/// An option of a command: `--json`, or `--out FILE` (also written `--out=FILE`).
struct CommandOption: Sendable, Equatable {
  /// The option as typed, `--json`.
  let name: String
  /// What its value is called in the synopsis (`FILE`); `nil` for a flag.
  let value: String?
  /// Whether its value is a URL that may be left out (`validate --remote [URL]`): the next
  /// word is its value only when it is an http(s) URL, so `validate --remote email` checks
  /// the field `email` against the form's action. Left out, its value is empty.
  let urlMayBeLeftOut: Bool

  init(_ name: String, value: String? = nil, urlMayBeLeftOut: Bool = false) {
    self.name = name
    self.value = value
    self.urlMayBeLeftOut = urlMayBeLeftOut
  }

  /// Whether `word`, after the option, is its value.
  func takes(_ word: String) -> Bool {
    !urlMayBeLeftOut || HTTPRequest.isWebURL(word)
  }
}
