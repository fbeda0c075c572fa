/// One object of a source document (a card's element, a flow's node) with where it is:
/// typed reads of its members that answer nil for a member of another type, so that a
/// hostile document is read, never trapped on. A dialect's own type adopts it and adds what
/// its objects mean.
protocol SourceReading {
  /// The object as the document has it.
  var object: JSONObject { get }
  /// Its JSON Pointer in the document.
  var pointer: String { get }
  /// An object of the document, found at `pointer`.
  init(object: JSONObject, pointer: String)
}

extension SourceReading {
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
