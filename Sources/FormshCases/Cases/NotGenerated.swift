import FormshDomain

/// A case the generator could not derive, and why: it is left out rather than guessed.
public struct NotGenerated: Sendable, Equatable {
  /// What the case was about: a field id, `rule 1`, `section billing`.
  public let subject: String
  /// Why no case was written ("no value matching the pattern … could be derived").
  public let reason: String

  /// Creates the note.
  public init(subject: String, reason: String) {
    self.subject = subject
    self.reason = reason
  }
}
