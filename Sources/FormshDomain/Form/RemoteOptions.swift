/// Where a dropdown's options come from when a server gives them (`options_url`, with
/// `options_path`), and how the last load went. The options themselves are the field's
/// `options`: a field whose options were loaded is a copy of the form's field
/// (`Field.withOptions`) in a copy of the form (`Form.replacing`).
public struct RemoteOptions: Sendable, Equatable {
  /// The URL as the form writes it: `{field_path}` placeholders are filled from the current
  /// values, percent-encoded; `{{` and `}}` write braces (as text piping, `TextPipe`).
  public let url: String
  /// `options_path`: the JSONPath query whose nodes are the options (or whose one node is
  /// their array); `nil` when the response is the array itself.
  public let path: String?
  /// The URL the field's options were last loaded from (or failed to load from); `nil`
  /// before the first load.
  public let loadedFrom: String?
  /// Why the options could not be loaded from `loadedFrom`: an error on the field, which
  /// then has no options.
  public let problem: String?

  /// Creates the source of a field's options, not yet loaded.
  public init(url: String, path: String? = nil, loadedFrom: String? = nil, problem: String? = nil) {
    self.url = url
    self.path = path
    self.loadedFrom = loadedFrom
    self.problem = problem
  }

  /// The field names the URL's placeholders name, in order, each once.
  public var placeholders: [String] { TextPipe.names(in: url) }

  /// The URL for some values: each `{name}` replaced by that field's value as the payload
  /// carries it (an option's id, `true`/`false`, the text; several options joined by
  /// commas), percent-encoded; a name that is no field is left as written, and a secure
  /// field's value is never sent (its placeholder is empty).
  public func url(in form: Form, state: FormState) -> String {
    TextPipe.fill(url) { name in
      guard let field = form.field(name) else { return nil }
      guard !field.kind.isSecret else { return "" }
      let value = state[field.id] ?? field.kind.emptyValue
      let text: String
      switch value {
      case .text(let typed): text = typed
      case .bool(let on): text = on ? "true" : "false"
      case .selection(let ids): text = ids.joined(separator: ",")
      }
      return Self.percentEncoded(text)
    }
  }

  /// Every byte of the UTF-8 text but RFC 3986's unreserved characters as `%XX`.
  public static func percentEncoded(_ text: String) -> String {
    var encoded = ""
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"):
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return encoded
  }

  /// What validation says of a field's value: the load's problem, or an option chosen
  /// before the options were loaded again that is not among them any more.
  func failure(of field: Field, value: FormValue) -> ValidationFailure? {
    if let problem { return .ruleFailed(problem) }
    guard case .selection(let ids) = value,
      let missing = ids.first(where: { field.option($0) == nil })
    else { return nil }
    return .ruleFailed("\(quoted(missing)) is not one of the options loaded")
  }
}
