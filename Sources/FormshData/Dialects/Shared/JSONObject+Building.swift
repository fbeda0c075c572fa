/// Building the formsh form a dialect translates into, member by member.
extension JSONObject {
  /// Appends a member (a translation writes each key once, in the order formsh's own forms do).
  mutating func set(_ key: String, _ value: JSONValue) {
    members.append((key: key, value: value))
  }

  /// Appends a string member.
  mutating func set(_ key: String, _ text: String) {
    set(key, .string(text))
  }

  /// Appends a member when there is a value.
  mutating func set(_ key: String, ifPresent value: JSONValue?) {
    if let value { set(key, value) }
  }

  /// An object of these members, in order.
  static func of(_ members: (String, JSONValue)...) -> JSONObject {
    JSONObject(members.map { (key: $0.0, value: $0.1) })
  }
}

extension JSONValue {
  /// The object, when the value is one.
  var objectValue: JSONObject? {
    if case .object(let object) = self { return object }
    return nil
  }

  /// The array, when the value is one.
  var arrayValue: [JSONValue]? {
    if case .array(let elements) = self { return elements }
    return nil
  }

  /// The string, when the value is one.
  var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// The boolean, when the value is one.
  var boolValue: Bool? {
    if case .bool(let on) = self { return on }
    return nil
  }

  /// The number's text, when the value is a number.
  var numberText: String? {
    if case .number(let text) = self { return text }
    return nil
  }

  /// A JSON Logic value `{"op": [args…]}`.
  static func logic(_ op: String, _ arguments: JSONValue...) -> JSONValue {
    .object(JSONObject.of((op, .array(arguments))))
  }

  /// A JSON Logic value `{"op": [args…]}` from an array of arguments.
  static func logic(_ op: String, arguments: [JSONValue]) -> JSONValue {
    .object(JSONObject.of((op, .array(arguments))))
  }

  /// `lhs op rhs` for an ordering (`<`, `<=`, `>`, `>=`) as SurveyJS and Form.io decide it:
  /// false when a side that is a field's value has none (`null` or `""`), where JSON Logic
  /// alone would read an empty value as 0 (`{age} < 18` true before any age is given).
  static func ordering(_ op: String, _ lhs: JSONValue, _ rhs: JSONValue) -> JSONValue {
    var tests: [JSONValue] = []
    for side in [lhs, rhs] where side.isVariable {
      tests.append(.logic("!==", side, .null))
      tests.append(.logic("!==", side, .string("")))
    }
    let comparison = JSONValue.logic(op, lhs, rhs)
    return tests.isEmpty ? comparison : .logic("and", arguments: tests + [comparison])
  }

  /// Whether it is `{"var": …}`: a field's value.
  private var isVariable: Bool {
    guard case .object(let object) = self, object.members.count == 1 else { return false }
    return object.members[0].key == "var"
  }

  /// `{"var": path}`.
  static func variable(_ path: String) -> JSONValue {
    .object(JSONObject.of(("var", .string(path))))
  }

  /// The conditions joined with `and` (one alone as it is; none: nil), an `and` among them
  /// spread into the one.
  static func all(_ conditions: [JSONValue]) -> JSONValue? {
    let spread = conditions.flatMap { $0.arguments(of: "and") ?? [$0] }
    switch spread.count {
    case 0: return nil
    case 1: return spread[0]
    default: return .logic("and", arguments: spread)
    }
  }

  /// The arguments of a JSON Logic `{"op": [args…]}`, when the value is one with this
  /// operator.
  func arguments(of op: String) -> [JSONValue]? {
    guard case .object(let object) = self, object.members.count == 1, object.members[0].key == op,
      case .array(let arguments) = object.members[0].value
    else { return nil }
    return arguments
  }
}

extension String {
  /// Whether the text is a number in JSON's syntax (`-12.5e3`, not `+1`, `.5` or `1.`), so
  /// that a bound written as a string may be written as a JSON number.
  var isJSONNumber: Bool {
    var bytes = Substring(self).utf8[...]
    func digits() -> Int {
      let count = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
      bytes = bytes.dropFirst(count)
      return count
    }
    if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
    let first = bytes.first
    let whole = digits()
    guard whole > 0, !(first == UInt8(ascii: "0") && whole > 1) else { return false }
    if bytes.first == UInt8(ascii: ".") {
      bytes = bytes.dropFirst()
      guard digits() > 0 else { return false }
    }
    if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
      bytes = bytes.dropFirst()
      if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") {
        bytes = bytes.dropFirst()
      }
      guard digits() > 0 else { return false }
    }
    return bytes.isEmpty
  }
}
