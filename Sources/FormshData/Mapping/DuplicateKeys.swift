import FormshDomain
import FormshJSON

/// Keys written twice in one object of a form (`"subtype":"SECURE","subtype":"PLAIN"`): the
/// first one wins, as it does for fields with the same id, and each later one is a warning
/// naming the key, where it is, and the field it belongs to. Without this the last one won
/// in silence, and a password field could turn into plain text further down its object.
enum DuplicateKeys {
  /// The form with every object's later repeats of a key removed, and a diagnostic for each.
  static func resolve(_ form: JSONObject) -> (form: JSONObject, diagnostics: [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    let resolved = resolve(form, at: "", field: nil, into: &diagnostics)
    return (resolved, diagnostics)
  }

  private static func resolve(
    _ object: JSONObject, at pointer: String, field: FieldID?, into diagnostics: inout [Diagnostic]
  ) -> JSONObject {
    var result = object
    if let repeats = repeatedPositions(object.members) {
      for position in repeats {
        let key = object.members[position].key
        diagnostics.append(
          Diagnostic(.duplicateKey(key: key, in: pointer), field: field))
      }
      let dropped = Set(repeats)
      result.members = object.members.enumerated().filter { !dropped.contains($0.offset) }
        .map(\.element)
    }
    for index in result.members.indices {
      let (key, value) = result.members[index]
      let inner = pointer + "/" + JSONPointer.escaped(key)
      let changed: JSONValue?
      if pointer.isEmpty, key == "fields", case .array(let elements) = value {
        changed = resolve(fields: elements, at: inner, into: &diagnostics)
      } else {
        changed = resolve(value, at: inner, field: field, into: &diagnostics)
      }
      if let changed { result.members[index].value = changed }
    }
    return result
  }

  /// Each element of `fields`, whose id names the field in the diagnostics inside it.
  private static func resolve(
    fields elements: [JSONValue], at pointer: String, into diagnostics: inout [Diagnostic]
  ) -> JSONValue? {
    var result = elements
    var changed = false
    for (offset, element) in elements.enumerated() {
      var id: FieldID?
      if case .object(let object) = element {
        switch object.members.first(where: { $0.key == "id" })?.value {
        case .string(let text)?: id = text
        case .number(let text)?: id = text
        default: id = nil
        }
      }
      if let new = resolve(element, at: pointer + "/\(offset)", field: id, into: &diagnostics) {
        result[offset] = new
        changed = true
      }
    }
    return changed ? .array(result) : nil
  }

  /// The value with its objects resolved, or `nil` when nothing in it changed.
  private static func resolve(
    _ value: JSONValue, at pointer: String, field: FieldID?, into diagnostics: inout [Diagnostic]
  ) -> JSONValue? {
    switch value {
    case .object(let object):
      let before = diagnostics.count
      let resolved = resolve(object, at: pointer, field: field, into: &diagnostics)
      return diagnostics.count == before ? nil : .object(resolved)
    case .array(let elements):
      var result = elements
      var changed = false
      for (offset, element) in elements.enumerated() {
        if let new = resolve(element, at: pointer + "/\(offset)", field: field, into: &diagnostics)
        {
          result[offset] = new
          changed = true
        }
      }
      return changed ? .array(result) : nil
    default:
      return nil
    }
  }

  /// The positions of members whose key came earlier in the object, or `nil` for none.
  private static func repeatedPositions(_ members: [(key: String, value: JSONValue)]) -> [Int]? {
    var repeats: [Int] = []
    if members.count <= 8 {
      for index in members.indices.dropFirst()
      where members[..<index].contains(where: { $0.key == members[index].key }) {
        repeats.append(index)
      }
    } else {
      var seen: Set<String> = []
      seen.reserveCapacity(members.count)
      for (index, member) in members.enumerated() where !seen.insert(member.key).inserted {
        repeats.append(index)
      }
    }
    return repeats.isEmpty ? nil : repeats
  }
}
