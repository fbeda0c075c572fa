/// One choice of a dropdown.
public struct Option: Sendable, Equatable {
  /// The id the payload uses.
  public let id: String
  /// The text shown to the user.
  public let label: String

  /// Creates an option.
  public init(id: String, label: String) {
    self.id = id
    self.label = label
  }
}
