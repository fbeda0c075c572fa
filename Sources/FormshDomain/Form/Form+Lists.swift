extension Form {
  /// How many items a list has: the groups inside it that are its items.
  public func itemCount(of list: FieldGroup) -> Int {
    groups.count { $0.parent == list.id && $0.item != nil }
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
      guard let bounds = list.bounds, let failure = bounds.failure(of: itemCount(of: list)) else {
        return nil
      }
      let shown: Bool
      if !list.fields.isEmpty {
        shown = list.fields.contains { status.isActive($0) }
      } else if let condition = list.visibleIf {
        let data = ConditionData(
          form: self, reading: Array(fields.indices), value: { state[$1.id] },
          visible: status.visible)
        shown = condition.evaluate(data.value).isTrue
      } else {
        shown = true
      }
      return shown ? FieldFailure(field: list.id, failure: failure, message: failure.message) : nil
    }
  }
}
