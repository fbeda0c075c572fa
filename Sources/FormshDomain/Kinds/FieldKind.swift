/// What kind of input a field takes. The names are those `lint --json` prints.
public enum FieldKind: String, Sendable, CaseIterable, CustomStringConvertible {
  case text, multiline, number, url, email, secure
  case dropdown, multiselect, checkbox, toggle

  /// The per-kind rules: how input is accepted, what is empty, what is validated, what is sent.
  public var behavior: any KindBehavior {
    switch self {
    case .text: TextKind()
    case .multiline: MultilineKind()
    case .number: NumberKind()
    case .url: URLKind()
    case .email: EmailKind()
    case .secure: SecureKind()
    case .dropdown: DropdownKind()
    case .multiselect: MultiSelectKind()
    case .checkbox: CheckboxKind()
    case .toggle: ToggleKind()
    }
  }

  /// Whether the value is text typed by the user.
  public var isTextual: Bool { !isChoice && !isBoolean }
  /// Whether the value is a set of option ids.
  public var isChoice: Bool { self == .dropdown || self == .multiselect }
  /// Whether the value is on/off.
  public var isBoolean: Bool { self == .checkbox || self == .toggle }

  public var description: String { rawValue }

  /// "a" or "an", for messages.
  public var article: String { self == .email ? "an" : "a" }
}
