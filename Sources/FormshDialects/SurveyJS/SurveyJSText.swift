import FormshJSON

/// SurveyJS's texts: a string, or a localised object (`{"default": "Name", "de": "Name"}`),
/// of which formsh keeps the default (else the first language given).
enum SurveyJSText {
  /// The text of a title, description or message, if there is one.
  static func of(_ value: JSONValue?) -> String? {
    switch value {
    case .string(let text): return text
    case .number(let text): return text
    case .object(let object):
      if let text = object["default"]?.stringValue { return text }
      if let text = object["en"]?.stringValue { return text }
      return object.members.lazy.compactMap(\.value.stringValue).first
    default: return nil
    }
  }
}
