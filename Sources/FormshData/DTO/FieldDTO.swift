import FormshDomain
import FormshJSON

/// One field of a form file, as decoded. Values whose meaning depends on the field's type
/// (`order`, lengths, defaults, bounds) stay raw JSON for the mapping to judge.
public struct FieldDTO: Sendable {
  /// Position in `fields`, from 1.
  public let position: Int
  public var id: String?
  public var order: JSONValue?
  public var type: String?
  public var subtype: String?
  public var label: String?
  public var placeholder: String?
  public var supportingText: String?
  public var errorMessage: String?
  public var required: Bool?
  public var maxLength: JSONValue?
  public var minLength: JSONValue?
  public var defaultValue: JSONValue?
  public var defaultValues: JSONValue?
  public var allowMultiple: Bool?
  public var options: [OptionDTO]?
  /// `options_url`: where a server gives the options, with `{field}` placeholders.
  public var optionsURL: String?
  /// `options_path`: the JSONPath of the options in that server's response.
  public var optionsPath: String?
  /// `metadata`: link phrases to URLs, or one of the accepted link spellings.
  public var metadata: JSONObject?
  public var clickableTextColor: String?
  /// `regex` or `regex_pattern`.
  public var regex: String?
  /// `link`: the whole label links here.
  public var link: String?
  public var minimum: JSONValue?
  public var maximum: JSONValue?
  public var minSelections: JSONValue?
  public var maxSelections: JSONValue?
  /// `section`: the id of the section the field joins.
  public var section: String?
  /// `visible_if`: a JSON Logic rule, as written.
  public var visibleIf: JSONValue?
  /// `required_if`: a JSON Logic rule, as written.
  public var requiredIf: JSONValue?
  /// `read_only`.
  public var readOnly: Bool?
  /// `nullable`.
  public var nullable: Bool?
  /// `enabled_if`: a JSON Logic rule, as written.
  public var enabledIf: JSONValue?
  /// `value`: the JSON Logic that computes the field, as written.
  public var value: JSONValue?
  /// `default_value_from`: the JSON Logic that gives the starting value, as written.
  public var defaultValueFrom: JSONValue?
  /// `fields` of a `GROUP`: its own fields, as the form's are read.
  public var fields: [FormDTO.Slot]?
  /// `repeat` of a `GROUP`: `{"min", "max"}`, as written.
  public var repeats: JSONValue?
  /// Problems found while decoding.
  public var problems: [Diagnostic.Problem]

  /// Decodes a field object leniently.
  public init(json object: JSONObject, position: Int) {
    self.position = position
    var reader = MemberReader(object, level: .field, place: nil)
    switch object["id"] {
    case .string(let text)?: id = text
    case .number(let text)?: id = text
    default: id = nil
    }
    order = reader.raw("order")
    type = reader.string("type")
    subtype = reader.string("subtype")
    label = reader.string("label")
    placeholder = reader.string("placeholder")
    supportingText = reader.string("supporting_text")
    errorMessage = reader.string("error_message")
    required = reader.bool("required")
    maxLength = reader.raw("max_length")
    minLength = reader.raw("min_length")
    defaultValue = reader.raw("default_value")
    defaultValues = reader.raw("default_values")
    allowMultiple = reader.bool("allow_multiple")
    options = reader.array("options")?.enumerated().map {
      OptionDTO(json: $0.element, position: $0.offset + 1)
    }
    optionsURL = reader.string("options_url")
    optionsPath = reader.string("options_path")
    metadata = reader.object("metadata")
    clickableTextColor = reader.string("clickable_text_color")
    regex = reader.string("regex", "regex_pattern")
    link = reader.string("link")
    minimum = reader.raw("min")
    maximum = reader.raw("max")
    minSelections = reader.raw("min_selections")
    maxSelections = reader.raw("max_selections")
    section = reader.string("section")
    visibleIf = reader.raw("visible_if")
    requiredIf = reader.raw("required_if")
    readOnly = reader.bool("read_only")
    nullable = reader.bool("nullable")
    enabledIf = reader.raw("enabled_if")
    value = reader.raw("value")
    defaultValueFrom = reader.raw("default_value_from")
    fields = reader.array("fields").map(FormDTO.slots)
    repeats = reader.raw("repeat")
    problems = reader.problems
  }
}
