/// The value of one field. Text kinds hold text (a NUMBER keeps its text exactly as entered),
/// checkboxes and toggles hold a boolean, dropdowns hold option ids in option order.
public enum FormValue: Sendable, Hashable {
  case text(String)
  case bool(Bool)
  case selection([String])

  /// The text, for text kinds.
  public var text: String? {
    if case .text(let text) = self { text } else { nil }
  }

  /// The selected option ids, for dropdowns.
  public var selection: [String]? {
    if case .selection(let ids) = self { ids } else { nil }
  }

  /// Whether the value counts as empty for `required`: blank text, off, no selection.
  public var isEmpty: Bool {
    switch self {
    case .text(let text): text.isBlank
    case .bool(let on): !on
    case .selection(let ids): ids.isEmpty
    }
  }

  /// Whether a boolean value is on (false for every other value).
  public var isOn: Bool {
    if case .bool(let on) = self { on } else { false }
  }
}
