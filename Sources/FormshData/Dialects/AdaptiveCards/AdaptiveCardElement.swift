/// One object of an Adaptive Card (the card, an element, an input, an action, a choice) with
/// where it is in the source: typed reads of its members that answer nil for a member of
/// another type, so that a hostile card is read, never trapped on.
struct AdaptiveCardElement {
  /// The object as the card has it.
  let object: JSONObject
  /// Its JSON Pointer in the card.
  let pointer: String

  /// The element `type` (`Input.Text`, `Container`, `Action.Submit`); nil when not a string.
  var type: String? { string("type") }

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

  /// A member that is a number, as written.
  func number(_ key: String) -> JSONValue? {
    if case .number? = object[key] { return object[key] }
    return nil
  }

  /// A member that is an object.
  func child(_ key: String) -> AdaptiveCardElement? {
    if case .object(let inner)? = object[key] {
      return AdaptiveCardElement(object: inner, pointer: pointer.pointer(key))
    }
    return nil
  }

  /// The objects of an array member, each with its pointer (elements of another type are
  /// left out: a card's arrays hold objects).
  func children(_ key: String) -> [AdaptiveCardElement] {
    guard case .array(let elements)? = object[key] else { return [] }
    let base = pointer.pointer(key)
    return elements.enumerated().compactMap { offset, element in
      guard case .object(let inner) = element else { return nil }
      return AdaptiveCardElement(object: inner, pointer: base.pointer(offset))
    }
  }
}
