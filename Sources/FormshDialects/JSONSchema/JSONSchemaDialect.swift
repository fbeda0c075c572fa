import FormshJSON

/// JSON Schema, with react-jsonschema-form's uiSchema (docs/dialects/json-schema.md): a
/// document `{"schema": …, "uiSchema": …}` (as rjsf's playground shares one), or a bare schema
/// of an object with `properties`. The form's payload is the object the schema describes.
struct JSONSchemaDialect: Dialect {
  var name: String { "json-schema" }
  var title: String { "JSON Schema" }

  func recognises(_ document: JSONObject) -> Bool {
    if let schema = document.object("schema") {
      return document["uischema"] == nil
        && (document["uiSchema"] != nil || Self.describesAnObject(schema))
    }
    return Self.describesAnObject(document)
  }

  /// A schema of an object: `properties`, with `"type": "object"` or no type (many real
  /// schemas leave it out), or a `$ref` to one (in `definitions`, `$defs` or anywhere in the
  /// document), or an `allOf` one of whose members is one (`{"allOf": [{"$ref": "#/$defs/base"},
  /// {"properties": …}]}`). At most `recognitionBudget` schemas are looked at, so that
  /// recognising a document costs little whatever its `allOf`s and `$ref`s.
  static func describesAnObject(_ schema: JSONObject) -> Bool {
    var budget = recognitionBudget
    // Recognition reports nothing, reads no pattern and makes no field: it looks `$ref`s up,
    // as many as its budget of schemas.
    let looking = DialectContext(
      work: ImportWork(limit: .max), fieldLimit: 0, untitled: "", patternProblem: { _ in nil })
    let mapper = SchemaMapper(dialect: "", root: schema, rootPointer: "", context: looking)
    return describesAnObject(schema, in: mapper, budget: &budget)
  }

  /// The most schemas `describesAnObject` looks at.
  static let recognitionBudget = 64

  private static func describesAnObject(
    _ schema: JSONObject, in mapper: SchemaMapper, budget: inout Int
  ) -> Bool {
    guard budget > 0 else { return false }
    budget -= 1
    guard (schema.string("type") ?? "object") == "object" else { return false }
    if schema.object("properties") != nil { return true }
    if let ref = schema.string("$ref"), let (target, _) = mapper.lookUp(ref) {
      return describesAnObject(target, in: mapper, budget: &budget)
    }
    for case .object(let member) in schema.array("allOf") ?? []
    where describesAnObject(member, in: mapper, budget: &budget) {
      return true
    }
    return false
  }

  func translate(_ document: JSONObject, in context: DialectContext) -> DialectTranslation {
    let wrapped = document.object("schema") != nil
    let schema = document.object("schema") ?? document
    let mapper = SchemaMapper(
      dialect: title, root: schema, rootPointer: wrapped ? "/schema" : "", context: context)
    var ui = SchemaUI.empty
    if wrapped {
      ui = SchemaUI(object: document.object("uiSchema") ?? JSONObject(), pointer: "/uiSchema")
      for (key, _) in document.members where !["schema", "uiSchema"].contains(key) {
        mapper.problems.report(
          "`\(key)`",
          .notKept(
            key == "formData" ? "the starting data" : "formsh reads `schema` and `uiSchema`"),
          at: "".pointer(key))
      }
    }
    mapper.uiDefinitions = ui.object.object("ui:definitions") ?? JSONObject()
    return Self.translate(schema: schema, ui: ui, mapper: mapper)
  }

  /// The form of a schema, with its uiSchema: the form's title, its fields and rules.
  /// `pointer`: where the schema is (the mapper's root, unless it is a schema inside it, as
  /// an OpenAPI operation's body is).
  static func translate(
    schema: JSONObject, at pointer: String? = nil, ui: SchemaUI, mapper: SchemaMapper
  ) -> DialectTranslation {
    let schemaPointer = pointer ?? mapper.rootPointer
    var form = JSONObject()
    // A schema without a title is untitled as formsh says it, not warned about formsh's own
    // key (`form_title`), which the document never had.
    let title = ui.string("title") ?? schema.string("title") ?? mapper.context.untitled
    form.members.append(("form_title", .string(title)))
    // An optional property left empty is absent from the object, not "" (which `format`,
    // `minLength` or `enum` would refuse) or null.
    form.members.append(("omit_empty", .bool(true)))
    if let description = ui.string("description") ?? schema.string("description") {
      mapper.problems.report(
        "form description \"\(description.prefix(40))\"",
        .notKept("formsh forms have none"),
        at: schemaPointer.pointer("description"))
    }
    var fields: [JSONValue] = []
    if let root = mapper.resolve(schema, at: schemaPointer) {
      let type = mapper.type(of: root, name: "the form")
      if type == "object" {
        var scope = SchemaMapper.Scope()
        scope.ui = ui
        scope.defaults = root.schema.object("default")
        fields = mapper.fields(of: root, in: scope)
        mapper.reportCut(keeping: fields)
      } else {
        mapper.problems.report(
          "schema of \(type.map { "a \($0)" } ?? "no type")",
          .nothingKept("is not a form (formsh forms are objects of fields)"),
          at: schemaPointer)
      }
    }
    form.members.append(("fields", .array(fields)))
    if !mapper.rules.isEmpty { form.members.append(("rules", .array(mapper.rules))) }
    return DialectTranslation(form: form, dropped: mapper.problems.list)
  }
}
