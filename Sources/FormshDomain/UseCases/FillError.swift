/// One field's error in a record.
public struct FillError: Error, Sendable, Equatable {
  /// The field's position in `form.fields`.
  public let field: Int
  /// The message (the field's `error_message` when it has one).
  public let message: String
  /// Whether Ctrl-C stopped the check (a pattern not run): the record's outcome is not known.
  public let interrupted: Bool

  /// Creates an error.
  public init(field: Int, message: String, interrupted: Bool = false) {
    self.field = field
    self.message = message
    self.interrupted = interrupted
  }
}
