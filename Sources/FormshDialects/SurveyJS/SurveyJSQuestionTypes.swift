import FormshJSON

/// The element types of SurveyJS, by what formsh does with them, and how a survey is told
/// from the documents of other dialects.
enum SurveyJSQuestionTypes {
  /// Questions that become a field (or, `multipletext`, a group of fields).
  static let fields: Set<String> = [
    "text", "comment", "checkbox", "radiogroup", "dropdown", "tagbox", "boolean", "rating",
    "expression", "multipletext",
  ]

  /// Elements that hold others: `panel` (layout) and `paneldynamic` (a list).
  static let containers: Set<String> = ["panel", "paneldynamic"]

  /// SurveyJS types formsh cannot hold: each is reported and skipped.
  static let unsupported: Set<String> = [
    "html", "image", "matrix", "matrixdropdown", "matrixdynamic", "file", "signaturepad",
    "ranking", "imagepicker", "imagemap", "slider", "empty", "flowpanel", "buttongroup",
  ]

  /// Every type a SurveyJS survey may name.
  static let all = fields.union(containers).union(unsupported)

  /// The elements of a page or a panel (`elements`, or `questions` in older surveys).
  static func elements(of container: JSONObject) -> (key: String, value: [JSONValue])? {
    for key in ["elements", "questions"] {
      if case .array(let elements) = container[key] { return (key, elements) }
    }
    return nil
  }

  /// Whether the document is a survey: `pages` (objects with `elements`) or `elements` at
  /// its top, with at least one element of a SurveyJS type (looked for through panels).
  /// JSON Forms' `elements` sit in a `uischema` and hold `Control`s, Form.io's are
  /// `components`, formsh's `fields`: none of them qualifies.
  static func recognises(_ document: JSONObject) -> Bool {
    guard document["fields"] == nil, document["components"] == nil else { return false }
    var containers: [JSONObject] = []
    if case .array(let pages) = document["pages"] {
      let objects = pages.compactMap(\.objectValue)
      guard objects.count == pages.count else { return false }
      containers = objects
    }
    containers.append(document)
    return containers.contains { hasQuestion(in: $0) }
  }

  private static func hasQuestion(in container: JSONObject) -> Bool {
    guard let (_, elements) = elements(of: container) else { return false }
    return elements.contains { element in
      guard let object = element.objectValue, let type = object["type"]?.stringValue else {
        return false
      }
      return all.contains(type.lowercased())
    }
  }
}
