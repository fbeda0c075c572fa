import FormshJSON

/// A formsh field being made from another dialect's question, component, property, input or
/// node: the one way every dialect builds a field. Its keys are `FormKeys.Field`s, set one by
/// one as the source is read (`draft[.visibleIf] = condition`, or the typed properties below),
/// then written either in the order they were set (`object`) or in formsh's order
/// (`object(order:)`).
struct FieldDraft {
  /// The keys set so far, in the order first set: `id` first.
  private(set) var members: [(key: FormKeys.Field, value: JSONValue)]
  /// The field's formsh path, as rules name it (`pricelimit.least` for a multiple text's
  /// item): not a key of the field.
  var path: String

  /// A draft of a field named `id`, its other keys to be set.
  init(id: String) {
    members = [(.id, .string(id))]
    path = id
  }

  /// A draft of this kind: `id`, `type`, `subtype` (when given) and `label`, set in that order.
  init(id: String, type: String, subtype: String? = nil, label: String) {
    self.init(id: id)
    self.type = type
    self.subtype = subtype
    self.label = label
  }

  /// A key's value; setting one replaces it where it is (a key is written once), or adds it
  /// after the others; setting nil takes it out.
  subscript(key: FormKeys.Field) -> JSONValue? {
    get { members.first { $0.key == key }?.value }
    set {
      let index = members.firstIndex { $0.key == key }
      switch (index, newValue) {
      case (let index?, let value?): members[index].value = value
      case (let index?, nil): members.remove(at: index)
      case (nil, let value?): members.append((key, value))
      case (nil, nil): break
      }
    }
  }

  /// Sets `order`, the field's place among its siblings, right after `id`.
  mutating func number(_ order: Int) {
    self[.order] = nil
    members.insert((.order, .number(String(order))), at: 1)
  }

  /// A list's `repeat`, with the bounds given.
  mutating func repeats(min: Int?, max: Int?) {
    var bounds = JSONObject()
    if let min { bounds.members.append(("min", .number(String(min)))) }
    if let max { bounds.members.append(("max", .number(String(max)))) }
    self[.repeat] = .object(bounds)
  }

  /// The field with its keys in the order they were set: what the schema-like dialects (JSON
  /// Schema, JSON Forms, Adaptive Cards, Kratos) write, key by key as they read.
  var object: JSONObject {
    JSONObject(members.map { (key: $0.key.rawValue, value: $0.value) })
  }

  /// The field at place `order` among its siblings, with its keys in formsh's order
  /// (`writtenOrder`): what the element walks (Form.io, SurveyJS) write, whatever order they
  /// read a question's properties in.
  func object(order: Int) -> JSONObject {
    var draft = self
    draft.number(order)
    var object = JSONObject()
    for key in Self.writtenOrder {
      if let value = draft[key] { object.members.append((key.rawValue, value)) }
    }
    return object
  }

  /// The order `object(order:)` writes a field's keys in.
  static let writtenOrder: [FormKeys.Field] = [
    .id, .order, .type, .subtype, .label, .placeholder, .supportingText, .section, .required,
    .requiredIf, .visibleIf, .enabledIf, .readOnly, .value, .allowMultiple, .options,
    .optionsURL, .optionsPath, .min, .max, .minLength, .maxLength, .regex, .minSelections,
    .maxSelections, .defaultValue, .defaultValues, .defaultValueFrom, .errorMessage, .fields,
    .repeat,
  ]

  /// A default as the field takes it: a dropdown's option ids are text, so a number or a
  /// boolean chosen by default is written as its text (`2` is the option `"2"`).
  func takenAsDefault(_ value: JSONValue) -> JSONValue {
    guard type == "DROPDOWN" else { return value }
    switch value {
    case .number(let text): return .string(text)
    case .bool(let on): return .string(on ? "true" : "false")
    default: return value
    }
  }
}

/// The keys by their type: a string, a whole number, a flag written only when on, a JSON value.
extension FieldDraft {
  /// `id`: the question's name, the component's key, the property's name.
  var id: String { self[.id]?.stringValue ?? "" }
  /// `type`: TEXT, DROPDOWN, CHECKBOX, TOGGLE or GROUP ("" until set).
  var type: String {
    get { self[.type]?.stringValue ?? "" }
    set { self[.type] = .string(newValue) }
  }
  /// `subtype` of a TEXT field.
  var subtype: String? {
    get { text(.subtype) }
    set { setText(.subtype, newValue) }
  }
  /// `label`: the title, else the name ("" until set).
  var label: String {
    get { self[.label]?.stringValue ?? "" }
    set { self[.label] = .string(newValue) }
  }
  /// `placeholder`.
  var placeholder: String? {
    get { text(.placeholder) }
    set { setText(.placeholder, newValue) }
  }
  /// `supporting_text`: the description.
  var supportingText: String? {
    get { text(.supportingText) }
    set { setText(.supportingText, newValue) }
  }
  /// `section`: the page's.
  var section: String? {
    get { text(.section) }
    set { setText(.section, newValue) }
  }
  /// `required`.
  var required: Bool {
    get { flag(.required) }
    set { setFlag(.required, newValue) }
  }
  /// `required_if` (JSON Logic).
  var requiredIf: JSONValue? {
    get { self[.requiredIf] }
    set { self[.requiredIf] = newValue }
  }
  /// `visible_if` (JSON Logic).
  var visibleIf: JSONValue? {
    get { self[.visibleIf] }
    set { self[.visibleIf] = newValue }
  }
  /// `enabled_if` (JSON Logic).
  var enabledIf: JSONValue? {
    get { self[.enabledIf] }
    set { self[.enabledIf] = newValue }
  }
  /// `value`: a computed value (JSON Logic).
  var value: JSONValue? {
    get { self[.value] }
    set { self[.value] = newValue }
  }
  /// `read_only`.
  var readOnly: Bool {
    get { flag(.readOnly) }
    set { setFlag(.readOnly, newValue) }
  }
  /// `options`.
  var options: [JSONValue]? {
    get { self[.options]?.arrayValue }
    set { self[.options] = newValue.map(JSONValue.array) }
  }
  /// `options_url`.
  var optionsURL: String? {
    get { text(.optionsURL) }
    set { setText(.optionsURL, newValue) }
  }
  /// `options_path`.
  var optionsPath: String? {
    get { text(.optionsPath) }
    set { setText(.optionsPath, newValue) }
  }
  /// `allow_multiple`.
  var allowMultiple: Bool {
    get { flag(.allowMultiple) }
    set { setFlag(.allowMultiple, newValue) }
  }
  /// `min`, kept as the source wrote it.
  var min: JSONValue? {
    get { self[.min] }
    set { self[.min] = newValue }
  }
  /// `max`, kept as the source wrote it.
  var max: JSONValue? {
    get { self[.max] }
    set { self[.max] = newValue }
  }
  /// `min_length`.
  var minLength: Int? {
    get { whole(.minLength) }
    set { setWhole(.minLength, newValue) }
  }
  /// `max_length`.
  var maxLength: Int? {
    get { whole(.maxLength) }
    set { setWhole(.maxLength, newValue) }
  }
  /// `regex`.
  var regex: String? {
    get { text(.regex) }
    set { setText(.regex, newValue) }
  }
  /// `min_selections`.
  var minSelections: Int? {
    get { whole(.minSelections) }
    set { setWhole(.minSelections, newValue) }
  }
  /// `max_selections`.
  var maxSelections: Int? {
    get { whole(.maxSelections) }
    set { setWhole(.maxSelections, newValue) }
  }
  /// `default_value`.
  var defaultValue: JSONValue? {
    get { self[.defaultValue] }
    set { self[.defaultValue] = newValue }
  }
  /// `default_values`.
  var defaultValues: [JSONValue]? {
    get { self[.defaultValues]?.arrayValue }
    set { self[.defaultValues] = newValue.map(JSONValue.array) }
  }
  /// `default_value_from` (JSON Logic).
  var defaultValueFrom: JSONValue? {
    get { self[.defaultValueFrom] }
    set { self[.defaultValueFrom] = newValue }
  }
  /// `error_message`.
  var errorMessage: String? {
    get { text(.errorMessage) }
    set { setText(.errorMessage, newValue) }
  }
  /// A group's `fields`.
  var fields: [JSONObject]? {
    get { self[.fields]?.arrayValue?.compactMap(\.objectValue) }
    set { self[.fields] = newValue.map { .array($0.map(JSONValue.object)) } }
  }

  private func text(_ key: FormKeys.Field) -> String? { self[key]?.stringValue }
  private mutating func setText(_ key: FormKeys.Field, _ text: String?) {
    self[key] = text.map(JSONValue.string)
  }
  private func whole(_ key: FormKeys.Field) -> Int? { self[key]?.numberText.flatMap { Int($0) } }
  private mutating func setWhole(_ key: FormKeys.Field, _ number: Int?) {
    self[key] = number.map { .number(String($0)) }
  }
  private func flag(_ key: FormKeys.Field) -> Bool { self[key] == .bool(true) }
  private mutating func setFlag(_ key: FormKeys.Field, _ on: Bool) {
    self[key] = on ? .bool(true) : nil
  }
}
