/// A form's groups as a tree over its fields' render positions, made once with the form:
/// which group holds each field and each group, and each group's members in order. What works
/// out what reads a group (`FormLogic`, `ValuePlan`) and the value a group has for the
/// conditions (`ConditionData`) walk it, so that a read of a list of a thousand items is one
/// edge to the list, not a thousand to its fields.
package struct GroupTree: Sendable {
  /// A member of a group, in its order: a field (render position) or a group (its offset in
  /// `Form.groups`).
  package enum Member: Sendable, Equatable {
    case field(Int)
    case group(Int)
  }

  /// Group id → offset in `Form.groups` (the first of an id).
  package let index: [FieldID: Int]
  /// The innermost group holding each field (-1: none), by render position.
  private let holder: [Int]
  /// The group holding each group (-1: none), by offset.
  package let parent: [Int]
  /// Each group's members, in render order; a list's are its items. A list without items
  /// inside a group is no member of it (it has no field to place it by).
  package let members: [[Member]]
  /// Whether each group is a list (its value is the array of its items').
  package let isList: [Bool]
  /// Each group's fields (those of the groups inside it too), by render position.
  package let ranges: [Range<Int>]

  /// The tree of `groups` (placed: `Form.groups`) over `fieldCount` fields.
  init(groups: [FieldGroup], fieldCount: Int) {
    var index: [FieldID: Int] = [:]
    index.reserveCapacity(groups.count)
    for (offset, group) in groups.enumerated() where index[group.id] == nil {
      index[group.id] = offset
    }
    self.index = index
    parent = groups.map { group in group.parent.flatMap { index[$0] } ?? -1 }
    isList = groups.map { $0.bounds != nil }
    ranges = groups.map(\.fields)
    // Groups come outer first (by where they start, then by depth): an inner one's fields
    // are written over its holder's.
    var holder = [Int](repeating: -1, count: fieldCount)
    for (offset, group) in groups.enumerated() {
      for position in group.fields { holder[position] = offset }
    }
    self.holder = holder
    var members = [[Member]](repeating: [], count: groups.count)
    for offset in groups.indices {
      var position = ranges[offset].lowerBound
      while position < ranges[offset].upperBound {
        var inner = holder[position]
        if inner == offset {
          members[offset].append(.field(position))
          position += 1
          continue
        }
        while inner >= 0, parent[inner] != offset { inner = parent[inner] }
        // Cannot happen for placed groups; a field held by none moves on.
        guard inner >= 0, !ranges[inner].isEmpty else {
          position += 1
          continue
        }
        members[offset].append(.group(inner))
        position = ranges[inner].upperBound
      }
    }
    self.members = members
  }

  /// Whether the form has no groups.
  package var isEmpty: Bool { parent.isEmpty }

  /// The group holding the field at `position` most closely, if any.
  package func holder(of position: Int) -> Int? {
    let group = holder[position]
    return group < 0 ? nil : group
  }

  /// The groups holding the field at `position`, innermost first.
  package func groups(holding position: Int) -> [Int] {
    var groups: [Int] = []
    var group = holder[position]
    while group >= 0 {
      groups.append(group)
      group = parent[group]
    }
    return groups
  }
}
