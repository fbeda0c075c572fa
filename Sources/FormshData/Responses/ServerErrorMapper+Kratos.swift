import FormshDomain
import FormshJSON

extension ServerErrorMapper {
  /// Ory Kratos's answer to a flow it refuses (400, the same flow again): the `error`
  /// messages of each node (`ui.nodes[].messages[]` with `type` `error`) on the field its
  /// `attributes.name` names, those of the flow (`ui.messages[]`) on the form. Info and
  /// success messages are no errors. Returns whether the body is such a flow.
  static func addKratosMessages(_ object: JSONObject, to collector: inout ServerErrorCollector)
    -> Bool
  {
    guard case .object(let ui)? = object["ui"], case .array(let nodes)? = ui["nodes"] else {
      return false
    }
    for node in nodes {
      guard case .object(let node) = node, case .object(let attributes)? = node["attributes"],
        case .string(let name)? = attributes["name"]
      else { continue }
      for message in errors(in: node["messages"]) { collector.add(message, name: name) }
    }
    for message in errors(in: ui["messages"]) { collector.addFormError(message) }
    return true
  }

  /// The texts of the `error` messages of a Kratos `messages` array.
  private static func errors(in messages: JSONValue?) -> [String] {
    guard case .array(let messages)? = messages else { return [] }
    return messages.compactMap { message in
      guard case .object(let message) = message, message["type"] == .string("error"),
        case .string(let text)? = message["text"]
      else { return nil }
      return text
    }
  }
}
