import FormshJSON

/// JSON Schema said as formsh fields: the mapping of properties that the JSON Schema dialect
/// (with rjsf's uiSchema) and JSON Forms (with its Controls) share. It resolves `$ref`s
/// (a cycle is reported, never followed), merges `allOf`, and reports every keyword it cannot
/// keep, where it is.
final class SchemaMapper {
  /// The dialect's title, for problems.
  let dialect: String
  /// The schema `$ref`s are resolved in.
  let root: JSONObject
  /// Where the schema is in the source document (`/schema`, or empty).
  let rootPointer: String
  /// The label of a property without a title (rjsf shows its name; JSON Forms its name in
  /// words).
  var defaultLabel: @Sendable (String) -> String = { $0 }
  /// rjsf's `ui:definitions`: uiSchemas by `$ref`.
  var uiDefinitions = JSONObject()
  /// `uiDefinitions` by `$ref`, made when first read.
  lazy var uiDefinitionIndex = uiDefinitions.index()
  /// What was not kept, in the order met.
  var problems: DialectProblems
  /// The form's rules (bounds JSON Schema has and a field has not).
  var rules: [JSONValue] = []
  /// What the translation takes from its caller: its work (each property, `$ref` followed,
  /// member merged and option made is a step), the most fields a form may have, the title of
  /// an untitled form.
  let context: DialectContext
  /// `context.work`.
  var work: ImportWork { context.work }
  /// The `$ref`s being expanded, outermost first: one met again is a cycle.
  var expanding = RefStack()
  /// What each bare `$ref` (`{"$ref": R}`) resolved to, and what that depended on: a
  /// definition used many times (every `allOf` member of a chain naming the next twice) is
  /// resolved once (`SchemaMapper+Memo.swift`).
  var resolutions: [String: Resolution] = [:]
  /// The `$ref`s met by the resolutions being made, innermost last.
  var trails: [Trail] = []
  /// The members of each large object a `$ref` goes through, by its pointer.
  var indexes: [String: [String: JSONValue]] = [:]
  /// Fields and groups made so far: a schema whose `$ref`s multiply past
  /// `context.fieldLimit` stops there.
  var made = 0
  /// The property where the schema was cut at `context.fieldLimit`, if it was.
  var cut: String?
  /// How many `allOf`s are being merged, one inside another.
  var merging = 0
  /// Whether `readOnly` properties are left out rather than kept read-only: an OpenAPI
  /// request body's are the server's own, never sent.
  var leavesOutReadOnly = false
  /// How deep objects nest at most.
  static let depthLimit = 64

  /// A mapper for the schema `root`, which is at `rootPointer` in the document, in `context`.
  init(dialect: String, root: JSONObject, rootPointer: String, context: DialectContext) {
    self.dialect = dialect
    self.root = root
    self.rootPointer = rootPointer
    self.context = context
    problems = DialectProblems(dialect: dialect, context: context)
  }

  /// A keyword of a property's schema that is a whole number (`minLength`, `maxItems`), read
  /// through `SourceNumber`: one past ±2^53 − 1, a fraction, 1e400 or no number at all
  /// (`"NaN"`) is reported and read as absent.
  func wholeKeyword(_ key: String, of schema: JSONObject, name: String, at pointer: String)
    -> JSONValue?
  {
    problems.wholeNumber(key, of: schema, owner: "`\(name)`", at: pointer)
      .map { .number(String($0)) }
  }

  /// A keyword of a property's schema that is a number kept as written (`minimum`), read
  /// through `SourceNumber`: one no `Double` holds (1e400, `"NaN"`) is reported and read as
  /// absent.
  func finiteKeyword(_ key: String, of schema: JSONObject, name: String, at pointer: String)
    -> SourceNumber?
  {
    problems.finiteNumber(key, of: schema, owner: "`\(name)`", at: pointer)
  }

  /// Reports where the schema was cut at `context.fieldLimit`, if it was, with what the form
  /// keeps of it: `fields`, the form's, counted as `lint` counts them (groups apart).
  func reportCut(keeping fields: [JSONValue]) {
    guard let cut else { return }
    var (kept, groups) = (0, 0)
    func count(_ fields: [JSONValue]) {
      for case .object(let field) in fields {
        guard field.string(FormKeys.Field.type.rawValue) == FormKeys.groupType else {
          kept += 1
          continue
        }
        groups += 1
        count(field.array(FormKeys.Field.fields.rawValue) ?? [])
      }
    }
    count(fields)
    problems.report(
      "schema of more than \(context.fieldLimit) fields and groups",
      .changed("is cut there: the form keeps \(kept) fields, in \(groups) groups"), at: cut)
  }

}
