import FormshDomain

/// How a server names a field: its id exactly; a JSON pointer (RFC 6901, optionally as a URI
/// fragment, `#/email`) to the field's place in the payload (`/email`, `/email/0`,
/// `/address/city`, `/items/0/name`), or JSON:API's `/data/attributes/email`; or, for the
/// shapes that name fields by a path of their own, the path's steps (`ServerFieldIndex`).
enum ServerFieldName {
  /// The field `name` names in `form`, if any.
  static func field(named name: String, in form: Form, index: ServerFieldIndex) -> FieldID? {
    if form.field(name) != nil { return name }
    var pointer = Substring(name)
    if pointer.hasPrefix("#") { pointer = pointer.dropFirst() }
    guard pointer.hasPrefix("/") else { return nil }
    let tokens = pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
      .map(unescaped)
    if let field = index.field(at: tokens) { return field }
    guard tokens.count >= 3, tokens[0] == "data", tokens[1] == "attributes" else { return nil }
    return index.field(at: Array(tokens.dropFirst(2)))
  }

  /// The steps of a property path as ASP.NET Core, Spring, express-validator and
  /// class-validator write one: `Address.City`, `Items[0].Name`, `items.0.name`; a leading `$`
  /// (System.Text.Json's `$.address.city`) is dropped, and a bracket's quotes
  /// (`$['odd.key']`).
  static func steps(ofPath path: String) -> [String] {
    var steps: [String] = []
    var current = ""
    var inBracket = false
    for character in path {
      switch character {
      case "." where !inBracket, "[" where !inBracket:
        if !current.isEmpty { steps.append(current) }
        current = ""
        inBracket = character == "["
      case "]" where inBracket:
        steps.append(unquoted(current))
        current = ""
        inBracket = false
      default:
        current.append(character)
      }
    }
    if !current.isEmpty { steps.append(current) }
    if steps.first == "$" { steps.removeFirst() }
    return steps
  }

  /// A bracket's key without the quotes around it.
  private static func unquoted(_ key: String) -> String {
    for quote: Character in ["'", "\""]
    where key.count >= 2 && key.first == quote && key.last == quote {
      return String(key.dropFirst().dropLast())
    }
    return key
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
