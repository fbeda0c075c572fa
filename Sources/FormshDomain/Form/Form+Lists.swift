extension Form {
  /// How many items a list has: the groups inside it that are its items.
  public func itemCount(of list: FieldGroup) -> Int {
    guard let offset = tree.index[list.id], tree.isList[offset] else { return 0 }
    return tree.members[offset].count
  }

  /// The number of items of each list, by its id.
  public var itemCounts: [FieldID: Int] {
    Dictionary(uniqueKeysWithValues: lists.map { ($0.id, itemCount(of: $0)) })
  }

  /// The list with this id, if any.
  public func list(_ id: FieldID) -> FieldGroup? { lists.first { $0.id == id } }

  /// Each shown list whose number of items is outside its bounds, as a failure on the list:
  /// one with items is shown while one of its fields is; one without, while its own
  /// `visible_if` holds.
  public func itemCountFailures(_ state: FormState, status: FormStatus) -> [FieldFailure] {
    lists.compactMap { list in
      guard let bounds = list.bounds, let failure = bounds.failure(of: itemCount(of: list)),
        isShown(list, state, status: status)
      else { return nil }
      return FieldFailure(field: list.id, failure: failure, message: failure.message)
    }
  }

  /// Whether a list is shown: one with items while one of its fields is; one without, while
  /// its own `visible_if` and those of the groups holding it hold.
  public func isShown(_ list: FieldGroup, _ state: FormState, status: FormStatus) -> Bool {
    guard list.fields.isEmpty else { return list.fields.contains { status.isActive($0) } }
    var conditions: [Condition] = []
    var holder: FieldGroup? = list
    while let group = holder {
      if let condition = group.visibleIf { conditions.append(condition) }
      holder = group.parent.flatMap(self.group)
    }
    guard !conditions.isEmpty else { return true }
    var data = ConditionData(
      form: self, reading: Array(fields.indices), value: { state[$1.id] },
      visible: status.visible)
    let value = data.value
    return conditions.allSatisfy { $0.evaluate(value).isTrue }
  }

  /// The lists without items that are hidden now: left out of the payload.
  public func hiddenEmptyLists(_ state: FormState, status: FormStatus) -> Set<FieldID> {
    Set(
      lists.filter { $0.fields.isEmpty && !isShown($0, state, status: status) }.map(\.id))
  }
}

extension Form {
  /// A field's id with its item numbers left out (`travellers[].name` for
  /// `travellers[2].name`): what is the same field of every item, as `fill`'s breakdown of
  /// errors counts it.
  public func idAcrossItems(_ id: FieldID) -> String {
    for list in lists where id.hasPrefix(list.id + "[") {
      let rest = id.dropFirst(list.id.count + 1)
      guard let close = rest.firstIndex(of: "]") else { continue }
      return list.id + "[]" + rest[close...].dropFirst()
    }
    return id
  }

  /// Each field's id across items (`idAcrossItems`), in render order of a form with one item
  /// in each list, once each, then the lists' ids: what `fill`'s breakdown of errors names
  /// on a form with lists. The fields' ids on a form without.
  public var fieldIDsAcrossItems: [String] {
    guard !lists.isEmpty else { return fields.map(\.id) }
    let one = withOneItemInEachList
    var seen: Set<String> = []
    return one.fields.map { one.idAcrossItems($0.id) }.filter { seen.insert($0).inserted }
      + lists.map(\.id)
  }

  /// The form with one item in each list: the fields of an item, once (itself without lists).
  public var withOneItemInEachList: Form {
    guard !lists.isEmpty, let resized else { return self }
    return resized(Dictionary(uniqueKeysWithValues: lists.map { ($0.id, 1) }))
  }

  /// The form with one item in each list that starts with none (and may have one): what an
  /// item holds, for those who describe the form (`lint --json`, `cases`).
  public var withAnItemInEmptyLists: Form {
    let empty = lists.filter { itemCount(of: $0) == 0 && ($0.bounds?.max ?? 1) >= 1 }
    guard !empty.isEmpty, let resized else { return self }
    return resized(Dictionary(uniqueKeysWithValues: empty.map { ($0.id, 1) }))
  }
}
