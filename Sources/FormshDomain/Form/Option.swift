/// One choice of a dropdown.
public struct Option: Sendable, Equatable {
  /// The id the payload uses.
  public let id: String
  /// The text shown to the user.
  public let label: String
  /// Whether the form wrote the id as a JSON number (`{"id": 2}`): the payload then carries
  /// the number `2`, as the form's own system sends it, not the text `"2"`.
  public let isNumber: Bool

  /// Creates an option.
  public init(id: String, label: String, isNumber: Bool = false) {
    self.id = id
    self.label = label
    self.isNumber = isNumber
  }
}
