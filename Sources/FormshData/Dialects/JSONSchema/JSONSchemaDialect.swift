/// JSON Schema, with react-jsonschema-form's uiSchema (docs/dialects/json-schema.md): a
/// document `{"schema": …, "uiSchema": …}` (as rjsf's playground shares one), or a bare schema
/// of an object with `properties`. The form's payload is the object the schema describes.
struct JSONSchemaDialect: Dialect {
  var name: String { "json-schema" }
  var title: String { "JSON Schema" }

  func recognises(_ document: JSONObject) -> Bool {
    if let schema = document.memberObject("schema") {
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
    let mapper = SchemaMapper(dialect: "", root: schema, rootPointer: "", work: ImportWork())
    return describesAnObject(schema, in: mapper, budget: &budget)
  }

  /// The most schemas `describesAnObject` looks at.
  static let recognitionBudget = 64

  private static func describesAnObject(
    _ schema: JSONObject, in mapper: SchemaMapper, budget: inout Int
  ) -> Bool {
    guard budget > 0 else { return false }
    budget -= 1
    guard (schema.memberString("type") ?? "object") == "object" else { return false }
    if schema.memberObject("properties") != nil { return true }
    if let ref = schema.memberString("$ref"), let (target, _) = mapper.lookUp(ref) {
      return describesAnObject(target, in: mapper, budget: &budget)
    }
    for case .object(let member) in schema.memberArray("allOf") ?? []
    where describesAnObject(member, in: mapper, budget: &budget) {
      return true
    }
    return false
  }

  func translate(_ document: JSONObject, work: ImportWork) -> DialectTranslation {
    let wrapped = document.memberObject("schema") != nil
    let schema = document.memberObject("schema") ?? document
    let mapper = SchemaMapper(
      dialect: title, root: schema, rootPointer: wrapped ? "/schema" : "", work: work)
    var ui = SchemaUI.empty
    if wrapped {
      ui = SchemaUI(object: document.memberObject("uiSchema") ?? JSONObject(), pointer: "/uiSchema")
      for (key, _) in document.members where !["schema", "uiSchema"].contains(key) {
        mapper.report(
          "`\(key)`", key == "formData" ? "(the starting data) is not kept" : "is not read",
          at: "".pointer(key))
      }
    }
    mapper.uiDefinitions = ui.object.memberObject("ui:definitions") ?? JSONObject()
    return Self.translate(schema: schema, ui: ui, mapper: mapper)
  }

  /// The form of a schema, with its uiSchema: the form's title, its fields and rules.
  static func translate(schema: JSONObject, ui: SchemaUI, mapper: SchemaMapper)
    -> DialectTranslation
  {
    var form = JSONObject()
    // A schema without a title is untitled as formsh says it, not warned about formsh's own
    // key (`form_title`), which the document never had.
    let title = ui.string("title") ?? schema.memberString("title") ?? FormMapper.untitled
    form.members.append(("form_title", .string(title)))
    // An optional property left empty is absent from the object, not "" (which `format`,
    // `minLength` or `enum` would refuse) or null.
    form.members.append(("omit_empty", .bool(true)))
    if let description = ui.string("description") ?? schema.memberString("description") {
      mapper.report(
        "form description \"\(description.prefix(40))\"", "is not kept (formsh forms have none)",
        at: mapper.rootPointer.pointer("description"))
    }
    var fields: [JSONValue] = []
    if let root = mapper.resolve(schema, at: mapper.rootPointer) {
      let type = mapper.type(of: root, name: "the form")
      if type == "object" {
        var scope = SchemaMapper.Scope()
        scope.ui = ui
        scope.defaults = root.schema.memberObject("default")
        fields = mapper.fields(of: root, in: scope)
        mapper.reportCut(keeping: fields)
      } else {
        mapper.report(
          "schema of \(type.map { "a \($0)" } ?? "no type")",
          "is not a form (formsh forms are objects of fields); nothing kept",
          at: mapper.rootPointer)
      }
    }
    form.members.append(("fields", .array(fields)))
    if !mapper.rules.isEmpty { form.members.append(("rules", .array(mapper.rules))) }
    return DialectTranslation(form: form, dropped: mapper.dropped)
  }
}
