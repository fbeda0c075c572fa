import Testing

/// One numeric key of one dialect, in the smallest document that reads it (found by reading
/// each importer: `Sources/FormshData/Dialects/*`, and formsh's own mapping), with what the
/// key takes.
struct NumberKey: CustomTestStringConvertible, Sendable {
  /// What the key takes, and so which extremes it must name in a warning.
  enum Takes: Sendable {
    /// A whole number (a length, a count, a bound of generated options): every extreme but -0.
    case whole
    /// A number kept as written (a NUMBER's bound): 1e400 and the not-a-number spellings.
    case finite
    /// Anything formsh's own checks judge: no trap is all that is asserted.
    case any
  }

  /// `--dialect`'s name for the dialect.
  let dialect: String
  /// The key as the dialect spells it, which its warning names.
  let key: String
  let takes: Takes
  /// The document, with `@` where the number goes.
  let template: String

  var testDescription: String { "\(dialect) \(key) in \(template)" }

  /// The document with this value for the key.
  func document(with value: String) -> String {
    template.replacing("@", with: value)
  }

  /// Whether the key cannot take this value, so that a warning must name it.
  func refuses(_ value: String) -> Bool {
    switch takes {
    case .whole: value != "-0"
    case .finite: ["1e400", "-1e400", #""NaN""#, #""Infinity""#, #""-Infinity""#].contains(value)
    case .any: false
    }
  }

  private init(_ dialect: String, _ key: String, _ takes: Takes, _ template: String) {
    (self.dialect, self.key, self.takes, self.template) = (dialect, key, takes, template)
  }

  static let all: [NumberKey] =
    surveyJS + jsonSchema + jsonForms + adaptiveCards + formIO + kratos + formsh

  private static func survey(_ element: String) -> String { #"{"elements": ["# + element + "]}" }

  private typealias Row = (key: String, takes: Takes, template: String)

  private static let surveyRows: [Row] = [
    ("rateMin", .finite, #"{"type": "rating", "name": "r", "rateCount": 10, "rateMin": @}"#),
    (
      "rateMax", .finite,
      #"{"type": "rating", "name": "r", "rateMin": -9223372036854775807, "rateMax": @}"#
    ),
    ("rateStep", .finite, #"{"type": "rating", "name": "r", "rateCount": 10, "rateStep": @}"#),
    (
      "rateCount", .whole,
      #"{"type": "rating", "name": "r", "rateMin": -9223372036854775807, "rateCount": @}"#
    ),
    ("choicesMin", .whole, #"{"type": "dropdown", "name": "d", "choicesMax": 3, "choicesMin": @}"#),
    (
      "choicesMax", .whole,
      #"{"type": "dropdown", "name": "d", "choicesMin": -9223372036854775807, "choicesMax": @}"#
    ),
    (
      "choicesStep", .whole,
      #"{"type": "dropdown", "name": "d", "choicesMax": 3, "choicesStep": @}"#
    ),
    (
      "minSelectedChoices", .whole,
      #"{"type": "checkbox", "name": "c", "choices": [1, 2], "minSelectedChoices": @}"#
    ),
    (
      "maxSelectedChoices", .whole,
      #"{"type": "tagbox", "name": "c", "choices": [1, 2], "maxSelectedChoices": @}"#
    ),
    ("maxLength", .whole, #"{"type": "text", "name": "t", "maxLength": @}"#),
    ("maxLength", .whole, #"{"type": "comment", "name": "t", "maxLength": @}"#),
    ("min", .finite, #"{"type": "text", "inputType": "number", "name": "n", "min": @}"#),
    ("max", .finite, #"{"type": "text", "inputType": "range", "name": "n", "max": @}"#),
    (
      "minPanelCount", .whole,
      #"{"type": "paneldynamic", "name": "p", "templateElements": [{"type": "text", "name": "x"}], "minPanelCount": @}"#
    ),
    (
      "maxPanelCount", .whole,
      #"{"type": "paneldynamic", "name": "p", "templateElements": [{"type": "text", "name": "x"}], "maxPanelCount": @}"#
    ),
    (
      "minLength", .whole,
      #"{"type": "text", "name": "t", "validators": [{"type": "text", "minLength": @}]}"#
    ),
    (
      "maxLength", .whole,
      #"{"type": "comment", "name": "t", "validators": [{"type": "text", "maxLength": @}]}"#
    ),
    (
      "minCount", .whole,
      #"{"type": "checkbox", "name": "c", "choices": [1], "validators": [{"type": "answercount", "minCount": @}]}"#
    ),
    (
      "maxCount", .whole,
      #"{"type": "checkbox", "name": "c", "choices": [1], "validators": [{"type": "answercount", "maxCount": @}]}"#
    ),
    (
      "minValue", .finite,
      #"{"type": "text", "inputType": "number", "name": "t", "validators": [{"type": "numeric", "minValue": @}]}"#
    ),
    (
      "maxValue", .finite,
      #"{"type": "text", "name": "t", "validators": [{"type": "numeric", "maxValue": @}]}"#
    ),
  ]
  private static let surveyJS = surveyRows.map { NumberKey("surveyjs", $0.0, $0.1, survey($0.2)) }

  private static func schema(_ property: String) -> String {
    #"{"type": "object", "properties": {"p": "# + property + "}}"
  }

  private static let schemaRows: [Row] = [
    ("minLength", .whole, #"{"type": "string", "minLength": @}"#),
    ("maxLength", .whole, #"{"type": "string", "format": "email", "maxLength": @}"#),
    ("minimum", .finite, #"{"type": "number", "minimum": @}"#),
    ("maximum", .finite, #"{"type": "integer", "maximum": @}"#),
    ("exclusiveMinimum", .finite, #"{"type": "number", "exclusiveMinimum": @}"#),
    ("exclusiveMaximum", .finite, #"{"type": "integer", "exclusiveMaximum": @}"#),
    ("multipleOf", .finite, #"{"type": "integer", "multipleOf": @}"#),
    (
      "minItems", .whole,
      #"{"type": "array", "uniqueItems": true, "items": {"enum": ["a", "b"]}, "minItems": @}"#
    ),
    (
      "maxItems", .whole,
      #"{"type": "array", "items": {"type": "object", "properties": {"x": {"type": "string"}}}, "maxItems": @}"#
    ),
    ("default", .any, #"{"type": "number", "default": @}"#),
    ("enum", .any, #"{"enum": [@, 1]}"#),
    ("const", .any, #"{"const": @}"#),
  ]
  private static let jsonSchema = schemaRows.map {
    NumberKey("json-schema", $0.0, $0.1, schema($0.2))
  }

  private static let jsonFormsRows: [Row] = [
    ("maxLength", .whole, #"{"type": "string", "maxLength": @}"#),
    ("maximum", .finite, #"{"type": "number", "maximum": @}"#),
    (
      "minItems", .whole,
      #"{"type": "array", "uniqueItems": true, "items": {"enum": ["a"]}, "minItems": @}"#
    ),
  ]
  private static let jsonForms = jsonFormsRows.map {
    NumberKey(
      "json-forms", $0.0, $0.1,
      #"{"schema": "# + schema($0.2)
        + ##", "uischema": {"type": "Control", "scope": "#/properties/p"}}"##)
  }

  private static let cardRows: [Row] = [
    ("maxLength", .whole, #"{"type": "Input.Text", "id": "t", "maxLength": @}"#),
    ("min", .finite, #"{"type": "Input.Number", "id": "n", "min": @}"#),
    ("max", .finite, #"{"type": "Input.Number", "id": "n", "max": @}"#),
    ("value", .finite, #"{"type": "Input.Number", "id": "n", "value": @}"#),
    (
      "value", .any,
      #"{"type": "Input.ChoiceSet", "id": "c", "choices": [{"title": "A", "value": @}]}"#
    ),
  ]
  private static let adaptiveCards = cardRows.map {
    NumberKey(
      "adaptive-cards", $0.0, $0.1,
      #"{"type": "AdaptiveCard", "version": "1.5", "body": ["# + $0.2 + "]}")
  }

  private static let formIORows: [Row] = [
    (
      "minLength", .whole,
      #"{"type": "textfield", "key": "t", "input": true, "validate": {"minLength": @}}"#
    ),
    (
      "maxLength", .whole,
      #"{"type": "textarea", "key": "t", "input": true, "validate": {"maxLength": @}}"#
    ),
    (
      "minWords", .whole,
      #"{"type": "textfield", "key": "t", "input": true, "validate": {"minWords": @}}"#
    ),
    (
      "maxWords", .whole,
      #"{"type": "textfield", "key": "t", "input": true, "validate": {"maxWords": @}}"#
    ),
    ("min", .finite, #"{"type": "number", "key": "n", "input": true, "validate": {"min": @}}"#),
    ("max", .finite, #"{"type": "currency", "key": "n", "input": true, "validate": {"max": @}}"#),
    (
      "minSelectedCount", .whole,
      #"{"type": "selectboxes", "key": "s", "input": true, "values": [{"label": "A", "value": "a"}], "validate": {"minSelectedCount": @}}"#
    ),
    (
      "maxSelectedCount", .whole,
      #"{"type": "selectboxes", "key": "s", "input": true, "values": [{"label": "A", "value": "a"}], "validate": {"maxSelectedCount": @}}"#
    ),
    (
      "minLength", .whole,
      #"{"type": "datagrid", "key": "g", "input": true, "components": [{"type": "textfield", "key": "x", "input": true}], "validate": {"minLength": @}}"#
    ),
    (
      "maxLength", .whole,
      #"{"type": "editgrid", "key": "g", "input": true, "components": [{"type": "textfield", "key": "x", "input": true}], "validate": {"maxLength": @}}"#
    ),
    ("defaultValue", .any, #"{"type": "number", "key": "n", "input": true, "defaultValue": @}"#),
  ]
  private static let formIO = formIORows.map {
    NumberKey("formio", $0.0, $0.1, #"{"display": "form", "components": ["# + $0.2 + "]}")
  }

  private static let kratosRows: [(String, Takes)] = [
    ("maxlength", .whole), ("minlength", .whole), ("value", .any),
  ]
  private static let kratos = kratosRows.map {
    NumberKey(
      "kratos", $0.0, $0.1,
      #"{"id": "f", "type": "browser", "ui": {"action": "https://example.com/s", "method": "POST", "nodes": [{"type": "input", "group": "default", "attributes": {"name": "n", "type": "text", "node_type": "input", ""#
        + $0.0 + #"": @}, "messages": [], "meta": {}}]}}"#)
  }

  private static let formshRows: [(String, String)] = [
    ("max_length", #"{"id": "t", "order": 1, "type": "TEXT", "label": "T", "max_length": @}"#),
    ("min_length", #"{"id": "t", "order": 1, "type": "TEXT", "label": "T", "min_length": @}"#),
    ("order", #"{"id": "t", "order": @, "type": "TEXT", "label": "T"}"#),
    (
      "min",
      #"{"id": "n", "order": 1, "type": "TEXT", "subtype": "NUMBER", "label": "N", "min": @}"#
    ),
    (
      "max",
      #"{"id": "n", "order": 1, "type": "TEXT", "subtype": "NUMBER", "label": "N", "max": @}"#
    ),
    (
      "default_value",
      #"{"id": "n", "order": 1, "type": "TEXT", "subtype": "NUMBER", "label": "N", "default_value": @}"#
    ),
    (
      "min_selections",
      #"{"id": "c", "order": 1, "type": "DROPDOWN", "allow_multiple": true, "label": "C", "options": [{"id": "a", "label": "A"}], "min_selections": @}"#
    ),
    (
      "max_selections",
      #"{"id": "c", "order": 1, "type": "DROPDOWN", "allow_multiple": true, "label": "C", "options": [{"id": "a", "label": "A"}], "max_selections": @}"#
    ),
    (
      "repeat.min",
      #"{"id": "g", "order": 1, "type": "GROUP", "label": "G", "repeat": {"min": @}, "fields": [{"id": "x", "order": 1, "type": "TEXT", "label": "X"}]}"#
    ),
    (
      "repeat.max",
      #"{"id": "g", "order": 1, "type": "GROUP", "label": "G", "repeat": {"max": @}, "fields": [{"id": "x", "order": 1, "type": "TEXT", "label": "X"}]}"#
    ),
  ]
  private static let formsh = formshRows.map {
    NumberKey("formsh", $0.0, .any, #"{"form_title": "T", "fields": ["# + $0.1 + "]}")
  }
}
