/// One object of an Adaptive Card (the card, an element, an input, an action, a choice) with
/// where it is in the source, read as any source object is (`SourceReading`).
struct AdaptiveCardElement: SourceReading {
  /// The object as the card has it.
  let object: JSONObject
  /// Its JSON Pointer in the card.
  let pointer: String

  /// The element `type` (`Input.Text`, `Container`, `Action.Submit`); nil when not a string.
  var type: String? { string("type") }
}
