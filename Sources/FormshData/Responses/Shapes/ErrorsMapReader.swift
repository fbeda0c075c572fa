import FormshDomain
import FormshJSON

/// Rails and Laravel: `{"errors": {"email": ["has already been taken"], "base": [...]}}`,
/// each value a string or an array of strings; `base` is a form error as written, a key is
/// a field's id (or a JSON pointer to it), any other key a form error with the key in front;
/// Laravel's `message` is the summary. `{"errors": "text"}` is one error, the form's.
struct ErrorsMapReader: ServerErrorReader {
  let shape = ServerErrorShape.errorsMap

  func recognises(_ body: ServerErrorBody) -> Bool {
    switch body.object?["errors"] {
    case .object?, .string?: true
    default: false
    }
  }

  func read(_ body: ServerErrorBody, into errors: inout ServerErrorCollector) {
    guard let object = body.object else { return }
    switch object["errors"] {
    case .object(let map)?:
      for (key, value) in map.members {
        for message in Self.messages(value) {
          if key == "base" {
            errors.addFormError(message)
          } else {
            errors.add(message, name: key)
          }
        }
      }
      errors.summary = object["message"]?.stringValue
    case .string(let message)?:
      errors.addFormError(message)
    default:
      break
    }
  }

  /// A key's messages: a string, or the strings of an array.
  static func messages(_ value: JSONValue) -> [String] {
    switch value {
    case .string(let message): [message]
    case .array(let elements): elements.compactMap(\.stringValue)
    default: []
    }
  }
}
