/// One object of an Ory Kratos flow (the flow, its `ui`, a node, a node's `attributes` or
/// `meta`) with where it is in the source: typed reads of its members that answer nil for a
/// member of another type, so that a hostile flow is read, never trapped on.
struct KratosNode {
  /// The object as the flow has it.
  let object: JSONObject
  /// Its JSON Pointer in the flow.
  let pointer: String

  /// A string member.
  func string(_ key: String) -> String? {
    if case .string(let text)? = object[key] { return text }
    return nil
  }

  /// A boolean member.
  func bool(_ key: String) -> Bool? {
    if case .bool(let flag)? = object[key] { return flag }
    return nil
  }

  /// A member that is an object.
  func child(_ key: String) -> KratosNode? {
    if case .object(let inner)? = object[key] {
      return KratosNode(object: inner, pointer: pointer.pointer(key))
    }
    return nil
  }

  /// The objects of an array member, each with its pointer, and the pointers of the elements
  /// that are not objects.
  func children(_ key: String) -> (objects: [KratosNode], strays: [String]) {
    guard case .array(let elements)? = object[key] else { return ([], []) }
    let base = pointer.pointer(key)
    var objects: [KratosNode] = []
    var strays: [String] = []
    for (offset, element) in elements.enumerated() {
      if case .object(let inner) = element {
        objects.append(KratosNode(object: inner, pointer: base.pointer(offset)))
      } else {
        strays.append(base.pointer(offset))
      }
    }
    return (objects, strays)
  }

  /// Reports each of these members that is given with another JSON type than Kratos sends
  /// (`"required": "yes"`): it is not read.
  func reportMistyped(
    _ expected: [(key: String, type: String)], problems: inout KratosProblems
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
        "`\(key)` that is \(value.typeDescription)", "is ignored (it should be \(type))",
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
    children("messages").objects.compactMap { message in
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
