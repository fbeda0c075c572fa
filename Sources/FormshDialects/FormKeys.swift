/// Every key of the form dialect, by the object it belongs to: the one list the decoder
/// reads from, `lint` checks keys against (an unknown key is a warning, with the nearest
/// known key of that object as a suggestion), and `docs/form.schema.json` must agree with (a
/// test compares the schema's properties with these lists).
///
/// `metadata` is not here: its keys are phrases of the label (besides `links`, `link_text`,
/// `link_url` and `clickable_text_color`), so any key is its own.
public enum FormKeys {
  /// An object of the dialect whose keys are fixed.
  public enum Level: String, CaseIterable, Sendable {
    /// The top-level object.
    case form
    /// `theme`.
    case theme
    /// An element of `fields`.
    case field
    /// An element of a field's `options`.
    case option
    /// An element of `sections`.
    case section
    /// An element of `rules`.
    case rule
    /// `action`.
    case action

    /// The keys formsh reads in this object, in the order the reference lists them.
    public var keys: [String] {
      switch self {
      case .form: FormKeys.form
      case .theme: FormKeys.theme
      case .field: FormKeys.field
      case .option: FormKeys.option
      case .section: FormKeys.section
      case .rule: FormKeys.rule
      case .action: FormKeys.action
      }
    }

    /// `keys`, for lookups.
    public var known: Set<String> {
      switch self {
      case .form: FormKeys.knownForm
      case .theme: FormKeys.knownTheme
      case .field: FormKeys.knownField
      case .option: FormKeys.knownOption
      case .section: FormKeys.knownSection
      case .rule: FormKeys.knownRule
      case .action: FormKeys.knownAction
      }
    }
  }

  /// The top level. `title` is another spelling of `form_title`; `$schema` names the JSON
  /// Schema an editor checks the file against, and is otherwise ignored.
  static let form = [
    "$schema", "form_title", "title", "theme", "fields", "sections", "rules", "submit_data",
    "action", "omit_empty",
  ]
  static let theme = [
    "background_color", "text_color", "border_color", "error_color", "clickable_text_color",
  ]
  /// A field's keys, as `FieldDraft` sets them: `.supportingText` is `supporting_text`.
  /// `regex_pattern` is another spelling of `regex`.
  public enum Field: String, CaseIterable, Sendable {
    case id, order, type, subtype, label, placeholder
    case supportingText = "supporting_text"
    case errorMessage = "error_message"
    case required
    case maxLength = "max_length"
    case minLength = "min_length"
    case defaultValue = "default_value"
    case defaultValues = "default_values"
    case allowMultiple = "allow_multiple"
    case options, metadata
    case clickableTextColor = "clickable_text_color"
    case regex
    case regexPattern = "regex_pattern"
    case link, min, max
    case minSelections = "min_selections"
    case maxSelections = "max_selections"
    case section
    case visibleIf = "visible_if"
    case requiredIf = "required_if"
    case readOnly = "read_only"
    case nullable
    case enabledIf = "enabled_if"
    case value
    case defaultValueFrom = "default_value_from"
    case fields
    case `repeat`
    case optionsURL = "options_url"
    case optionsPath = "options_path"
  }
  /// A field, in the order the reference lists its keys.
  static let field = Field.allCases.map(\.rawValue)
  /// The `type` of a group of fields, beside the kinds' types (`FieldKind.typeNames`).
  public static let groupType = "GROUP"
  static let option = ["id", "label"]
  static let section = ["id", "title", "description", "visible_if", "required_if"]
  static let rule = ["check", "message", "fields"]
  /// Where `submit` sends the form: `as` is `json` or `form`.
  static let action = ["url", "method", "as"]

  private static let knownForm = Set(form)
  private static let knownTheme = Set(theme)
  private static let knownField = Set(field)
  private static let knownOption = Set(option)
  private static let knownSection = Set(section)
  private static let knownRule = Set(rule)
  private static let knownAction = Set(action)
}
