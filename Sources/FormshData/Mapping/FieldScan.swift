import FormshDomain

/// What a form's `fields` hold before any is mapped, groups walked into: the secure fields
/// (no computed or starting value may read one) and every field's and group's path, which
/// conditions read (`LogicNames`). Each is written as a template, an item of a list as
/// `travellers[]` (`LogicNames.template`): the same however many items the lists have, so
/// a list that starts without items is checked as one with some (a computed value of its
/// item that reads a secure field of the item is refused before the first `add`).
struct FieldScan {
  /// The secure fields' paths.
  private(set) var secureIDs: Set<FieldID> = []
  /// Each group's path → the rest of the path of the first secure field it holds (`[].pw`
  /// for the list `rows`, `.pw` for its item `rows[]`): a rule reading the group whole
  /// reads that field.
  private(set) var secureInGroup: [FieldID: String] = [:]
  private(set) var fieldPaths: [FieldID] = []
  private(set) var groupPaths: [FieldID] = []

  init(_ slots: [FormDTO.Slot]) {
    scan(slots, under: [], inList: false)
    if !groupPaths.isEmpty { logicNames = LogicNames(names: fieldPaths, groups: groupPaths) }
  }

  private mutating func scan(_ slots: [FormDTO.Slot], under groups: [FieldID], inList: Bool) {
    for case .field(let dto) in slots {
      guard let own = dto.id, !own.isEmpty else { continue }
      let id = groups.last.map { "\($0).\(own)" } ?? own
      if FieldWalker.isGroup(dto) {
        groupPaths.append(id)
        guard dto.repeats != nil, !inList else {
          scan(dto.fields ?? [], under: groups + [id], inList: inList)
          continue
        }
        let item = "\(id)[]"
        groupPaths.append(item)
        scan(dto.fields ?? [], under: groups + [id, item], inList: true)
        continue
      }
      fieldPaths.append(id)
      var ignored: [Diagnostic.Problem] = []
      guard KindResolver.kind(of: dto, problems: &ignored)?.isSecret == true else { continue }
      secureIDs.insert(id)
      for group in groups where secureInGroup[group] == nil {
        secureInGroup[group] = String(id.dropFirst(group.count))
      }
    }
  }

  /// The secure field a rule reads, as it names it (a read of a whole group: the group's
  /// path and the rest of its secure field's, `rows[].pw` for `rows`), if any.
  func secretRead(by rule: Condition) -> FieldID? {
    guard !secureIDs.isEmpty else { return nil }
    if rule.readsEverything { return secureIDs.sorted().first }
    if let id = rule.reads.first(where: { secureIDs.contains(LogicNames.template($0)) }) {
      return id
    }
    for id in rule.groupReads {
      if let rest = secureInGroup[LogicNames.template(id)] { return id + rest }
    }
    return nil
  }

  /// How conditions read the paths (`LogicNames.none` for a form without groups): made once,
  /// since every condition of the form is read with it.
  private(set) var logicNames = LogicNames.none
}
