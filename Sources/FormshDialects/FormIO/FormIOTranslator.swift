import FormshJSON

/// Translates one Form.io form: walks its components in order, making a field of each input,
/// a group of each container, a list of each grid, flattening layout, and collecting what
/// could not be kept. One translator per document.
struct FormIOTranslator {
  /// The dialect's title, in problems.
  static let dialect = "Form.io"
  /// The deepest nesting of components read (`ElementWalk`'s).
  static let maximumDepth = ElementWalk.maximumDepth

  /// The import's work: each component read is a step, each node of a layout's condition
  /// given to a field one more.
  let work: ImportWork
  /// What was not kept, in document order.
  var problems: DialectProblems
  /// The form's rules (from `validate.json`).
  var rules: [JSONValue] = []
  /// Sections, from top-level panels with a title.
  var sections: [JSONValue] = []
  /// `submit_data`: hidden components' values.
  var submitData = JSONObject()
  /// Each component key's formsh path and type, for `conditional.when`.
  var keys: [String: (path: String, type: String, multiple: Bool)] = [:]

  /// A translator in `context`.
  init(context: DialectContext) {
    work = context.work
    problems = DialectProblems(dialect: Self.dialect, context: context)
  }

  /// The form in formsh's dialect.
  mutating func translate(_ document: JSONObject) -> DialectTranslation {
    let wrapped = document["components"] == nil
    guard let form = FormIOComponentTypes.form(in: document),
      case .array(let components) = form["components"]
    else {
      problems.report("form", .nothingKept("has no components"), at: "")
      return DialectTranslation(form: JSONObject(), dropped: problems.list)
    }
    let root = wrapped ? "".pointer("form") : ""
    collectKeys(components, prefix: "", depth: 0)
    var out = JSONObject()
    out.set(
      "form_title",
      form["title"]?.stringValue ?? document["title"]?.stringValue ?? form["name"]?.stringValue
        ?? "Untitled form")
    let fields = self.components(components, at: root.pointer("components"), scope: FormIOScope())
    if !sections.isEmpty { out.set("sections", .array(sections)) }
    out.set("fields", .array(ElementWalk.ordered(fields).map(JSONValue.object)))
    if !rules.isEmpty { out.set("rules", .array(rules)) }
    if !submitData.members.isEmpty { out.set("submit_data", .object(submitData)) }
    return DialectTranslation(form: out, dropped: problems.list)
  }

  /// The children of a component, each with its pointer from the component: `components`,
  /// a columns' `columns[i].components`, a table's `rows[i][j].components`, a tabs'
  /// `components[i].components`.
  static func children(of component: JSONObject) -> [(pointer: String, value: JSONValue)] {
    let type = component["type"]?.stringValue?.lowercased() ?? ""
    var result: [(String, JSONValue)] = []
    func add(_ holder: JSONObject?, at pointer: String) {
      guard case .array(let list)? = holder?["components"] else { return }
      for (index, child) in list.enumerated() {
        result.append((pointer.pointer("components").pointer(index), child))
      }
    }
    switch type {
    case "columns":
      for (index, column) in (component["columns"]?.arrayValue ?? []).enumerated() {
        add(column.objectValue, at: "".pointer("columns").pointer(index))
      }
    case "table":
      for (row, cells) in (component["rows"]?.arrayValue ?? []).enumerated() {
        for (column, cell) in (cells.arrayValue ?? []).enumerated() {
          add(cell.objectValue, at: "".pointer("rows").pointer(row).pointer(column))
        }
      }
    case "tabs":
      for (index, tab) in (component["components"]?.arrayValue ?? []).enumerated() {
        add(tab.objectValue, at: "".pointer("components").pointer(index))
      }
    default:
      add(component, at: "")
    }
    return result
  }

  /// Registers each input's key with its formsh path and type (the first of a key wins).
  private mutating func collectKeys(_ components: [JSONValue], prefix: String, depth: Int) {
    guard depth < Self.maximumDepth else { return }
    for component in components {
      guard work.charge() else { return }
      guard let object = component.objectValue,
        let type = object["type"]?.stringValue?.lowercased()
      else { continue }
      let key = object["key"]?.stringValue
      var inner = prefix
      if FormIOComponentTypes.data.contains(type), let key { inner = prefix + key + "." }
      if let key, keys[key] == nil, !FormIOComponentTypes.layout.contains(type) {
        keys[key] = (prefix + key, type, object["multiple"] == .bool(true))
      }
      collectKeys(Self.children(of: object).map(\.value), prefix: inner, depth: depth + 1)
    }
  }
}
