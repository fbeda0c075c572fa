import FormshDomain

extension FormCoverage {
  /// Adds what another recording of the same form saw: a side seen in either is seen. An
  /// item the other has and this one lacks (the file changed between loads) is added.
  public mutating func merge(_ other: FormCoverage) {
    talkedToServer = talkedToServer || other.talkedToServer
    var named = Set(leftOut.map(\.item.identity))
    leftOut += other.leftOut.filter { named.insert($0.item.identity).inserted }
    var fieldIDs = Set(fields.map(\.id))
    for field in other.fields where fieldIDs.insert(field.id).inserted { fields.append(field) }
    wasUsed = wasUsed || other.wasUsed
    if items.count == other.items.count,
      zip(items, other.items).allSatisfy({ $0.identity == $1.identity && $0.sides == $1.sides })
    {
      for index in items.indices {
        for side in items[index].seen.indices where other.items[index].seen[side] {
          items[index].seen[side] = true
        }
      }
      return
    }
    var positions: [String: Int] = [:]
    for (index, item) in items.enumerated() where positions[item.identity] == nil {
      positions[item.identity] = index
    }
    for item in other.items {
      guard let index = positions[item.identity] else {
        positions[item.identity] = items.count
        items.append(item)
        continue
      }
      for (side, seen) in zip(item.sides, item.seen) where seen { items[index].see(side) }
    }
  }
}
