/// The class of a record's error in batch fill, for the summary's breakdown by field and
/// code (`fill` prints `  email  required  2`). The names are the error codes of the shell's
/// machine protocol (docs/protocol.md), so a code means the same wherever formsh shows it.
/// One byte, so that counting it costs a record nothing but an addition.
public enum FillErrorCode: UInt8, CaseIterable, Sendable {
  // A value the field's kind refuses (`EditError`).
  case unknownField, wrongKind, tooLong, notANumber, unknownOption, notABoolean, oneOptionOnly
  case repeatedOption, wrongInput, editRefused, readOnly, disabled
  // A rule the value fails (`ValidationFailure`).
  case required, invalidEmail, invalidURL, tooShort, patternMismatch, patternNotChecked
  case belowMinimum, aboveMaximum, tooFewSelections, tooManySelections, ruleFailed
  case formRuleFailed, tooFewItems, tooManyItems
  // Of the record itself.
  /// A field the record names twice.
  case repeatedField
  /// The record's conditions could not all be worked out (a budget ran out).
  case conditionsUnfinished
  /// A computed field could not be worked out on the record's values (`NaN: …`).
  case notComputed

  /// The snake_case name shown (`too_long`).
  public var name: String {
    switch self {
    case .unknownField: "unknown_field"
    case .wrongKind: "wrong_kind"
    case .tooLong: "too_long"
    case .notANumber: "not_a_number"
    case .unknownOption: "unknown_option"
    case .notABoolean: "not_a_boolean"
    case .oneOptionOnly: "one_option_only"
    case .repeatedOption: "repeated_option"
    case .wrongInput: "wrong_input"
    case .editRefused: "edit_refused"
    case .readOnly: "read_only"
    case .disabled: "disabled"
    case .required: "required"
    case .invalidEmail: "invalid_email"
    case .invalidURL: "invalid_url"
    case .tooShort: "too_short"
    case .patternMismatch: "pattern_mismatch"
    case .patternNotChecked: "pattern_not_checked"
    case .belowMinimum: "below_minimum"
    case .aboveMaximum: "above_maximum"
    case .tooFewSelections: "too_few_selections"
    case .tooManySelections: "too_many_selections"
    case .ruleFailed: "rule_failed"
    case .formRuleFailed: "form_rule_failed"
    case .repeatedField: "repeated_field"
    case .conditionsUnfinished: "conditions_unfinished"
    case .notComputed: "not_computed"
    case .tooFewItems: "too_few_items"
    case .tooManyItems: "too_many_items"
    }
  }
}

extension EditError {
  /// Its class in batch fill's summary.
  public var fillCode: FillErrorCode {
    switch self {
    case .unknownField, .group, .notAList: .unknownField
    case .noItem, .tooManyItems: .editRefused
    case .wrongKind: .wrongKind
    case .tooLong: .tooLong
    case .notANumber: .notANumber
    case .unknownOption: .unknownOption
    case .notABoolean: .notABoolean
    case .oneOptionOnly: .oneOptionOnly
    case .repeatedOption: .repeatedOption
    case .wrongInput: .wrongInput
    case .refused: .editRefused
    case .readOnly: .readOnly
    case .disabled: .disabled
    }
  }
}

extension ValidationFailure {
  /// Its class in batch fill's summary.
  public var fillCode: FillErrorCode {
    switch self {
    case .required: .required
    case .invalidEmail: .invalidEmail
    case .invalidURL: .invalidURL
    case .notANumber: .notANumber
    case .tooLong: .tooLong
    case .tooShort: .tooShort
    case .patternMismatch: .patternMismatch
    case .patternNotChecked: .patternNotChecked
    case .belowMinimum: .belowMinimum
    case .aboveMaximum: .aboveMaximum
    case .tooFewSelections: .tooFewSelections
    case .tooManySelections: .tooManySelections
    case .failed: .ruleFailed
    case .ruleFailed: .formRuleFailed
    case .tooFewItems: .tooFewItems
    case .tooManyItems: .tooManyItems
    }
  }
}
