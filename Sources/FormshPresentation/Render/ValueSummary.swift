import FormshDomain

/// A value in a few words, for tables, descriptions and confirmations. Secure values are
/// masked; text is quoted so leading and trailing spaces show.
public enum ValueSummary {
  /// The summary of a field's value; `nil` text reads as empty.
  public static func summary(_ value: FormValue, of field: Field) -> String {
    switch value {
    case .text(let text) where text.isEmpty: return "(empty)"
    case .text where field.kind == .secure: return "•••••••• (hidden)"
    case .text(let text) where field.kind == .number: return TerminalText.sanitize(text)
    case .text(let text): return TerminalText.sanitize("\"" + text + "\"")
    case .bool(let on):
      if field.kind == .checkbox { return on ? "checked" : "not checked" }
      return on ? "on" : "off"
    case .selection(let ids) where ids.isEmpty: return "(none)"
    case .selection(let ids): return TerminalText.sanitize(ids.joined(separator: ", "))
    }
  }
}
