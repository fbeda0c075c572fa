/// Why a value fails validation. The default messages below are replaced by a field's
/// `error_message` when it has one (`Field.message(for:)`).
public enum ValidationFailure: Sendable, Equatable {
  /// The field is required and empty (or off, or has no selection).
  case required(FieldKind)
  /// Not an email address.
  case invalidEmail
  /// Not an http(s) URL with a host.
  case invalidURL
  /// Not a number.
  case notANumber
  /// More characters than allowed.
  case tooLong(max: Int)
  /// Fewer characters than required.
  case tooShort(min: Int)
  /// The text does not match the field's pattern.
  case patternMismatch(String)
  /// The number is smaller than the minimum.
  case belowMinimum(String)
  /// The number is larger than the maximum.
  case aboveMaximum(String)
  /// Fewer options chosen than required.
  case tooFewSelections(min: Int)
  /// More options chosen than allowed.
  case tooManySelections(max: Int)
  /// A rule of the field's kind failed (a date before its earliest); `rule` names the rule,
  /// `message` says what the value must be.
  case failed(rule: String, message: String)

  /// The default message, phrased to follow the field's name.
  public var message: String {
    switch self {
    case .required(let kind): kind.requiredMessage
    case .invalidEmail: "must be an email address"
    case .invalidURL: "must be an http(s) URL with a host"
    case .notANumber: "must be a number"
    case .tooLong(let max): "must be at most \(max) \(characters(max))"
    case .tooShort(let min): "must be at least \(min) \(characters(min))"
    case .patternMismatch(let pattern): "must match the pattern \(pattern)"
    case .belowMinimum(let minimum): "must be at least \(minimum)"
    case .aboveMaximum(let maximum): "must be at most \(maximum)"
    case .tooFewSelections(let min): "needs at least \(min) selections"
    case .tooManySelections(let max):
      "takes at most \(max) \(max == 1 ? "selection" : "selections")"
    case .failed(_, let message): message
    }
  }

  private func characters(_ count: Int) -> String { count == 1 ? "character" : "characters" }
}
