import FormshDomain
import FormshJSON

/// Ory Kratos's answer to a flow it refuses (400, the same flow again): the `error` messages
/// of each node (`ui.nodes[].messages[]` with `type` `error`) on the field its
/// `attributes.name` names, those of the flow (`ui.messages[]`) on the form. Info and success
/// messages are no errors.
struct KratosReader: ServerErrorReader {
  let shape = ServerErrorShape.kratos

  func recognises(_ body: ServerErrorBody) -> Bool {
    body.object?["ui"]?.objectValue?["nodes"]?.arrayValue != nil
  }

  func read(_ body: ServerErrorBody, into errors: inout ServerErrorCollector) {
    guard let ui = body.object?["ui"]?.objectValue, let nodes = ui["nodes"]?.arrayValue else {
      return
    }
    for node in nodes {
      guard let node = node.objectValue,
        let name = node["attributes"]?.objectValue?["name"]?.stringValue
      else { continue }
      for message in Self.errors(in: node["messages"]) { errors.add(message, name: name) }
    }
    for message in Self.errors(in: ui["messages"]) { errors.addFormError(message) }
  }

  /// The texts of the `error` messages of a Kratos `messages` array.
  private static func errors(in messages: JSONValue?) -> [String] {
    guard let messages = messages?.arrayValue else { return [] }
    return messages.compactMap { message in
      guard let message = message.objectValue, message["type"] == .string("error") else {
        return nil
      }
      return message["text"]?.stringValue
    }
  }
}
