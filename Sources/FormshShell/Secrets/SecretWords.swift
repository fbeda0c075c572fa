import FormshData
import FormshDomain

/// Where a command's words may spell out a secret, whatever the command and whether it
/// parses: everything after the first word that names a secure field in any spelling (its id
/// in any case, or an id a typo is near to, followed by `=`, `:`, a space or nothing).
/// `set password:hunter2`, `sett password=hunter2`, `clear password hunter2` and
/// `help set password=hunter2` all hide `hunter2`.
struct SecretWords: Equatable {
  /// The command as it may be shown: up to the secure field's id, then `Secret.mask`.
  let shown: String
  /// What history may keep: the command up to the secure field's id, nothing after it.
  let kept: String
  /// What follows the id, as typed between the words (expanded): an error message must not
  /// hold it.
  let rest: String
  /// Each word after the id (expanded): an error message must not quote one.
  let words: [String]

  /// The secret part of a command, or `nil` when no word names a secure field with anything
  /// after it. `namesSecret` says whether an identifier is (or is near) a secure field's id.
  init?(_ command: CommandWords, namesSecret: (String) -> Bool) {
    for (index, word) in command.words.enumerated() {
      let identifier = String(word.text.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
      guard identifier.count >= 2, namesSecret(identifier) else { continue }
      self.init(command, after: identifier, in: index)
      return
    }
    return nil
  }

  /// The secret part of a `header` command, whether or not it parses: everything after a
  /// header name that says it holds a credential (`header X-Api-Key value`, which lacks its
  /// colon, still hides `value`). `nil` for any other command.
  init?(header command: CommandWords) {
    guard command.words.count >= 2, command.words[0].text.lowercased() == "header" else {
      return nil
    }
    let name = String(command.words[1].text.prefix { $0 != ":" }).trimmingWhitespace()
    guard HTTPHeader.isSecret(name: name) else { return nil }
    self.init(command, after: name, in: 1)
  }

  /// What follows `identifier` at the start of word `index`; `nil` when nothing does.
  private init?(_ command: CommandWords, after identifier: String, in index: Int) {
    guard let first = command.words.first else { return nil }
    let word = command.words[index]
    var rest = word.text.dropFirst(identifier.count)
    let separator = rest.first.map { $0 == "=" || $0 == ":" ? String($0) : "" } ?? ""
    rest = rest.dropFirst(separator.count)
    let following = command.words.dropFirst(index + 1)
    let words = ([String(rest)] + following.map(\.text)).filter { !$0.isEmpty }
    guard !words.isEmpty else { return nil }
    var joined = String(rest)
    for word in following { joined += (joined.isEmpty ? "" : word.gap) + word.text }
    // The source as typed, cut after the identifier (columns count the line's Unicode
    // scalars from its start).
    let start = word.column - first.column + (word.startsQuoted ? 1 : 0)
    let cut = Substring(
      command.source.unicodeScalars.prefix(max(0, start) + identifier.unicodeScalars.count))
    // `header X-Api-Key value` keeps the space it had where `set f=value` has its `=`.
    shown = cut + (separator.isEmpty && rest.isEmpty ? " " : separator) + Secret.mask
    kept = String(cut)
    self.rest = joined
    self.words = words
  }
}
