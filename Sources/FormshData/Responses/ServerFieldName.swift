import FormshDomain

/// How a server names a field: its id exactly, or a JSON pointer (RFC 6901, optionally as a
/// URI fragment, `#/email`) whose first token is the id (`/email`, `/email/0`), or JSON:API's
/// `/data/attributes/email`.
enum ServerFieldName {
  /// The field `name` names in `form`, if any.
  static func field(named name: String, in form: Form) -> FieldID? {
    if form.field(name) != nil { return name }
    var pointer = Substring(name)
    if pointer.hasPrefix("#") { pointer = pointer.dropFirst() }
    guard pointer.hasPrefix("/") else { return nil }
    let tokens = pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
      .map(unescaped)
    var candidate = tokens.first
    if tokens.count >= 3, tokens[0] == "data", tokens[1] == "attributes",
      form.field(tokens[0]) == nil
    {
      candidate = tokens[2]
    }
    guard let candidate, form.field(candidate) != nil else { return nil }
    return candidate
  }

  /// A pointer token: `~1` is `/`, `~0` is `~` (in that order, so `~01` is `~1`).
  static func unescaped(_ token: Substring) -> String {
    guard token.contains("~") else { return String(token) }
    return String(token).replacing("~1", with: "/").replacing("~0", with: "~")
  }

  /// The name as a form error shows it: a fragment's `#` dropped.
  static func shown(_ name: String) -> String {
    name.hasPrefix("#/") ? String(name.dropFirst()) : name
  }
}
