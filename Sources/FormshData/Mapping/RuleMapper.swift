import FormshDomain

/// Maps the decoded `rules`: each needs a `check`; a missing message names the rule; a field
/// the rule names that the form does not have is dropped from it (when none is left, the
/// error goes on the form, so the rule still counts). A field named in another Unicode
/// normalization is named as the form spells it, so its errors are the field's.
enum RuleMapper {
  /// The rules kept, in order, and what was wrong; `field` gives the form's id of a field
  /// named in any normalization, `nil` for no field.
  /// `names` says why a name is no field.
  /// `logicNames`: the form's fields and groups, how a check's path is read.
  static func map(
    _ dtos: [RuleDTO], names: FieldNames, logicNames: LogicNames = .none,
    field: (FieldID) -> FieldID?
  )
    -> (rules: [CrossFieldRule], diagnostics: [Diagnostic])
  {
    func isField(_ id: FieldID) -> Bool { field(id) != nil }
    var rules: [CrossFieldRule] = []
    var diagnostics: [Diagnostic] = []
    for dto in dtos {
      if let found = dto.notObject {
        let problem = LoadProblem.notAnObject(key: "rule", position: dto.position, found: found)
        diagnostics.append(Diagnostic(problem))
        continue
      }
      var problems = dto.problems
      let key = "rule #\(dto.position) check"
      guard
        let check = ConditionMapper.map(
          dto.check, key: key, names: logicNames, problems: &problems)
      else {
        problems.append(.ruleWithoutCheck(position: dto.position))
        diagnostics += problems.map { Diagnostic($0) }
        continue
      }
      problems += ConditionMapper.unknownReads(check, key: key, fields: names)
      var message = dto.message ?? ""
      if message.isEmpty {
        message = "fails rule #\(dto.position) of the form"
        problems.append(.ruleWithoutMessage(position: dto.position, shown: message))
      }
      let fields = dto.fields.compactMap(field)
      for id in dto.fields where !isField(id) {
        if let type = names.skipped[id] {
          problems.append(
            .ruleSkippedField(position: dto.position, id: id, onForm: fields.isEmpty, type: type))
        } else {
          problems.append(
            .ruleUnknownField(
              position: dto.position, id: id, onForm: fields.isEmpty,
              suggestion: names.suggestion(for: id)))
        }
      }
      diagnostics += problems.map { Diagnostic($0) }
      rules.append(CrossFieldRule(check: check, message: message, fields: fields))
    }
    return (rules, diagnostics)
  }
}
