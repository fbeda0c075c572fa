import FormshJSON

/// The body as a map of field to messages, nested as the payload is, which Django REST
/// framework's serializers and Django's forms write: `{"age": [...], "address": {"city":
/// [...]}, "items": [{}, {"name": [...]}]}`: an object is a group's errors (or a list
/// field's, keyed by index), an array of objects a list's, one per item, and an array of
/// messages a field's. The framework's key for the errors of a form as a whole
/// (`non_field_errors`, `__all__`) is the form's at the top, its group's deeper
/// (`address: …`).
struct FieldMapReading {
  /// How deep a map may nest and still be one.
  static let depthLimit = 32

  /// The key of the errors of the (sub)form itself.
  let formKey: String
  /// A field's messages, when a value is a list of them in this framework's spelling.
  let messages: @Sendable ([JSONValue]) -> [String]?

  /// Whether `object` is such a map: at least one member, each a field's messages, a group's
  /// map, or a list's items (objects, each empty or a map).
  func isMap(_ object: JSONObject, depth: Int = 0) -> Bool {
    guard !object.members.isEmpty, depth < Self.depthLimit else { return false }
    return object.members.allSatisfy { member in
      switch member.value {
      case .object(let group): isMap(group, depth: depth + 1)
      case .array(let elements) where !elements.isEmpty:
        messages(elements) != nil
          || elements.allSatisfy { element in
            element.objectValue.map { $0.members.isEmpty || isMap($0, depth: depth + 1) }
              ?? false
          }
      default: false
      }
    }
  }

  /// Hands each message to `errors` with the path of its field.
  func read(
    _ object: JSONObject, at path: [String] = [], into errors: inout ServerErrorCollector
  ) {
    guard path.count < Self.depthLimit else { return }
    for (key, value) in object.members {
      let here = key == formKey ? path : path + [key]
      switch value {
      case .object(let group):
        read(group, at: here, into: &errors)
      case .array(let elements):
        if let messages = messages(elements) {
          for message in messages {
            errors.add(message, path: here, shown: here.joined(separator: "."))
          }
        } else {
          for (index, item) in elements.enumerated() {
            guard let item = item.objectValue else { continue }
            read(item, at: here + [String(index)], into: &errors)
          }
        }
      default:
        break
      }
    }
  }
}
