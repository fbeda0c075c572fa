/// A value's payload when it is of one JSON type: nil for a value of another, so that a
/// document is read, never trapped on.
extension JSONValue {
  /// The object, when the value is one.
  public var objectValue: JSONObject? {
    if case .object(let object) = self { return object }
    return nil
  }

  /// The array, when the value is one.
  public var arrayValue: [JSONValue]? {
    if case .array(let elements) = self { return elements }
    return nil
  }

  /// The string, when the value is one.
  public var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// The boolean, when the value is one.
  public var boolValue: Bool? {
    if case .bool(let on) = self { return on }
    return nil
  }

  /// The number's text, as written, when the value is a number.
  public var numberText: String? {
    if case .number(let text) = self { return text }
    return nil
  }
}
