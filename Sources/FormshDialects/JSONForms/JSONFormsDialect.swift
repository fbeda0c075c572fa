import FormshJSON

/// JSON Forms (docs/dialects/json-forms.md): a JSON Schema and a `uischema` of layouts and
/// Controls, `{"schema": …, "uischema": {"type": "VerticalLayout", …}}`. The schema's
/// properties map as the JSON Schema dialect maps them (`SchemaMapper`); the uischema chooses
/// and orders them, its Categories and Groups become sections, and its rules become
/// `visible_if` and `enabled_if`. The payload is the object the schema describes.
struct JSONFormsDialect: Dialect {
  var name: String { "json-forms" }
  var title: String { "JSON Forms" }

  /// The uischema element types JSON Forms renders.
  static let layouts: Set<String> = [
    "VerticalLayout", "HorizontalLayout", "Group", "Categorization", "Category",
  ]

  func recognises(_ document: JSONObject) -> Bool {
    guard document.object("schema") != nil, let ui = document.object("uischema"),
      let type = ui.string("type")
    else { return false }
    return Self.layouts.contains(type) || type == "Control"
  }

  func translate(_ document: JSONObject, in context: DialectContext) -> DialectTranslation {
    let schema = document.object("schema") ?? JSONObject()
    let mapper = SchemaMapper(
      dialect: title, root: schema, rootPointer: "/schema", context: context)
    mapper.defaultLabel = JSONFormsBuilder.startCase
    for (key, _) in document.members where !["schema", "uischema"].contains(key) {
      mapper.problems.report(
        "`\(key)`",
        .notKept(key == "data" ? "the starting data" : "formsh reads `schema` and `uischema`"),
        at: "".pointer(key))
    }
    var builder = JSONFormsBuilder(mapper: mapper, schema: schema)
    builder.walk(document.object("uischema") ?? JSONObject(), at: "/uischema")
    // The schema's title, else the root layout's label (a Group's, a Categorization's), as
    // JSON Forms shows them; a document with neither is untitled as formsh says it, not
    // warned about formsh's own key.
    let title =
      schema.string("title") ?? document.object("uischema")?.string("label")
      ?? context.untitled
    var form = JSONObject([("form_title", .string(title))])
    // The data JSON Forms keeps has no member for a property left empty.
    form.members.append(("omit_empty", .bool(true)))
    let fields = builder.fields()
    mapper.reportCut(keeping: fields)
    form.members.append(("fields", .array(fields)))
    let sections = builder.usedSections(fields)
    if !sections.isEmpty {
      form.members.append(("sections", .array(sections.map { .object($0) })))
    }
    if !mapper.rules.isEmpty { form.members.append(("rules", .array(mapper.rules))) }
    return DialectTranslation(form: form, dropped: mapper.problems.list)
  }
}
