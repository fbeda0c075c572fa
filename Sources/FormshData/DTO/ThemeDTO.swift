import FormshDomain
import FormshJSON

/// `theme`: colour strings by role, as decoded.
public struct ThemeDTO: Sendable {
  public var backgroundColor: String?
  public var textColor: String?
  public var borderColor: String?
  public var errorColor: String?
  public var clickableTextColor: String?
  /// Problems found while decoding.
  public var problems: [Diagnostic.Problem]

  /// Decodes `theme` leniently.
  public init(json object: JSONObject) {
    var reader = MemberReader(object, level: .theme, place: "theme")
    backgroundColor = reader.string("background_color")
    textColor = reader.string("text_color")
    borderColor = reader.string("border_color")
    errorColor = reader.string("error_color")
    clickableTextColor = reader.string("clickable_text_color")
    problems = reader.problems
  }
}
