extension Form {
  /// The render positions of the fields a condition names, each once, in the order it reads
  /// them: its fields', and every field of each group it reads whole (`Condition.reads`). A
  /// condition that may read any field (`readsEverything`) may read others besides.
  public func positionsRead(by condition: Condition) -> [Int] {
    var positions: [Int] = []
    var seen: Set<Int> = []
    for id in condition.reads {
      if let position = index[id], seen.insert(position).inserted { positions.append(position) }
    }
    for id in condition.groupReads {
      guard let group = tree.index[id] else { continue }
      for position in tree.ranges[group] where seen.insert(position).inserted {
        positions.append(position)
      }
    }
    return positions
  }

  /// The ids of the fields a condition names (`positionsRead(by:)`).
  public func fieldsRead(by condition: Condition) -> [FieldID] {
    positionsRead(by: condition).map { fields[$0].id }
  }

  /// Whether a condition names the field with this id: by its id, or through a group holding
  /// it. (One that may read any field, `readsEverything`, may read it besides.)
  public func names(_ id: FieldID, in condition: Condition) -> Bool {
    guard let position = index[id] else { return condition.reads.contains(id) }
    if condition.reads.contains(id) { return true }
    let holders = tree.isEmpty ? [] : tree.groups(holding: position).map { groups[$0].id }
    return condition.groupReads.contains { holders.contains($0) }
  }
}
