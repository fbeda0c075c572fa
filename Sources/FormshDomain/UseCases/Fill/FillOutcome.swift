/// What filling one record gave.
public enum FillOutcome: Sendable, Equatable {
  /// Every rule passed: the payload, as `submit` would send it.
  case valid(Payload)
  /// Some field was refused or failed a rule: one error per such field, in field order, then
  /// the form's own.
  case invalid([FillError])
}
