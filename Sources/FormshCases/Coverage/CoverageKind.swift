import FormshDomain

/// What a coverage item is about. Each kind has its sides: the outcomes a suite should have
/// seen, each counted once (a rule is seen passing and failing, an option selected).
public enum CoverageKind: String, Sendable, CaseIterable {
  /// A field set at least once (`set`, `select`, `toggle`, `check`, `uncheck`, `clear`).
  case field
  /// An option of a dropdown or multi-select, selected by an edit.
  case option
  /// A checkbox or toggle, left on and left off by an edit.
  case onOff = "switch"
  /// A validation rule of a field (`detail` names it: `required`, `regex`, …), seen passing
  /// and failing.
  case rule
  /// A field's own `error_message`, shown for one of its failures.
  case message
  /// A field's or a section's `visible_if`, seen true and false.
  case visibleIf = "visible_if"
  /// A field's or a section's `required_if`, seen true and false.
  case requiredIf = "required_if"
  case enabledIf = "enabled_if"
  /// A cross-field rule of the form (`detail` is its message), seen holding and failing.
  case formRule = "form_rule"
  /// A rich-text link, listed by `links` or opened by `open`.
  case link
  /// The form's submit, seen refused and accepted.
  case submit
  /// A shape of server error response (`detail` names it), seen once.
  case serverErrors = "server_errors"
  /// A repeating group's number of items (`detail`: its bounds), validated too few, within
  /// its bounds and too many (the sides its bounds allow).
  case items

  /// The outcomes to see, in the order reports list them.
  public var sides: [String] {
    switch self {
    case .field: ["set"]
    case .option: ["selected"]
    case .onOff: ["on", "off"]
    case .rule: ["passed", "failed"]
    case .message: ["shown"]
    case .visibleIf, .requiredIf, .enabledIf: ["true", "false"]
    case .formRule: ["held", "failed"]
    case .link: ["seen"]
    case .submit: ["refused", "accepted"]
    case .serverErrors: ["seen"]
    case .items: ["too few", "within bounds", "too many"]
    }
  }
}
