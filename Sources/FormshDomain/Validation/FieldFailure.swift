/// A field that fails, with the message to show under it.
public struct FieldFailure: Sendable, Equatable {
  /// The field's id.
  public let field: FieldID
  /// The first rule the value fails.
  public let failure: ValidationFailure
  /// What to show: the field's `error_message`, or the failure's default message.
  public let message: String

  /// Creates a failure for a field.
  public init(field: FieldID, failure: ValidationFailure, message: String) {
    self.field = field
    self.failure = failure
    self.message = message
  }
}
