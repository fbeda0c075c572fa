import FormshJSON

/// OpenAPI 3.0 and 3.1 (docs/openapi.md): a document of operations, each a form. The form is
/// the operation's request body's schema, read as the JSON Schema dialect reads one, with
/// `$ref`s resolved against the whole document (`#/components/schemas/…`) and `readOnly`
/// properties left out; the operation is the form's `action`. Which operation: the one
/// `--operation` picked (FormshData's `OperationPicker`), else the document's only one.
public struct OpenAPIDialect: Dialect {
  /// The operation to translate; nil: the document's only operation with a request body.
  public let operation: OpenAPIOperation?

  /// The dialect, translating `operation` (nil: the only one with a body).
  public init(operation: OpenAPIOperation? = nil) {
    self.operation = operation
  }

  public var name: String { "openapi" }
  public var title: String { "OpenAPI" }

  /// `openapi: 3.x` and `paths` (a JSON Schema has neither).
  public func recognises(_ document: JSONObject) -> Bool {
    document.string("openapi")?.hasPrefix("3.") == true && document.object("paths") != nil
  }

  /// A document read from a file, whose servers give no absolute URL, has nothing to resolve
  /// the operation's path against: the form gets no action, and a warning says so.
  public func dropRelativeAction(from translation: inout DialectTranslation) {
    guard let place = translation.form.members.firstIndex(where: { $0.key == "action" }),
      case .object(let action) = translation.form.members[place].value,
      let url = action.string("url"), !url.hasPrefix("http://"), !url.hasPrefix("https://")
    else { return }
    translation.form.members.remove(at: place)
    translation.dropped.append(
      DialectProblem(
        dialect: title, construct: "operation `\(operation?.name ?? url)`",
        outcome: .changed(
          "has no action: the document was read from a file and its servers give no URL"
            + " (submit --to URL)"),
        pointer: operation?.pointer ?? ""))
  }

  /// The media types a request body is read from, in the order they are preferred, with the
  /// encoding `submit` sends each in.
  static let mediaTypes = [
    ("application/json", "json"), ("application/x-www-form-urlencoded", "form"),
    ("multipart/form-data", "form"),
  ]

  public func translate(_ document: JSONObject, in context: DialectContext) -> DialectTranslation {
    let all = OpenAPIOperation.all(in: document)
    let withBody = all.filter { !$0.mediaTypes.isEmpty }
    guard let operation = operation ?? (withBody.count == 1 ? withBody[0] : all.first) else {
      var problems = DialectProblems(dialect: title, context: context)
      problems.report("document without operations", .changed("is an empty form"), at: "/paths")
      return DialectTranslation(
        form: JSONObject([("form_title", .string(context.untitled)), ("fields", .array([]))]),
        dropped: problems.list)
    }
    return OpenAPITranslation(
      document: document, operation: operation, context: context, dialect: title
    )
    .form()
  }
}
