import FormshDomain
import FormshJSON

/// Reads a form's conditions (`visible_if`, `required_if`, `enabled_if`, a rule's `check`)
/// and value rules (`value`, `default_value_from`) into the domain. A rule that cannot be evaluated whatever the values is kept as broken (it counts
/// as false) with an error; one that reads no field, with a warning. What a condition reads
/// is checked against the form's fields once they are all known (`referenceProblems`).
enum ConditionMapper {
  /// The condition under `key`; `nil` when it is absent or null. `isValue`: the rule gives a
  /// value (`value`, `default_value_from`) rather than a condition: one that reads no field
  /// is no mistake, and one that cannot be evaluated leaves the field without a value.
  /// `names`: the form's fields and groups, how a path is read (`LogicNames`).
  static func map(
    _ json: JSONValue?, key: String, isValue: Bool = false, names: LogicNames = .none,
    problems: inout [LoadProblem]
  ) -> Condition? {
    guard let json, json != .null else { return nil }
    let source = json.logicValue
    let text = JSONWriter.string(json)
    do {
      let rule = try LogicRule(source, names: names)
      if rule.isConstant, !isValue {
        let value = try? rule.isSatisfied(by: .object(LogicObject()))
        problems.append(.constantCondition(key: key, value: value))
      }
      return Condition(.rule(rule), source: source, text: text)
    } catch {
      problems.append(
        isValue
          ? .badValueRule(key: key, reason: error.message)
          : .badCondition(key: key, reason: error.message))
      return Condition(.broken(reason: error.message), source: source, text: text)
    }
  }

  /// What a condition reads that is not a field, each first key once: a field that was
  /// skipped says so, another name says which field it is a typo of, if any.
  static func unknownReads(_ condition: Condition?, key: String, fields: FieldNames)
    -> [LoadProblem]
  {
    guard case .rule(let rule)? = condition?.body else { return [] }
    var seen: Set<String> = []
    return rule.paths.compactMap { path in
      guard let root = path.root, !fields.contains(root), seen.insert(root).inserted else {
        return nil
      }
      if fields.groups.contains(root) {
        // A path into a group that names none of its fields (a whole group's read is no
        // path of its own: `LogicNames`).
        return .conditionReadsNoField(
          key: key, path: path.description,
          suggestion: fields.suggestion(for: path.segments.joined(separator: ".")))
      }
      if let type = fields.skipped[root] {
        return .conditionReadsSkippedField(key: key, path: path.description, type: type)
      }
      return .conditionReadsNoField(
        key: key, path: path.description, suggestion: fields.suggestion(for: root))
    }
  }
}
