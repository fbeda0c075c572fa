/// The names a SurveyJS expression may read (`{name}`), and the formsh field path each is.
/// SurveyJS looks names up ignoring case, so this does too.
struct SurveyJSVariables: Sendable {
  /// What a name reads.
  struct Entry: Equatable, Sendable {
    /// The formsh path of the field (`age`, `pricelimit.least`, `relatives.isalive`).
    let path: String
    /// Whether its value is an array (a multi-select, a repeating group), which decides how
    /// `empty`, `contains` and `anyof` read it.
    let isArray: Bool
  }

  /// The survey's questions, by lower-cased name.
  private(set) var questions: [String: Entry] = [:]
  /// The dynamic panel an expression is inside, and its template's questions by lower-cased
  /// name (`{panel.name}` reads them).
  private(set) var panel: (id: String, questions: [String: Entry])?

  /// Adds a question of the survey (the first of a name wins, as in SurveyJS).
  mutating func add(name: String, path: String, isArray: Bool) {
    let key = name.lowercased()
    if questions[key] == nil { questions[key] = Entry(path: path, isArray: isArray) }
  }

  /// The same names, read inside the dynamic panel `id` whose template holds these questions.
  func inside(panel id: String, questions template: [String: Entry]) -> SurveyJSVariables {
    var copy = self
    copy.panel = (id, template)
    return copy
  }

  /// What `{name}` reads.
  func resolve(_ name: String) throws(ExpressionError) -> Entry {
    let key = name.lowercased()
    if key.hasPrefix("panel.") {
      guard let panel else {
        throw ExpressionError("reads {\(name)} outside a dynamic panel")
      }
      let inner = String(key.dropFirst("panel.".count))
      guard let entry = panel.questions[inner] else {
        throw ExpressionError(
          "reads {\(name)}, which is no question of dynamic panel \"\(panel.id)\"")
      }
      return entry
    }
    if let entry = questions[key] { return entry }
    for prefix in ["row.", "item.", "composite.", "parentpanel.", "rootpanel."]
    where key.hasPrefix(prefix) {
      throw ExpressionError("reads {\(name)}, which formsh cannot name")
    }
    guard !key.contains("["), !key.hasSuffix(".length") else {
      throw ExpressionError("reads {\(name)}, which formsh cannot name")
    }
    // A name that is no question (a variable, a calculated value) stays as written: lint
    // says that it names no field.
    return Entry(path: name, isArray: false)
  }
}
