import FormshDomain

/// What of one command is secret, worked out once from its words and what they parsed as:
/// the text `--echo`, `history`, events and `undo` show, what the history file keeps, and what
/// an error while it runs must not quote. The command's own masking comes first when it
/// parses (`set password=…` shows `set password=********`); else everything after a secure
/// field's id in any spelling (`SecretWords`); else the text with every known secret masked.
struct CommandMask {
  /// The command as shown.
  let shown: String
  /// Whether it spells out a secret: the history file then keeps the line command by
  /// command, each as `kept` says.
  let holdsSecret: Bool
  /// What the history file keeps of it: `nil` for nothing (`header Authorization: …`).
  let kept: String?
  /// What it spells out after a secure field's id, unless it parses as a command that vouches
  /// there is no secret there (`expect error password MESSAGE`): nothing written while it
  /// runs may hold it.
  let hidden: SecretWords?

  /// The mask of a command's words; `command` is what they parsed as (`nil` when they do
  /// not), `namesSecret` whether an id is (or is nearest to) a secure field's, `secrets` the
  /// values known so far.
  init(
    _ words: CommandWords, command: (any Command)?, namesSecret: (String) -> Bool,
    secrets: Secrets
  ) {
    hidden =
      command?.showsNoSecret == true
      ? nil : SecretWords(words, namesSecret: namesSecret) ?? SecretWords(header: words)
    if let masked = command?.masked(isSecret: namesSecret) {
      (shown, kept, holdsSecret) = (masked.shown, masked.history, true)
    } else if let hidden {
      (shown, kept, holdsSecret) = (hidden.shown, hidden.kept, true)
    } else {
      (shown, kept, holdsSecret) = (secrets.scrub(words.source), words.source, false)
    }
  }
}
