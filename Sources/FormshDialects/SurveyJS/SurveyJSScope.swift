import FormshJSON

/// Where an element of a survey sits: its page's section, the conditions and read-only flag
/// of the panels around it (which formsh, having no panels, gives to each of its questions),
/// the names its expressions read, and the dynamic panel it is in.
struct SurveyJSScope {
  /// The section of the page it is on, if pages are sections.
  var section: String?
  /// The `visibleIf` of each panel around it, in JSON Logic.
  var visible: [JSONValue] = []
  /// The `enableIf` of each panel around it.
  var enabled: [JSONValue] = []
  /// The nodes of `visible` and `enabled`, which each of its questions is given.
  var conditionNodes = 0
  /// Whether a panel around it is read-only.
  var readOnly = false
  /// The names its expressions read.
  var variables: SurveyJSVariables
  /// The dynamic panel it is in (its formsh path), if any.
  var list: String?
  /// How many panels deep it is.
  var depth = 0
}
