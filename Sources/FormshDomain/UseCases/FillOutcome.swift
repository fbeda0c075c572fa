/// What filling one record gave.
public enum FillOutcome: Sendable, Equatable {
  /// Every rule passed: the payload values, aligned with the form's fields.
  case valid([PayloadValue])
  /// Some field was refused or failed a rule: one error per such field, in field order.
  case invalid([FillError])
}
