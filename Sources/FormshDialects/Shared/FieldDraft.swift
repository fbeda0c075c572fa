import FormshJSON

/// A formsh field being made from another dialect's question or component: its keys set one by
/// one as its properties and validators are read, then written in formsh's order.
struct FieldDraft {
  /// `id`: the question's name, the component's key.
  var id: String
  /// The field's formsh path, as rules name it (`pricelimit.least` for a multiple text's item).
  var path: String
  /// `type`: TEXT, DROPDOWN, CHECKBOX, TOGGLE or GROUP.
  var type: String
  /// `subtype` of a TEXT field.
  var subtype: String?
  /// `label`: the title, else the name.
  var label: String
  /// `placeholder`.
  var placeholder: String?
  /// `supporting_text`: the description.
  var supportingText: String?
  /// `section`: the page's.
  var section: String?
  /// `required`.
  var required = false
  /// `required_if`, `visible_if`, `enabled_if` and `value` (JSON Logic).
  var requiredIf, visibleIf, enabledIf, value: JSONValue?
  /// `read_only`.
  var readOnly = false
  /// `options`, `options_url`, `options_path`, `allow_multiple`.
  var options: [JSONValue]?
  var optionsURL, optionsPath: String?
  var allowMultiple = false
  /// `min` and `max`.
  var min, max: JSONValue?
  /// `min_length`, `max_length`, `regex`.
  var minLength, maxLength: Int?
  var regex: String?
  /// `min_selections`, `max_selections`.
  var minSelections, maxSelections: Int?
  /// `default_value`, `default_values`, `default_value_from`.
  var defaultValue: JSONValue?
  var defaultValues: [JSONValue]?
  var defaultValueFrom: JSONValue?
  /// `error_message`.
  var errorMessage: String?
  /// A group's `fields` and a list's `repeat`.
  var fields: [JSONObject]?
  var repeatMin, repeatMax: Int?
  /// Whether the group is a list (`repeat`, bounds or none).
  var isList = false

  /// A draft of this kind.
  init(id: String, type: String, subtype: String? = nil, label: String) {
    self.id = id
    self.path = id
    self.type = type
    self.subtype = subtype
    self.label = label
  }

  /// The field in formsh's dialect, at this place among its siblings.
  func object(order: Int) -> JSONObject {
    var object = JSONObject()
    object.set("id", id)
    object.set("order", .number(String(order)))
    object.set("type", type)
    if let subtype { object.set("subtype", subtype) }
    object.set("label", label)
    if let placeholder { object.set("placeholder", placeholder) }
    if let supportingText { object.set("supporting_text", supportingText) }
    if let section { object.set("section", section) }
    if required { object.set("required", .bool(true)) }
    object.set("required_if", ifPresent: requiredIf)
    object.set("visible_if", ifPresent: visibleIf)
    object.set("enabled_if", ifPresent: enabledIf)
    if readOnly { object.set("read_only", .bool(true)) }
    object.set("value", ifPresent: value)
    if allowMultiple { object.set("allow_multiple", .bool(true)) }
    if let options { object.set("options", .array(options)) }
    if let optionsURL { object.set("options_url", optionsURL) }
    if let optionsPath { object.set("options_path", optionsPath) }
    object.set("min", ifPresent: min)
    object.set("max", ifPresent: max)
    if let minLength { object.set("min_length", .number(String(minLength))) }
    if let maxLength { object.set("max_length", .number(String(maxLength))) }
    if let regex { object.set("regex", regex) }
    if let minSelections { object.set("min_selections", .number(String(minSelections))) }
    if let maxSelections { object.set("max_selections", .number(String(maxSelections))) }
    object.set("default_value", ifPresent: defaultValue)
    if let defaultValues { object.set("default_values", .array(defaultValues)) }
    object.set("default_value_from", ifPresent: defaultValueFrom)
    if let errorMessage { object.set("error_message", errorMessage) }
    if let fields {
      object.set("fields", .array(fields.map(JSONValue.object)))
    }
    if isList {
      var bounds = JSONObject()
      if let repeatMin { bounds.set("min", .number(String(repeatMin))) }
      if let repeatMax { bounds.set("max", .number(String(repeatMax))) }
      object.set("repeat", .object(bounds))
    }
    return object
  }

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
