/// Text piping: `{field_path}` inside a field's `label`, `supporting_text` or `placeholder`,
/// or a rule's `message`, shows that field's current value; `{{` writes `{` and `}}` writes
/// `}`. A name that is no field (which `lint` reports), or a `{` never closed, is shown as
/// written.
public enum TextPipe {
  /// One piece of a piped text.
  enum Piece: Equatable {
    /// Text shown as it is.
    case text(String)
    /// `{name}`: the value of the field it names.
    case field(String)
  }

  /// The names a text pipes, in order, each once.
  public static func names(in text: String) -> [String] {
    var seen: Set<String> = []
    return pieces(of: text).compactMap { piece in
      guard case .field(let name) = piece, seen.insert(name).inserted else { return nil }
      return name
    }
  }

  /// Whether a text pipes anything, or writes a brace (only then is it worth filling in).
  public static func isPiped(_ text: String) -> Bool {
    text.utf8.contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }
  }

  /// The text with each `{name}` replaced by `value(name)`; a name it gives `nil` for is
  /// shown as written.
  public static func fill(_ text: String, _ value: (String) -> String?) -> String {
    guard isPiped(text) else { return text }
    var filled = ""
    for piece in pieces(of: text) {
      switch piece {
      case .text(let literal): filled += literal
      case .field(let name): filled += value(name) ?? "{\(name)}"
      }
    }
    return filled
  }

  /// The text with each `{field}` replaced by the field's value in `state`, as it reads on
  /// screen: text as typed, a secure field masked, options by their labels, a checkbox as
  /// its words.
  public static func fill(_ text: String, form: Form, state: FormState) -> String {
    fill(text) { name in
      guard let field = form.field(name) else { return nil }
      return shown(state[field.id] ?? field.kind.emptyValue, of: field)
    }
  }

  /// A value as a piped text shows it.
  static func shown(_ value: FormValue, of field: Field) -> String {
    if field.kind.isSecret { return value.isEmpty ? "" : Secret.mask }
    switch value {
    case .text(let text): return text
    case .bool: return field.kind.behavior.summary(value)
    case .selection(let ids):
      return ids.map { field.option($0)?.label ?? $0 }.joined(separator: ", ")
    }
  }

  /// The pieces of a text: `{{` and `}}` are braces, `{name}` a field, anything else text.
  static func pieces(of text: String) -> [Piece] {
    var pieces: [Piece] = []
    var literal = ""
    var rest = Substring(text)
    while let first = rest.first {
      if rest.hasPrefix("{{") || rest.hasPrefix("}}") {
        literal.append(first)
        rest = rest.dropFirst(2)
      } else if first == "{", let close = rest.dropFirst().firstIndex(where: { $0 == "}" || $0 == "{" }),
        rest[close] == "}", close > rest.index(after: rest.startIndex)
      {
        if !literal.isEmpty { pieces.append(.text(literal)) }
        literal = ""
        pieces.append(.field(String(rest[rest.index(after: rest.startIndex)..<close])))
        rest = rest[rest.index(after: close)...]
      } else {
        literal.append(first)
        rest = rest.dropFirst()
      }
    }
    if !literal.isEmpty { pieces.append(.text(literal)) }
    return pieces
  }
}
