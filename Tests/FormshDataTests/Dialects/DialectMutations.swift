import FormshData

/// Hostile variants of a real document: each of its values, in turn, replaced by a value of
/// every other JSON type. A dialect translates every variant without trapping.
enum DialectMutations {
  /// The replacements tried at each place.
  static let replacements: [JSONValue] = [
    .null, .bool(true), .number("-1"), .string("{x} = "), .array([.number("1")]),
    .object(JSONObject([(key: "type", value: .string("panel"))])),
  ]

  /// Every variant of the document, one replaced value each.
  static func variants(of document: JSONObject) -> [JSONObject] {
    var result: [JSONObject] = []
    for variant in variants(of: JSONValue.object(document)) {
      if case .object(let object) = variant { result.append(object) }
    }
    return result
  }

  private static func variants(of value: JSONValue) -> [JSONValue] {
    var result = replacements.filter { $0 != value }
    switch value {
    case .array(let elements):
      for index in elements.indices {
        for variant in variants(of: elements[index]) {
          var copy = elements
          copy[index] = variant
          result.append(.array(copy))
        }
      }
    case .object(let object):
      for index in object.members.indices {
        for variant in variants(of: object.members[index].value) {
          var copy = object
          copy.members[index].value = variant
          result.append(.object(copy))
        }
      }
    default: break
    }
    return result
  }
}
