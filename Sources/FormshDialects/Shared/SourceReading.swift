import FormshJSON

/// One object of a source document (a card's element, a flow's node) with where it is: its
/// members read as any object's are (`JSONObject.string`…), and the objects inside it found
/// with their pointers, so that a hostile document is read, never trapped on. A dialect's own
/// type adopts it and adds what its objects mean.
protocol SourceReading {
  /// The object as the document has it.
  var object: JSONObject { get }
  /// Its JSON Pointer in the document.
  var pointer: String { get }
  /// An object of the document, found at `pointer`.
  init(object: JSONObject, pointer: String)
}

extension SourceReading {
  /// A string member (`JSONObject.string`).
  func string(_ key: String) -> String? { object.string(key) }

  /// A boolean member (`JSONObject.bool`).
  func bool(_ key: String) -> Bool? { object.bool(key) }

  /// A number member's text, as written (`JSONObject.number`).
  func number(_ key: String) -> String? { object.number(key) }

  /// A member that is an object.
  func child(_ key: String) -> Self? {
    if case .object(let inner)? = object[key] {
      return Self(object: inner, pointer: pointer.pointer(key))
    }
    return nil
  }

  /// The objects of an array member, each with its pointer (elements of another type left
  /// out).
  func children(_ key: String) -> [Self] { elements(key).objects }

  /// The objects of an array member, each with its pointer, and the pointers of the elements
  /// that are not objects.
  func elements(_ key: String) -> (objects: [Self], strays: [String]) {
    guard case .array(let elements)? = object[key] else { return ([], []) }
    let base = pointer.pointer(key)
    var objects: [Self] = []
    var strays: [String] = []
    for (offset, element) in elements.enumerated() {
      if case .object(let inner) = element {
        objects.append(Self(object: inner, pointer: base.pointer(offset)))
      } else {
        strays.append(base.pointer(offset))
      }
    }
    return (objects, strays)
  }
}
