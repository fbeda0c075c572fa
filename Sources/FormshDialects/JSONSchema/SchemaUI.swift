import FormshJSON

/// The part of a react-jsonschema-form uiSchema that speaks of one schema node: its own
/// `ui:` keys (and those of `ui:options`, which say the same), and its children by property
/// name (`items` for an array's items).
struct SchemaUI {
  /// The uiSchema object (empty when there is none).
  var object: JSONObject
  /// Where it is in the source document.
  var pointer: String

  /// No uiSchema.
  static let empty = SchemaUI(object: JSONObject(), pointer: "")

  /// The value of `ui:KEY`, else of `KEY` in `ui:options`.
  func value(_ key: String) -> JSONValue? {
    object["ui:" + key] ?? object.object("ui:options")?[key]
  }

  /// `ui:KEY` (or the option) when it is a string.
  func string(_ key: String) -> String? {
    if case .string(let text)? = value(key) { return text }
    return nil
  }

  /// `ui:KEY` (or the option) is `true`.
  func flag(_ key: String) -> Bool {
    value(key) == .bool(true)
  }

  /// The uiSchema of a property (or `items`).
  func child(_ name: String) -> SchemaUI {
    SchemaUI(object: object.object(name) ?? JSONObject(), pointer: pointer.pointer(name))
  }

  /// The uiSchema of a property, found in `index` (this uiSchema's `JSONObject.index()`).
  func child(_ name: String, in index: [String: JSONValue]) -> SchemaUI {
    SchemaUI(object: index[name]?.objectValue ?? JSONObject(), pointer: pointer.pointer(name))
  }

  /// This uiSchema laid over another (a `ui:definitions` entry): its keys win.
  func over(_ base: JSONObject?) -> SchemaUI {
    guard let base, !base.members.isEmpty else { return self }
    return SchemaUI(object: JSONObject(base.members + object.members), pointer: pointer)
  }

  /// The `ui:` keys formsh reads; `ui:options` too (its keys read as `ui:` keys).
  static let read: Set<String> = [
    "ui:order", "ui:widget", "ui:title", "ui:description", "ui:help", "ui:placeholder",
    "ui:readonly", "ui:disabled", "ui:enumNames", "ui:options", "ui:field", "ui:definitions",
    "ui:label",
  ]

  /// The `ui:` keys that only style or place what is shown (or tune rjsf's own behaviour):
  /// nothing of the form is lost without them.
  static let presentational: Set<String> = [
    "ui:autofocus", "ui:className", "ui:classNames", "ui:style", "ui:emptyValue",
    "ui:autocomplete", "ui:enableMarkdownInDescription", "ui:rows", "ui:inline",
    "ui:orderable", "ui:addable", "ui:removable", "ui:copyable", "ui:inputType",
    "ui:yearsRange", "ui:format", "ui:hideError", "ui:submitButtonOptions", "ui:globalOptions",
    "ui:rootFieldId", "ui:filePreview", "ui:accept", "ui:duplicateKeySuffixSeparator",
    "ui:collapsed", "ui:enumDisabled", "ui:errorElement", "ui:FieldTemplate",
    "ui:ObjectFieldTemplate", "ui:ArrayFieldTemplate", "ui:fieldReplacesAnyOrOneOf",
    "ui:hideLabel",
  ]
}
