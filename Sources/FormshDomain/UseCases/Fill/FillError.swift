/// One error in a record: a field's, or the form's as a whole (a cross-field rule without
/// fields).
public struct FillError: Error, Sendable, Equatable {
  /// The field's position in `form.fields`; `nil` for the form as a whole.
  public let field: Int?
  /// The message (the field's `error_message` when it has one).
  public let message: String
  /// Its class, for the summary's breakdown by field and code.
  public let code: FillErrorCode

  /// Creates an error.
  public init(field: Int?, message: String, code: FillErrorCode) {
    self.field = field
    self.message = message
    self.code = code
  }
}
