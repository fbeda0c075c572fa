/// One error in a record: a field's, a list's (a cross-field rule naming a repeating
/// group), or the form's as a whole (a cross-field rule without fields).
public struct FillError: Error, Sendable, Equatable {
  /// The field's position in `form.fields`; for a list's error, `form.fields.count` plus the
  /// list's position in `form.lists` (so errors sort fields first, then lists); `nil` for
  /// the form as a whole.
  public let field: Int?
  /// The message (the field's `error_message` when it has one).
  public let message: String
  /// Its class, for the summary's breakdown by field and code.
  public let code: FillErrorCode
  /// The list's id, for a list's error.
  public let list: FieldID?

  /// Creates an error.
  public init(field: Int?, message: String, code: FillErrorCode, list: FieldID? = nil) {
    self.field = field
    self.message = message
    self.code = code
    self.list = list
  }
}
