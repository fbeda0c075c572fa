/// One field's error in a record.
public struct FillError: Error, Sendable, Equatable {
  /// The field's position in `form.fields`.
  public let field: Int
  /// The message (the field's `error_message` when it has one).
  public let message: String

  /// Creates an error.
  public init(field: Int, message: String) {
    self.field = field
    self.message = message
  }
}
