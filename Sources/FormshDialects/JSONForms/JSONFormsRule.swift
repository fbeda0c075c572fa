import FormshJSON

/// A JSON Forms `rule` (`{"effect": "SHOW", "condition": {"scope": …, "schema": …}}`) said as
/// the conditions of formsh: SHOW and HIDE as `visible_if`, ENABLE and DISABLE as
/// `enabled_if`, the condition's schema on the scoped value in JSON Logic
/// (`SchemaCondition`). Conditions `{"type": "OR"|"AND", "conditions": […]}` and the older
/// `{"type": "LEAF", "scope": …, "expectedValue": v}` are read too.
struct JSONFormsRule {
  /// What the rule does.
  enum Effect {
    /// `visible_if` this condition.
    case visible(JSONValue)
    /// `enabled_if` this condition.
    case enabled(JSONValue)
  }

  /// The rule's effect, or nil (reported) when it cannot be said.
  static func effect(
    _ rule: JSONObject, at pointer: String, mapper: SchemaMapper, reads: inout [[String]]
  ) -> Effect? {
    guard let effect = rule.string("effect")?.uppercased(),
      ["SHOW", "HIDE", "ENABLE", "DISABLE"].contains(effect)
    else {
      mapper.problems.report(
        "rule with effect \(rule["effect"]?.excerpt ?? "none")", .unsupported,
        at: pointer.pointer("effect"))
      return nil
    }
    guard case .object(let condition)? = rule["condition"],
      let logic = self.condition(
        condition, at: pointer.pointer("condition"), mapper: mapper, reads: &reads)
    else {
      if rule.object("condition") == nil {
        mapper.problems.report("rule without a condition", .skipped(nil), at: pointer)
      }
      return nil
    }
    switch effect {
    case "SHOW": return .visible(logic)
    case "HIDE": return .visible(Logic.not(logic))
    case "ENABLE": return .enabled(logic)
    default: return .enabled(Logic.not(logic))
    }
  }

  /// A condition in JSON Logic, or nil (reported).
  /// The property paths it reads are added to `reads`.
  static func condition(
    _ condition: JSONObject, at pointer: String, mapper: SchemaMapper, reads: inout [[String]]
  ) -> JSONValue? {
    switch condition.string("type") {
    case "OR"?, "AND"?:
      var parts: [JSONValue] = []
      for (index, value) in (condition.array("conditions") ?? []).enumerated() {
        guard case .object(let inner) = value,
          let logic = self.condition(
            inner, at: pointer.pointer("conditions").pointer(index), mapper: mapper,
            reads: &reads)
        else { return nil }
        parts.append(logic)
      }
      let joined =
        condition.string("type") == "OR" ? Logic.any(parts) : Logic.all(parts)
      return joined ?? .bool(condition.string("type") == "AND")
    case "LEAF"?:
      guard let path = JSONFormsScope.path(condition.string("scope")), !path.isEmpty,
        let expected = condition["expectedValue"]
      else {
        mapper.problems.report(
          "LEAF condition without a scope and expectedValue", .skipped(nil), at: pointer)
        return nil
      }
      reads.append(path)
      let name = path.joined(separator: ".")
      return JSONValue.logic("===", JSONValue.variable(name), expected)
    default:
      break
    }
    guard let path = JSONFormsScope.path(condition.string("scope")) else {
      mapper.problems.report(
        "condition scope \(condition["scope"]?.excerpt ?? "none")",
        .changed("is not a path of properties; the rule is skipped"), at: pointer.pointer("scope"))
      return nil
    }
    guard let schema = condition.object("schema") else {
      mapper.problems.report(
        "condition without a schema (a validate function, which is not JSON)",
        .ruleUnsaid, at: pointer)
      return nil
    }
    let name = path.joined(separator: ".")
    if !path.isEmpty {
      reads.append(path)
    } else {
      for property in schema.object("properties")?.members.map(\.key) ?? [] {
        reads.append([property])
      }
    }
    var unsupported: [String] = []
    guard var logic = SchemaCondition.logic(schema, on: name, unsupported: &unsupported) else {
      mapper.problems.report(
        "condition schema with `\(unsupported.first ?? "?")`",
        .ruleUnsaid, at: pointer.pointer("schema")
      )
      return nil
    }
    // JSON Forms tests an absent value against the schema unless `failWhenUndefined`.
    if condition.bool("failWhenUndefined") == true, !name.isEmpty {
      logic = JSONValue.logic("and", SchemaCondition.present(name), logic)
    }
    return logic
  }
}

/// A Control's `scope`, a JSON Pointer into the schema: `#/properties/a/properties/b`.
enum JSONFormsScope {
  /// The property names along the scope (`["a", "b"]`; `#` is `[]`), or nil when it goes
  /// through anything but `properties` (an array's `items`, a definition).
  static func path(_ scope: String?) -> [String]? {
    guard let scope, scope.hasPrefix("#") else { return nil }
    let tokens = String(scope.dropFirst()).removingPercentEncodingLeniently
      .split(separator: "/", omittingEmptySubsequences: false).dropFirst()
      .map { String($0).replacing("~1", with: "/").replacing("~0", with: "~") }
    guard tokens.count % 2 == 0 else { return nil }
    var names: [String] = []
    for index in stride(from: 0, to: tokens.count, by: 2) {
      guard tokens[index] == "properties" else { return nil }
      names.append(tokens[index + 1])
    }
    return names
  }
}
