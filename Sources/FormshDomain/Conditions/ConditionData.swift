/// The data a form's conditions read: an object of field id → value as the payload carries
/// it, null when the field is empty or hidden. Built once with every key; values are loaded
/// and hidden in place, so working out a form's visibility costs no new object however many
/// fields it hides, and a batch fill reuses one for every record.
///
/// Each group is a key of the data too, whose value is the object of its fields' values
/// (`{"var": "address"}`; a list's, the array of its items'). A change marks the groups
/// holding the field out of date; a group is built again only when a condition that reads it
/// is evaluated (`value(for:budget:)`), from its members, reusing the value of each group
/// inside it that did not change: a list of a thousand items whose one item changed costs
/// that item and the list's array, and a condition that reads no group none of it.
package struct ConditionData {
  /// Each field's own value, by render position (null for the fields no condition reads).
  private var values: [LogicValue]
  /// Whether each field reads as null now because it is hidden.
  private var hidden: [Bool]
  private var object: LogicObject
  /// The form's groups (`Form.tree`), and each member's key in its group's object (a list's
  /// items have none).
  private let tree: GroupTree
  private let keys: [[String]]
  /// Each group's value as last built, and whether it is out of date.
  private var built: [LogicValue]
  private var stale: [Bool]
  private var anyStale = false
  /// Members put into groups' values since the last `takeBuildWork`: work the budget counts.
  private var buildWork = 0

  /// Every field null.
  package init(form: Form) {
    values = Array(repeating: .null, count: form.fields.count)
    hidden = Array(repeating: false, count: form.fields.count)
    tree = form.tree
    keys = tree.members.indices.map { offset in
      guard !form.tree.isList[offset] else { return [] }
      return form.tree.members[offset].map { member in
        switch member {
        case .field(let position): form.fields[position].key
        case .group(let inner): form.groups[inner].key
        }
      }
    }
    built = Array(repeating: .null, count: form.groups.count)
    stale = Array(repeating: true, count: form.groups.count)
    anyStale = !form.groups.isEmpty
    // A `var` names a field in any Unicode normalization, as commands do (issue 26 §14).
    object = LogicObject(
      fields: form.fields.map { ($0.id, .null) } + form.groups.map { ($0.id, .null) },
      index: form.dataIndex)
  }

  /// The values of the fields a condition reads, by position (`nil`: the field's empty
  /// value); every field shown unless `visible` says it is not.
  init(form: Form, reading positions: [Int], value: (Int, Field) -> FormValue?, visible: [Bool]?) {
    self.init(form: form)
    for position in positions {
      let field = form.fields[position]
      load(position, ConditionData.value(of: field, value(position, field)))
      if let visible, !visible[position] { show(position, false) }
    }
  }

  /// A field's value as a condition reads it: null when empty.
  package static func value(of field: Field, _ value: FormValue?) -> LogicValue {
    ConditionData.value(of: field.kind.behavior.payload(value ?? field.kind.emptyValue, for: field))
  }

  /// A payload value as a condition reads it: null when empty.
  package static func value(of payload: PayloadValue) -> LogicValue {
    switch payload {
    case .string(let text) where text.isEmpty: .null
    case .strings(let ids) where ids.isEmpty: .null
    case let payload: LogicValue(payload)
    }
  }

  /// Gives a field a value, shown.
  package mutating func load(_ position: Int, _ value: LogicValue) {
    values[position] = value
    hidden[position] = false
    object.replaceValue(at: position, with: value)
    markStale(holding: position)
  }

  /// Shows a field (it reads as its value) or hides it (it reads as null).
  package mutating func show(_ position: Int, _ shown: Bool) {
    guard hidden[position] == shown else { return }
    hidden[position] = !shown
    object.replaceValue(at: position, with: shown ? values[position] : .null)
    markStale(holding: position)
  }

  /// Marks out of date the groups holding the field at `position`: those up to the first
  /// already out of date (a group out of date has every group holding it out of date too).
  private mutating func markStale(holding position: Int) {
    guard !tree.isEmpty, var group = tree.holder(of: position) else { return }
    while group >= 0, !stale[group] {
      stale[group] = true
      group = tree.parent[group]
    }
    anyStale = true
  }

  /// The object, as the conditions read it now: every group's value worked out first.
  package var value: LogicValue {
    mutating get {
      if anyStale {
        for group in stale.indices where stale[group] { refresh(group) }
        anyStale = false
      }
      return .object(object)
    }
  }

  /// The object, as `condition` reads it: the groups it reads (every group, when it may read
  /// anything) worked out first; what building them took is counted in `budget`.
  package mutating func value(for condition: Condition, budget: inout LogicBudget) -> LogicValue {
    guard anyStale else { return .object(object) }
    if condition.readsEverything {
      _ = value
    } else if case .rule(let rule) = condition.body {
      for id in rule.groupReads {
        if let group = tree.index[id], stale[group] { refresh(group) }
      }
    }
    budget.spend(work: buildWork)
    buildWork = 0
    return .object(object)
  }

  /// Builds a group's value again from its members (those inside it that are out of date
  /// first), and puts it in the object.
  private mutating func refresh(_ group: Int) {
    let members = tree.members[group]
    var elements: [LogicValue] = []
    elements.reserveCapacity(members.count)
    for member in members {
      switch member {
      case .field(let position):
        elements.append(hidden[position] ? .null : values[position])
      case .group(let inner):
        if stale[inner] { refresh(inner) }
        elements.append(built[inner])
      }
    }
    buildWork += members.count
    let value: LogicValue =
      tree.isList[group]
      ? .array(elements)
      : .object(LogicObject(Array(zip(keys[group], elements).map { ($0, $1) })))
    built[group] = value
    stale[group] = false
    object.replaceValue(at: values.count + group, with: value)
  }
}
