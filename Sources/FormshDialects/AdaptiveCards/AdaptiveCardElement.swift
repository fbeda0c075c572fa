import FormshJSON

/// One object of an Adaptive Card (the card, an element, an input, an action, a choice) with
/// where it is in the source, read as any source object is (`SourceReading`).
struct AdaptiveCardElement: SourceReading {
  /// The object as the card has it.
  let object: JSONObject
  /// Its JSON Pointer in the card.
  let pointer: String

  /// The element `type` (`Input.Text`, `Container`, `Action.Submit`); nil when not a string.
  var type: String? { string("type") }

  /// How the element is named in messages: its type and, when it has one, its id or title
  /// (``Input.Text `name` ``, ``Action.OpenUrl `Open` ``).
  var name: String {
    let type = type ?? "element"
    if let id = string("id") { return "\(type) `\(id)`" }
    if let title = string("title") { return "\(type) `\(title)`" }
    return type
  }
}
