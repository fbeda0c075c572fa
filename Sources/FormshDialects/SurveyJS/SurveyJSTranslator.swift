import FormshJSON

/// Translates one survey: walks its pages and panels in order, making a field of each
/// question, and collects what could not be kept. One translator per document.
struct SurveyJSTranslator {
  /// The dialect's title, in problems.
  static let dialect = "SurveyJS"
  /// The deepest nesting of panels read (`ElementWalk`'s).
  static let maximumDepth = ElementWalk.maximumDepth

  /// The import's work: each element read is a step, each node of a panel's condition given
  /// to a question one more.
  let work: ImportWork
  /// What was not kept, in document order.
  var problems: DialectProblems
  /// The form's rules (from expression and numeric validators).
  var rules: [JSONValue] = []

  /// A translator in `context`.
  init(context: DialectContext) {
    work = context.work
    problems = DialectProblems(dialect: Self.dialect, context: context)
  }

  /// The survey in formsh's dialect.
  mutating func translate(_ survey: JSONObject) -> DialectTranslation {
    var form = JSONObject()
    form.set("form_title", SurveyJSText.of(survey["title"]) ?? "Untitled survey")
    // A survey's data has no member for a question left unanswered.
    form.members.append(("omit_empty", .bool(true)))
    var variables = SurveyJSVariables()
    let pages = survey["pages"]?.arrayValue ?? []
    for page in pages {
      guard work.charge() else { break }
      if let object = page.objectValue { collectNames(in: object, prefix: "", into: &variables) }
    }
    collectNames(in: survey, prefix: "", into: &variables)
    let root = SurveyJSScope(variables: variables)

    var sections: [JSONValue] = []
    var fields: [JSONObject] = []
    let asSections = pages.count > 1 || pages.contains { $0.objectValue?["title"] != nil }
    for (index, page) in pages.enumerated() {
      guard work.charge() else { break }
      let pointer = "".pointer("pages").pointer(index)
      guard let page = page.objectValue else {
        problems.report("page", .notAnObject, at: pointer)
        continue
      }
      var scope = root
      if asSections {
        let id = page["name"]?.stringValue ?? "page\(index + 1)"
        scope.section = id
        sections.append(.object(section(page, id: id, at: pointer, scope: root)))
      } else {
        panelScope(page, kind: "page", at: pointer, into: &scope)
      }
      fields += elements(of: page, at: pointer, scope: scope)
    }
    fields += elements(of: survey, at: "", scope: root)
    reportSurveyKeys(survey)

    if !sections.isEmpty { form.set("sections", .array(sections)) }
    form.set("fields", .array(ElementWalk.ordered(fields).map(JSONValue.object)))
    if !rules.isEmpty { form.set("rules", .array(rules)) }
    return DialectTranslation(form: form, dropped: problems.list)
  }

  /// A page as a section: its name, title, description and `visibleIf`.
  private mutating func section(
    _ page: JSONObject, id: String, at pointer: String, scope: SurveyJSScope
  ) -> JSONObject {
    var section = JSONObject()
    section.set("id", id)
    section.set("title", SurveyJSText.of(page["title"]) ?? id)
    if let description = SurveyJSText.of(page["description"]) {
      section.set("description", description)
    }
    var visible = condition(page, "visibleIf", at: pointer, scope: scope).map { [$0] } ?? []
    if page["visible"] == .bool(false) { visible = [.bool(false)] }
    section.set("visible_if", ifPresent: JSONValue.all(visible))
    for key in ["enableIf", "readOnly", "requiredIf"] where page[key] != nil {
      problems.report("page `\(id)`'s `\(key)`", .unsupported, at: pointer.pointer(key))
    }
    return section
  }

  /// The survey-level constructs formsh has no place for.
  private mutating func reportSurveyKeys(_ survey: JSONObject) {
    for key in ["triggers", "calculatedValues"] {
      guard case .array(let entries) = survey[key] else { continue }
      for index in entries.indices {
        guard work.charge() else { return }
        let what = key == "triggers" ? "trigger" : "calculated value"
        let name =
          entries[index].objectValue?["name"]?.stringValue
          ?? entries[index].objectValue?["type"]?.stringValue
        problems.report(
          name.map { "\(what) `\($0)`" } ?? what, .unsupported,
          at: "".pointer(key).pointer(index))
      }
    }
  }

  /// Registers the names of the questions in a container (through panels), each as the path
  /// formsh names it by: `prefix` then the name (a multiple-text's items under it).
  func collectNames(
    in container: JSONObject, prefix: String, into variables: inout SurveyJSVariables
  ) {
    collectNames(in: container, prefix: prefix, into: &variables, depth: 0)
  }

  private func collectNames(
    in container: JSONObject, prefix: String, into variables: inout SurveyJSVariables, depth: Int
  ) {
    guard depth < Self.maximumDepth,
      let (_, elements) = SurveyJSQuestionTypes.elements(of: container)
    else { return }
    for element in elements {
      guard work.charge() else { return }
      guard let object = element.objectValue, let type = object["type"]?.stringValue?.lowercased()
      else { continue }
      if type == "panel" {
        collectNames(in: object, prefix: prefix, into: &variables, depth: depth + 1)
        continue
      }
      guard let name = object["name"]?.stringValue else { continue }
      let isArray = ["checkbox", "tagbox", "paneldynamic"].contains(type)
      variables.add(name: name, path: prefix + name, isArray: isArray)
      if type == "multipletext", case .array(let items) = object["items"] {
        for item in items {
          guard work.charge() else { return }
          guard let itemName = item.objectValue?["name"]?.stringValue else { continue }
          variables.add(
            name: name + "." + itemName, path: prefix + name + "." + itemName, isArray: false)
        }
      }
    }
  }
}
