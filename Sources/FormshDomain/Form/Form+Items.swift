extension Form {
  /// This form with one more item at the end of the list with this id, and the render
  /// positions of the item's fields; `nil` when the form makes no items (`itemFields`) or
  /// has no such list. Only the item is mapped, and only its `default_value_from` rules are
  /// evaluated (on `budget`); the plans of the form's conditions and computed values are
  /// made again, in time linear in its fields, as an index would be.
  public func addingItem(to listID: FieldID, budget: inout LogicBudget) -> (
    form: Form, added: Range<Int>
  )? {
    guard let itemFields, let offset = tree.index[listID], tree.isList[offset],
      let item = itemFields(listID, itemCount(of: groups[offset]) + 1), !item.fields.isEmpty
    else { return nil }
    let at = groups[offset].fields.upperBound
    let count = item.fields.count
    // The list and the groups holding it, outermost first: the item's groups' paths start
    // with theirs.
    var holding: [Int] = []
    var holder = offset
    while holder >= 0 {
      holding.append(holder)
      holder = tree.parent[holder]
    }
    let (placed, itemPaths) = Form.place(
      holding.reversed().map { self.groups[$0] } + item.groups, item.fields)
    let itemIDs = Set(item.groups.map(\.id))
    let itemGroups = placed.filter { itemIDs.contains($0.id) }.map { group in
      var group = group
      group.fields = (group.fields.lowerBound + at)..<(group.fields.upperBound + at)
      return group
    }
    // Those holding the list end after the item; those after the list move down.
    let holds = Set(holding)
    var groups: [FieldGroup] = []
    groups.reserveCapacity(self.groups.count + itemGroups.count)
    var inserted = false
    for (position, group) in self.groups.enumerated() {
      var group = group
      if holds.contains(position) {
        group.fields = group.fields.lowerBound..<(group.fields.upperBound + count)
      } else if position > offset, group.fields.lowerBound >= at {
        if !inserted {
          groups += itemGroups
          inserted = true
        }
        group.fields = (group.fields.lowerBound + count)..<(group.fields.upperBound + count)
      }
      groups.append(group)
    }
    if !inserted { groups += itemGroups }
    var parts = self.parts
    parts.groups = groups
    parts.fields.insert(contentsOf: item.fields, at: at)
    if let itemPaths { parts.payloadPaths?.insert(contentsOf: itemPaths, at: at) }
    parts.startValues.insert(contentsOf: item.fields.map(\.defaultValue), at: at)
    var index = self.index
    for position in at..<fields.count { index[fields[position].id] = position + count }
    for (offset, field) in item.fields.enumerated() { index[field.id] = at + offset }
    let added = at..<(at + count)
    if item.fields.contains(where: { $0.defaultFrom != nil }) {
      parts.startValues =
        ValuePlan.startValues(
          parts.fields, index: index, from: parts.startValues, working: added, budget: &budget
        ).values
    }
    return (Form(parts, index: index), added)
  }
}
