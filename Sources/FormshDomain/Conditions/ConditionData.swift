/// The data a form's conditions read: an object of field id → value as the payload carries
/// it, null when the field is empty or hidden. Hiding or showing a field replaces its member
/// in place, so working out a form's visibility costs one object, however many fields it
/// hides.
struct ConditionData {
  /// Each field's own value, by render position.
  private let values: [LogicValue]
  private var object: LogicObject

  /// The values of fields by position (`nil`: the field's empty value); every field shown
  /// unless `visible` says it is not.
  init(form: Form, value: (Int, Field) -> FormValue?, visible: [Bool]? = nil) {
    let values = form.fields.enumerated().map { position, field in
      ConditionData.value(of: field, value(position, field))
    }
    self.values = values
    object = LogicObject(
      form.fields.enumerated().map { position, field in
        (field.id, visible?[position] ?? true ? values[position] : .null)
      })
  }

  /// A field's value as a condition reads it: null when empty.
  static func value(of field: Field, _ value: FormValue?) -> LogicValue {
    switch field.kind.behavior.payload(value ?? field.kind.emptyValue, for: field) {
    case .string(let text) where text.isEmpty: .null
    case .strings(let ids) where ids.isEmpty: .null
    case let payload: LogicValue(payload)
    }
  }

  /// The object, as the conditions read it now.
  var value: LogicValue { .object(object) }

  /// Shows a field (it reads as its value) or hides it (it reads as null).
  mutating func show(_ position: Int, _ shown: Bool) {
    let value = shown ? values[position] : .null
    guard object.members[position].value != value else { return }
    object.replaceValue(at: position, with: value)
  }
}
