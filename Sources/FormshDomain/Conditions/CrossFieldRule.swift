/// A rule across fields (`rules` of the form): when `check` is not true, `message` is an error
/// on each field listed (or on the form as a whole when none is). Checked on validate and
/// submit, with the other rules that are not checked as a value is typed.
public struct CrossFieldRule: Sendable {
  /// What must hold.
  public let check: Condition
  /// The error when it does not.
  public let message: String
  /// The fields the error is shown on; none for the form as a whole.
  public let fields: [FieldID]

  /// Creates a rule.
  public init(check: Condition, message: String, fields: [FieldID]) {
    self.check = check
    self.message = message
    self.fields = fields
  }

  /// The id under which an error of the form as a whole is reported, as if it were a field's.
  public static let formWide: FieldID = "_form"
}
