/// What Tab offers: the characters before the cursor to replace, and the candidates.
public struct Completion: Sendable, Equatable {
  /// How many characters before the cursor the candidate replaces.
  public var replacing: Int
  /// Full replacements, sorted.
  public var candidates: [String]
  /// Appended when exactly one candidate is left (a space, `=` after `set FIELD`, or none
  /// after a directory).
  public var suffix: String

  /// Nothing to offer.
  public static let none = Completion(replacing: 0, candidates: [], suffix: "")
}
