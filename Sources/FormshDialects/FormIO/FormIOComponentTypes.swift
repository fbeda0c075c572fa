import FormshJSON

/// The component types of Form.io, by what formsh does with them, and how a Form.io form is
/// told from the documents of other dialects.
enum FormIOComponentTypes {
  /// Components that hold a value: each a field.
  static let inputs: Set<String> = [
    "textfield", "textarea", "number", "email", "phonenumber", "password", "url", "checkbox",
    "select", "selectboxes", "radio", "datetime", "day", "time", "currency", "hidden",
  ]

  /// Layout: their children take their place.
  static let layout: Set<String> = ["panel", "columns", "fieldset", "well", "table", "tabs"]

  /// Data components holding others: `container` (a group), `datagrid` and `editgrid` (lists).
  static let data: Set<String> = ["container", "datagrid", "editgrid"]

  /// Components with no value: buttons and content.
  static let content: Set<String> = ["button", "htmlelement", "content"]

  /// Form.io types formsh cannot hold: each is reported and skipped.
  static let unsupported: Set<String> = [
    "file", "signature", "address", "survey", "form", "recaptcha", "tags", "sketchpad",
    "location", "resource", "datamap", "tree", "unknown", "textarea-rich",
  ]

  /// Every type a Form.io form may name.
  static let all = inputs.union(layout).union(data).union(content).union(unsupported)

  /// The form object: the document, or its `form` member when the document wraps one.
  static func form(in document: JSONObject) -> JSONObject? {
    if case .array = document["components"] { return document }
    if let form = document["form"]?.objectValue, case .array = form["components"] { return form }
    return nil
  }

  /// Whether the document is a Form.io form: `components` (at the top, or in `form`) with at
  /// least one component of a Form.io type. formsh's `fields`, SurveyJS's `elements` and
  /// Adaptive Cards' `body` are not `components`.
  static func recognises(_ document: JSONObject) -> Bool {
    guard document["fields"] == nil, let form = form(in: document),
      case .array(let components) = form["components"]
    else { return false }
    return components.contains { component in
      guard let type = component.objectValue?["type"]?.stringValue else { return false }
      return all.contains(type.lowercased())
    }
  }
}
