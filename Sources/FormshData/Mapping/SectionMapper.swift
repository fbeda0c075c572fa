import FormshDomain

/// Maps the decoded `sections`: each needs an id no earlier section has; a missing title
/// shows the id.
enum SectionMapper {
  /// The sections kept, in order, and what was wrong.
  /// `names`: the form's fields and groups, how a condition's path is read.
  static func map(_ dtos: [SectionDTO], names: LogicNames = .none) -> (
    sections: [Section], diagnostics: [Diagnostic]
  ) {
    var sections: [Section] = []
    var diagnostics: [Diagnostic] = []
    var seen: Set<SectionID> = []
    for dto in dtos {
      if let found = dto.notObject {
        let problem = LoadProblem.notAnObject(key: "section", position: dto.position, found: found)
        diagnostics.append(Diagnostic(problem))
        continue
      }
      guard let id = dto.id, !id.isEmpty else {
        diagnostics.append(Diagnostic(.missingSectionID(position: dto.position)))
        continue
      }
      guard seen.insert(id).inserted else {
        diagnostics.append(Diagnostic(.duplicateSection(id)))
        continue
      }
      var problems = dto.problems
      let title = dto.title.flatMap { $0.isEmpty ? nil : $0 }
      if title == nil { problems.append(.missingSectionTitle(id)) }
      let key = "section \(quoted(id))"
      let visibleIf = ConditionMapper.map(
        dto.visibleIf, key: "\(key) visible_if", names: names, problems: &problems)
      let requiredIf = ConditionMapper.map(
        dto.requiredIf, key: "\(key) required_if", names: names, problems: &problems)
      diagnostics += problems.map { Diagnostic($0) }
      sections.append(
        Section(
          id: id, title: title ?? id,
          description: dto.description.flatMap { $0.isEmpty ? nil : $0 },
          visibleIf: visibleIf, requiredIf: requiredIf))
    }
    return (sections, diagnostics)
  }
}
