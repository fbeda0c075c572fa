import FormshDomain

/// A value in a few words, for tables, descriptions and confirmations, as its field's kind
/// words it (secrets masked, text quoted so leading and trailing spaces show), made safe for a
/// terminal.
public enum ValueSummary {
  /// The summary of a field's value.
  public static func summary(_ value: FormValue, of field: Field) -> String {
    TerminalText.sanitize(field.kind.behavior.summary(value))
  }
}
