import FormshJSON

/// A component's visibility: `conditional.json` (JSON Logic, its variables renamed), the
/// simple `conditional` {`show`, `when`, `eq`}, the newer {`show`, `conjunction`,
/// `conditions`}, and `hidden: true`; `customConditional` (JavaScript) is reported.
extension FormIOTranslator {
  /// The component's own conditions (to be joined with its layout's).
  mutating func visibility(
    _ object: JSONObject, at pointer: String, scope: FormIOScope
  ) -> [JSONValue] {
    var conditions: [JSONValue] = []
    let name = object["key"]?.stringValue.map { " of `\($0)`" } ?? ""
    if let conditional = object["conditional"]?.objectValue {
      let here = pointer.pointer("conditional")
      if FormIOLogic.isLogic(conditional["json"]), let json = conditional["json"] {
        do {
          conditions.append(try FormIOLogic.rewrite(json, grid: scope.grid))
        } catch {
          problems.report(
            "conditional.json\(name)", .untranslatable(error.message),
            at: here.pointer("json"))
        }
      } else if let condition = simple(conditional, name: name, at: here) {
        conditions.append(condition)
      }
    }
    if FormIOLogic.isScript(object["customConditional"]) {
      problems.report(
        "customConditional\(name) (JavaScript)", .unsupported,
        at: pointer.pointer("customConditional"))
    }
    if object["hidden"] == .bool(true) {
      conditions.append(.bool(false))
      problems.report(
        "hidden: true\(name)", .neverShown,
        at: pointer.pointer("hidden"))
    }
    return conditions
  }

  /// `show` as a boolean (`true`, `"true"`), nil when not set.
  private func show(_ value: JSONValue?) -> Bool? {
    switch value {
    case .bool(let on): on
    case .string("true"): true
    case .string("false"): false
    default: nil
    }
  }

  /// The simple and the newer forms of `conditional`.
  private mutating func simple(
    _ conditional: JSONObject, name: String, at pointer: String
  ) -> JSONValue? {
    guard let show = show(conditional["show"]) else { return nil }
    var tests: [JSONValue] = []
    if let when = conditional["when"]?.stringValue, !when.isEmpty {
      tests.append(equals(when, conditional["eq"] ?? .string("")))
    } else if case .array(let conditions) = conditional["conditions"], !conditions.isEmpty {
      for (index, condition) in conditions.enumerated() {
        guard let condition = condition.objectValue,
          let component = condition["component"]?.stringValue,
          let test = test(condition, component: component)
        else {
          problems.report(
            "condition\(name)", .conditionalUnsaid,
            at: pointer.pointer("conditions").pointer(index))
          return nil
        }
        tests.append(test)
      }
      if conditional["conjunction"]?.stringValue == "any", tests.count > 1 {
        tests = [.logic("or", arguments: tests)]
      }
    } else {
      return nil
    }
    guard let all = JSONValue.all(tests) else { return nil }
    return show ? all : .logic("!", all)
  }

  /// What a key (or a path) reads, and whether it holds an array or a boolean.
  private func target(_ key: String) -> (value: JSONValue, isArray: Bool, isBoolean: Bool) {
    let known = keys[key]
    let path = known?.path ?? key.replacing("data.", with: "", maxReplacements: 1)
    let type = known?.type ?? ""
    return (
      .variable(path), type == "selectboxes" || (known?.multiple ?? false),
      type == "checkbox"
    )
  }

  /// `when` equals `eq`, as Form.io compares: a checkbox to `"true"`/`"false"` as a boolean, a
  /// multi-select by containing the value.
  private func equals(_ key: String, _ eq: JSONValue) -> JSONValue {
    let (value, isArray, isBoolean) = target(key)
    if isArray { return .logic("in", eq, .logic("or", value, .array([]))) }
    if isBoolean, case .string(let text) = eq, text == "true" || text == "false" {
      return .logic("==", value, .bool(text == "true"))
    }
    return .logic("==", value, eq)
  }

  /// One condition of the newer form: `component`, `operator`, `value`.
  private func test(_ condition: JSONObject, component: String) -> JSONValue? {
    let (value, isArray, _) = target(component)
    let operand = condition["value"] ?? .null
    let empty: JSONValue =
      isArray
      ? .logic("!", value)
      : .logic("or", .logic("===", value, .null), .logic("===", value, .string("")))
    switch condition["operator"]?.stringValue {
    case "isEqual": return equals(component, operand)
    case "isNotEqual": return .logic("!", equals(component, operand))
    case "isEmpty": return empty
    case "isNotEmpty": return .logic("!", empty)
    // Form.io: a comparison of a field with no number is false.
    case "lessThan": return .ordering("<", value, operand)
    case "greaterThan": return .ordering(">", value, operand)
    case "lessThanOrEqual": return .ordering("<=", value, operand)
    case "greaterThanOrEqual": return .ordering(">=", value, operand)
    default: return nil
    }
  }
}
