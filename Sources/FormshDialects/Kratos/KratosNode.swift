import FormshJSON

/// One object of an Ory Kratos flow (the flow, its `ui`, a node, a node's `attributes` or
/// `meta`) with where it is in the source, read as any source object is (`SourceReading`).
struct KratosNode: SourceReading {
  /// The object as the flow has it.
  let object: JSONObject
  /// Its JSON Pointer in the flow.
  let pointer: String

  /// Reports each of these members that is given with another JSON type than Kratos sends
  /// (`"required": "yes"`): it is not read.
  func reportMistyped(
    _ expected: [(key: String, type: String)], problems: inout DialectProblems
  ) {
    for (key, type) in expected {
      guard let value = object[key] else { continue }
      let matches =
        switch (type, value) {
        case ("a string", .string), ("a boolean", .bool), ("a number", .number),
          ("an array", .array), ("an object", .object), (_, .null):
          true
        default: false
        }
      guard !matches else { continue }
      problems.report(
        "`\(key)` that is \(value.typeDescription)", .mistyped(shouldBe: type),
        at: pointer.pointer(key))
    }
  }

  /// The text of a node's `meta.label` (or of a label in its attributes, as older flows
  /// put it).
  var label: String? {
    child("meta")?.child("label")?.string("text")
      ?? child("attributes")?.child("label")?.string("text")
  }

  /// The texts of a node's (or the ui's) `messages`, in order.
  var messages: [(text: String, type: String?, id: String?, pointer: String)] {
    children("messages").compactMap { message in
      guard let text = message.string("text") else { return nil }
      let id: String? =
        switch message.object["id"] {
        case .number(let number)?: number
        case .string(let name)?: name
        default: nil
        }
      return (text, message.string("type"), id, message.pointer)
    }
  }
}
