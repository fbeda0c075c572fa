import FormshJSON

/// A JSON Schema that a value is tested against (an `if`, a JSON Forms rule's `condition`)
/// said in JSON Logic on the field that holds the value: `{"const": "Cat"}` on `animal` is
/// `{"===": [{"var": "animal"}, "Cat"]}`.
///
/// Only what JSON Logic can say is translated: `const`, `enum`, `minimum`, `maximum`, the
/// exclusive bounds, `not`, `allOf`, `anyOf`, `oneOf` of values, `contains` a value, `required`,
/// and `properties` (each property's schema on its own field). `type`, `title` and
/// `description` constrain nothing formsh can test and are passed over. A property the value
/// lacks (a field left empty) fails its schema, where JSON Schema would let it pass: a form
/// means "when Cat is chosen", not "unless something else is".
enum SchemaCondition {
  /// The keywords passed over.
  static let passedOver: Set<String> = [
    "type", "title", "description", "$comment", "$id", "$schema", "examples", "default",
  ]

  /// The condition, or nil when a keyword of the schema cannot be said (named in
  /// `unsupported`).
  static func logic(_ schema: JSONObject, on name: String, unsupported: inout [String])
    -> JSONValue?
  {
    let value = JSONValue.variable(name)
    var parts: [JSONValue] = []
    for (key, member) in schema.members {
      switch (key, member) {
      case ("const", _):
        parts.append(JSONValue.logic("===", value, member))
      case ("enum", .array(let values)):
        parts.append(JSONValue.logic("in", value, .array(values)))
      case ("minimum", .number), ("exclusiveMinimum", .number),
        ("maximum", .number), ("exclusiveMaximum", .number):
        let op = [
          "minimum": ">=", "exclusiveMinimum": ">", "maximum": "<=", "exclusiveMaximum": "<",
        ]
        // An empty number reads null, which JSON Logic would take as 0.
        parts.append(
          JSONValue.logic(
            "and", JSONValue.logic("!==", value, .null), JSONValue.logic(op[key]!, value, member)))
      case ("not", .object(let inner)):
        guard let condition = logic(inner, on: name, unsupported: &unsupported) else { return nil }
        parts.append(Logic.not(condition))
      case ("allOf", .array(let list)), ("anyOf", .array(let list)), ("oneOf", .array(let list)):
        var conditions: [JSONValue] = []
        for case .object(let inner) in list {
          guard let condition = logic(inner, on: name, unsupported: &unsupported) else {
            return nil
          }
          conditions.append(condition)
        }
        if key == "oneOf", list.contains(where: { !isValueTest($0) }) {
          unsupported.append("oneOf")  // exactly one of several schemas: not said with `or`
          return nil
        }
        let joined = key == "allOf" ? Logic.all(conditions) : Logic.any(conditions)
        parts.append(joined ?? .bool(key == "allOf"))
      case ("contains", .object(let inner)):
        guard inner.members.count == 1, let constant = inner["const"] else {
          unsupported.append("contains")
          return nil
        }
        // `in` reads null as no array: an empty multi-select contains nothing.
        parts.append(JSONValue.logic("in", constant, JSONValue.logic("merge", value)))
      case ("required", .array(let names)):
        for case .string(let property) in names {
          parts.append(present(child(name, property)))
        }
      case ("properties", .object(let properties)):
        for (property, inner) in properties.members {
          guard case .object(let innerSchema) = inner else { continue }
          guard
            let condition = logic(
              innerSchema, on: child(name, property), unsupported: &unsupported)
          else { return nil }
          parts.append(condition)
        }
      case _ where passedOver.contains(key):
        continue
      default:
        unsupported.append(key)
        return nil
      }
    }
    return Logic.all(parts) ?? .bool(true)
  }

  /// Whether a schema only tests for a value (`const`, `enum`), so that `oneOf` of them is
  /// `or`.
  static func isValueTest(_ value: JSONValue) -> Bool {
    guard case .object(let object) = value else { return false }
    return object.members.allSatisfy {
      $0.key == "const" || $0.key == "enum" || passedOver.contains($0.key)
    }
  }

  /// The name of a property of the value at `name` (`""`: the form's top level).
  static func child(_ name: String, _ property: String) -> String {
    name.isEmpty ? property : name + "." + property
  }

  /// Holds when the field has a value, as JSON Schema's `required` sees one: not empty (rjsf
  /// reads an empty text as no value). A checkbox or a multi-select always has one.
  static func present(_ name: String) -> JSONValue {
    let value = JSONValue.variable(name)
    return JSONValue.logic(
      "and", JSONValue.logic("!==", value, .null), JSONValue.logic("!==", value, .string("")))
  }

  /// Holds when the field is filled in, as rjsf's `dependencies` see it: a checkbox checked, a
  /// multi-select with a choice, any other field not empty.
  static func filled(_ name: String, kind: String?) -> JSONValue {
    switch kind {
    case "boolean": JSONValue.logic("===", JSONValue.variable(name), .bool(true))
    case "array": JSONValue.logic("!!", JSONValue.variable(name))
    default: present(name)
    }
  }
}
