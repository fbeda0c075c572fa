import FormshDomain
import FormshJSON

/// The top level of a form file, as decoded (snake_case keys, nothing checked yet).
public struct FormDTO: Sendable {
  /// One element of `fields`: a field object, or something else that will be skipped.
  public enum Slot: Sendable {
    case field(FieldDTO)
    case notObject(position: Int, found: String)
  }

  /// `form_title`.
  public var formTitle: String?
  /// `theme`.
  public var theme: ThemeDTO?
  /// `fields`, or `nil` when the key is absent or not an array.
  public var fields: [Slot]?
  /// `sections`, in display order.
  public var sections: [SectionDTO]
  /// `rules`: the cross-field rules.
  public var rules: [RuleDTO]
  /// `submit_data`: members merged into every payload.
  public var submitData: JSONObject?
  /// `action`: where `submit` sends the form, as decoded (nil when absent or not an object).
  public var action: ActionDTO?
  /// `omit_empty`: whether a field left empty is left out of the payload.
  public var omitEmpty: Bool
  /// Problems found while decoding the top level.
  public var problems: [Diagnostic.Problem]

  /// Decodes the top-level object leniently.
  public init(json object: JSONObject) {
    var reader = MemberReader(object, level: .form, place: "the top-level object")
    formTitle = reader.string("form_title", "title")
    theme = reader.object("theme").map(ThemeDTO.init(json:))
    switch object["fields"] {
    case nil:
      fields = nil
      reader.note(.noFields)
    case .array(let elements)?:
      fields = FormDTO.slots(elements)
    case let other?:
      fields = nil
      reader.note(.fieldsNotArray(found: other.typeDescription))
    }
    sections = (reader.array("sections") ?? []).enumerated().map {
      SectionDTO(json: $0.element, position: $0.offset + 1)
    }
    rules = (reader.array("rules") ?? []).enumerated().map {
      RuleDTO(json: $0.element, position: $0.offset + 1)
    }
    submitData = reader.object("submit_data")
    action = reader.object("action").map(ActionDTO.init(json:))
    omitEmpty = reader.bool("omit_empty") ?? false
    problems = reader.problems + (action?.problems ?? [])
  }

  /// The elements of a `fields` array (the form's, or a group's), each read as a field.
  static func slots(_ elements: [JSONValue]) -> [Slot] {
    elements.enumerated().map { offset, element in
      guard case .object(let fieldObject) = element else {
        return .notObject(position: offset + 1, found: element.typeDescription)
      }
      return .field(FieldDTO(json: fieldObject, position: offset + 1))
    }
  }
}
