/// The data a form's conditions read: an object of field id → value as the payload carries
/// it, null when the field is empty or hidden. Built once with every key; values are loaded
/// and hidden in place, so working out a form's visibility costs no new object however many
/// fields it hides, and a batch fill reuses one for every record.
package struct ConditionData {
  /// Each field's own value, by render position (null for the fields no condition reads).
  private var values: [LogicValue]
  /// Whether each field reads as null now because it is hidden.
  private var hidden: [Bool]
  private var object: LogicObject
  /// The form's groups and its fields' payload paths: each group is a key of the data too,
  /// whose value is the object of its fields' values (`{"var": "address"}`), kept up to date
  /// as they change. Empty for a form without groups.
  private let groups: [FieldGroup]
  private let paths: [[PayloadStep]]
  /// The groups whose value is out of date: worked out again when the data is next read
  /// (a list of a thousand items is built once per read, not once per field loaded).
  private var stale: [Bool]
  private var anyStale = false

  /// Every field null.
  package init(form: Form) {
    values = Array(repeating: .null, count: form.fields.count)
    hidden = Array(repeating: false, count: form.fields.count)
    groups = form.groups
    paths = form.payloadPaths ?? []
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
    if !groups.isEmpty { refreshGroups(holding: position) }
  }

  /// Marks out of date the value of each group holding the field at `position`.
  private mutating func refreshGroups(holding position: Int) {
    for offset in groups.indices where groups[offset].fields.contains(position) {
      stale[offset] = true
      anyStale = true
    }
  }

  /// Rebuilds a group's value: the object of its fields' values as conditions read them,
  /// nested as the payload nests them (a list's: the array of its items' objects).
  private mutating func refresh(_ offset: Int) {
    let group = groups[offset]
    let members = group.fields.map { position in
      (paths[position].dropFirst(group.path.count), hidden[position] ? .null : values[position])
    }
    let value = ConditionData.nest(members[...], list: group.bounds != nil)
    object.replaceValue(at: values.count + offset, with: value)
  }

  /// The object (a list's array) of values at these paths, whose members of one group (or
  /// item) are consecutive.
  private static func nest(
    _ members: ArraySlice<(ArraySlice<PayloadStep>, LogicValue)>, list: Bool = false
  ) -> LogicValue {
    var built: [(key: String, value: LogicValue)] = []
    var items: [LogicValue] = []
    var start = members.startIndex
    while start < members.endIndex {
      let (path, value) = members[start]
      guard let step = path.first else { break }
      var end = start + 1
      while end < members.endIndex, members[end].0.first == step, path.count > 1 { end += 1 }
      let inner = members[start..<end].map { ($0.0.dropFirst(), $0.1) }[...]
      switch step {
      case .item:
        items.append(nest(inner))
      case .key(let key):
        // A key one step from its value is a field's; further, a group's (or a list's).
        var nextIsItem = false
        if case .item? = path.dropFirst().first { nextIsItem = true }
        built.append((key, path.count == 1 ? value : nest(inner, list: nextIsItem)))
      }
      start = end
    }
    return list ? .array(items) : .object(LogicObject(built))
  }

  /// The object, as the conditions read it now (the groups' values worked out first).
  package var value: LogicValue {
    mutating get {
      if anyStale {
        for offset in groups.indices where stale[offset] {
          refresh(offset)
          stale[offset] = false
        }
        anyStale = false
      }
      return .object(object)
    }
  }

  /// Shows a field (it reads as its value) or hides it (it reads as null).
  package mutating func show(_ position: Int, _ shown: Bool) {
    guard hidden[position] == shown else { return }
    hidden[position] = !shown
    object.replaceValue(at: position, with: shown ? values[position] : .null)
    if !groups.isEmpty { refreshGroups(holding: position) }
  }
}
