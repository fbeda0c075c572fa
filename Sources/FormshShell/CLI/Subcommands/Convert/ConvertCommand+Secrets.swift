import FormshData
import FormshDomain

/// What `convert` prints of a secure field's default: a `${NAME}` reference, never the value
/// (a password `defaultValue` of a SurveyJS, Form.io, Adaptive Cards or rjsf form), named as
/// `formsh cases` and `record` name a secure value (docs/secrets.md).
extension ConvertCommand {
  /// `form` with the `default_value` of each secure field (those of groups too) written as
  /// `${FIELD_ID}`, and the names written, in order.
  static func referencingSecureDefaults(_ form: JSONObject) -> (form: JSONObject, names: [String]) {
    var names: [String] = []
    func fields(_ value: JSONValue, path: [String]) -> JSONValue {
      guard case .array(let elements) = value else { return value }
      var written: [JSONValue] = []
      for (offset, element) in elements.enumerated() {
        guard case .object(var field) = element else {
          written.append(element)
          continue
        }
        let read = FieldDTO(json: field, position: offset + 1)
        let inner = path + [read.id ?? ""]
        for index in field.members.indices {
          switch field.members[index].key {
          case "fields":
            field.members[index].value = fields(field.members[index].value, path: inner)
          case "default_value" where isSecure(read) && field.members[index].value != .null:
            let name = Recorder.variableName(for: inner.joined(separator: "."))
            field.members[index].value = .string("${\(name)}")
            names.append(name)
          default: break
          }
        }
        written.append(.object(field))
      }
      return .array(written)
    }
    var copy = form
    for index in copy.members.indices where copy.members[index].key == "fields" {
      copy.members[index].value = fields(copy.members[index].value, path: [])
    }
    return (copy, names)
  }

  /// Whether a field is of a kind whose values are secret, as the mapping will read its
  /// `type` and `subtype`.
  private static func isSecure(_ field: FieldDTO) -> Bool {
    guard let type = field.type else { return false }
    switch FieldKind.resolve(
      type: type, subtype: field.subtype, multiple: field.allowMultiple == true)
    {
    case .kind(let kind), .unknownSubtype(let kind): return kind.isSecret
    case .unknownType: return false
    }
  }
}
