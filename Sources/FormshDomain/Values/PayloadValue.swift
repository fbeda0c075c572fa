/// One value of a submission, as JSON will carry it.
public enum PayloadValue: Sendable, Equatable {
  /// A JSON string.
  case string(String)
  /// A JSON number, written exactly as this text.
  case number(String)
  /// A JSON boolean.
  case bool(Bool)
  /// A JSON array of strings.
  case strings([String])
  /// JSON null (an empty number or an unselected dropdown).
  case null
  /// Any other JSON value, as the form file wrote it: a member of the form's `submit_data`.
  case json(LogicValue)
}

extension PayloadValue {
  /// Whether it says nothing was answered: no text, no number or date (`null`), no option
  /// chosen. A boolean is always an answer.
  public var isEmptyAnswer: Bool {
    switch self {
    case .string(let text): text.isEmpty
    case .strings(let ids): ids.isEmpty
    case .null: true
    case .number, .bool, .json: false
    }
  }
}
