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
  /// The pattern could not be checked on the text: matching ran out of its budget, or
  /// (`interrupted`) Ctrl-C stopped it. Never a pass; the field's `error_message` does not
  /// replace this message, which is about the form's pattern rather than the value.
  case patternNotChecked(String, interrupted: Bool)
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
  /// A rule across fields (the form's `rules`) does not hold; its own message, which a
  /// field's `error_message` does not replace.
  case ruleFailed(String)
  /// A repeating group has fewer items than its `min` (`count`: how many it has).
  case tooFewItems(min: Int, count: Int)
  /// A repeating group has more items than its `max`.
  case tooManyItems(max: Int, count: Int)

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
    case .patternNotChecked(let pattern, interrupted: false):
      "the pattern \(pattern) is too costly to check on this value"
    case .patternNotChecked(let pattern, interrupted: true):
      "the pattern \(pattern) was not checked: interrupted"
    case .belowMinimum(let minimum): "must be at least \(minimum)"
    case .aboveMaximum(let maximum): "must be at most \(maximum)"
    case .tooFewSelections(let min): "needs at least \(min) selections"
    case .tooManySelections(let max):
      "takes at most \(max) \(max == 1 ? "selection" : "selections")"
    case .failed(_, let message): message
    case .ruleFailed(let message): message
    case .tooFewItems(let min, let count):
      "needs at least \(min) \(min == 1 ? "item" : "items"); it has \(count)"
    case .tooManyItems(let max, let count):
      "takes at most \(max) \(max == 1 ? "item" : "items"); it has \(count)"
    }
  }

  /// Whether a field's `error_message` replaces the message: for every failure of the value,
  /// not for a pattern that could not be checked nor for a rule across fields.
  public var takesFieldMessage: Bool {
    switch self {
    case .patternNotChecked, .ruleFailed: false
    default: true
    }
  }

  private func characters(_ count: Int) -> String { count == 1 ? "character" : "characters" }
}
