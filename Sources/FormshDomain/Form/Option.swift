/// One choice of a dropdown.
public struct Option: Sendable, Equatable {
  /// The id the payload uses.
  public let id: String
  /// The text shown to the user.
  public let label: String
  /// Whether the form gave the id as a JSON number (`{"id": 2}`): the payload then carries
  /// the number, not its text, as the form's server (a JSON Schema `enum` of integers) expects.
  public let isNumber: Bool

  /// Creates an option.
  public init(id: String, label: String, isNumber: Bool = false) {
    self.id = id
    self.label = label
    self.isNumber = isNumber
  }

  /// The payload value of a chosen option of these: a number where the form gave one.
  public static func payloadValue(of id: String, in options: [Option]) -> LogicValue {
    if options.first(where: { $0.id == id })?.isNumber == true,
      let number = Double(id), number.isFinite
    {
      return .number(LogicNumber(number, text: id))
    }
    return .string(id)
  }
}
