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
