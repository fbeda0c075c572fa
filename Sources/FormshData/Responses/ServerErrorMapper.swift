import FormshDomain
import FormshJSON

/// Maps a server's error response onto a form's fields, from the common shapes:
///
/// - RFC 9457 problem details: `errors[]` of `{pointer, detail}` (`#/email` or `/email`;
///   `message` or `title` when there is no `detail`); `invalid_params` or `invalid-params`
///   of `{name, reason}`; the problem's own `detail` (else `title`) is a form error when no
///   error names a field, and a problem with no list at all is that one form error.
/// - JSON:API: `errors[]` of `{source: {pointer}, detail}` (`/data/attributes/email`), `title`
///   when there is no `detail`.
/// - Rails and Laravel: `{"errors": {"email": ["has already been taken"], "base": [...]}}`,
///   each value a string or an array of strings; `base` is a form error as written, any
///   other key naming no field a form error with the key in front; Laravel's `message` is a
///   form error when no error names a field.
/// - Ory Kratos: a flow answered again (`ui.nodes`), each node's `error` messages on the field
///   its `attributes.name` names, the flow's own (`ui.messages`) on the form.
///
/// A name matches a field id exactly, or as a JSON pointer whose first token is the id
/// (`/email/0`, with `~0` and `~1` unescaped). Anything naming no field is a form error that
/// keeps the name ("nickname: is reserved"). A server's text is untrusted: control
/// characters are removed, each message is cut to `messageLimit` characters (ending in "…"),
/// and at most `errorLimit` errors are kept, the rest counted in a last form error
/// ("… and 9900 more errors").
public enum ServerErrorMapper {
  /// The most characters kept of one message.
  public static let messageLimit = 500
  /// The most errors kept of one response.
  public static let errorLimit = 100

  /// The errors in a response body; `nil` when it is not JSON (nor an HTML page with errors
  /// beside its fields) or has none of the shapes.
  public static func map(_ body: [UInt8], form: Form) -> ServerErrors? {
    guard let value = try? JSONParser.parse(body) else { return mapPage(body, form: form) }
    return map(value, form: form)
  }

  /// The errors in a parsed response body; `nil` when it has none of the shapes.
  public static func map(_ body: JSONValue, form: Form) -> ServerErrors? {
    guard case .object(let object) = body else { return nil }
    var collector = ServerErrorCollector(
      form: form, limit: errorLimit, messageLimit: messageLimit)
    var recognised = false
    var summary: String? = nil
    switch object["errors"] {
    case .array(let entries)?:
      recognised = true
      for entry in entries { addListed(entry, to: &collector) }
      summary = text(object["detail"]) ?? text(object["title"])
    case .object(let map)?:
      recognised = true
      for (key, value) in map.members { addMapped(key: key, value: value, to: &collector) }
      summary = text(object["message"])
    case .string(let message)?:
      recognised = true
      collector.addFormError(message)
    default:
      break
    }
    for key in ["invalid_params", "invalid-params"] {
      guard case .array(let entries)? = object[key] else { continue }
      recognised = true
      for entry in entries {
        guard case .object(let parameter) = entry else { continue }
        collector.add(
          text(parameter["reason"]) ?? text(parameter["detail"]) ?? text(parameter["message"]),
          name: text(parameter["name"]))
      }
      summary = summary ?? text(object["detail"]) ?? text(object["title"])
    }
    if !recognised, addKratosMessages(object, to: &collector) { recognised = true }
    if !recognised, isProblem(object) {
      recognised = true
      summary = text(object["detail"]) ?? text(object["title"])
    }
    guard recognised else { return nil }
    if !collector.hasFieldErrors, let summary { collector.insertSummary(summary) }
    return collector.result
  }

  /// One entry of an `errors` array (RFC 9457 or JSON:API).
  private static func addListed(_ entry: JSONValue, to collector: inout ServerErrorCollector) {
    guard case .object(let error) = entry else {
      if case .string(let message) = entry { collector.addFormError(message) }
      return
    }
    var name = text(error["pointer"]) ?? text(error["field"])
    if name == nil, case .object(let source)? = error["source"] {
      name = text(source["pointer"]) ?? text(source["parameter"])
    }
    let message =
      text(error["detail"]) ?? text(error["message"]) ?? text(error["title"])
    guard message != nil || name != nil else { return }
    collector.add(message, name: name)
  }

  /// One key of an `errors` map (Rails, Laravel): `base` is the form's.
  private static func addMapped(
    key: String, value: JSONValue, to collector: inout ServerErrorCollector
  ) {
    let messages: [String]
    switch value {
    case .string(let message): messages = [message]
    case .array(let elements): messages = elements.compactMap(text)
    default: return
    }
    for message in messages {
      if key == "base" {
        collector.addFormError(message)
      } else {
        collector.add(message, name: key)
      }
    }
  }

  /// An RFC 9457 problem without a list of errors: a `title` or `detail`, and a `type` or
  /// `status`.
  static func isProblem(_ object: JSONObject) -> Bool {
    (text(object["title"]) != nil || text(object["detail"]) != nil)
      && (object["type"] != nil || object["status"] != nil)
  }

  /// A string's text; anything else is no text.
  private static func text(_ value: JSONValue?) -> String? {
    if case .string(let text)? = value { text } else { nil }
  }
}
