import FormshJSON

/// Building JSON Logic, formsh's language of conditions, as the importers write it: an
/// operator and its arguments, a field's value, the ordering SurveyJS and Form.io mean, and
/// conditions joined.
extension JSONValue {
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

/// Joining JSON Logic conditions as the schema dialects write them: an `and` or `or` of the
/// conditions as given (`JSONValue.logic` and `JSONValue.variable` build the rest).
enum Logic {
  /// The conditions joined with `and` (one: itself).
  static func all(_ conditions: [JSONValue]) -> JSONValue? {
    conditions.count <= 1 ? conditions.first : .object(JSONObject([("and", .array(conditions))]))
  }

  /// The conditions joined with `or` (one: itself).
  static func any(_ conditions: [JSONValue]) -> JSONValue? {
    conditions.count <= 1 ? conditions.first : .object(JSONObject([("or", .array(conditions))]))
  }

  /// The condition negated.
  static func not(_ condition: JSONValue) -> JSONValue {
    .object(JSONObject([("!", .array([condition]))]))
  }
}
