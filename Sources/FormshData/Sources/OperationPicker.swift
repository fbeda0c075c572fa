import FormshDialects
import FormshDomain
import FormshJSON

/// Which operation of an OpenAPI document is the form: the one `--operation` names, by its
/// `operationId` or as `METHOD /path` (the method in any case); without one, the document's
/// only operation with a request body (or its only operation). Anything else is
/// `FormLoadError.noOperation`, listing the operations or suggesting the nearest name.
enum OperationPicker {
  static func pick(_ selector: String?, in document: JSONObject, source: String)
    throws(FormLoadError) -> OpenAPIOperation
  {
    let all = OpenAPIOperation.all(in: document)
    guard !all.isEmpty else {
      throw .noOperation(path: source, reason: "the OpenAPI document has no operations")
    }
    guard let selector else {
      let withBody = all.filter { !$0.mediaTypes.isEmpty }
      if withBody.count == 1 { return withBody[0] }
      if all.count == 1 { return all[0] }
      let choices = withBody.isEmpty ? all : withBody
      throw .noOperation(
        path: source,
        reason: "the OpenAPI document has \(choices.count) operations"
          + (withBody.isEmpty ? "" : " with a request body")
          + "; pick one with --operation ID or --operation 'METHOD /path':\n"
          + choices.map(Self.line).joined(separator: "\n"))
    }
    if let found = all.first(where: { $0.operationId == selector }) { return found }
    let words = selector.split(separator: " ", maxSplits: 1).map(String.init)
    if words.count == 2,
      let found = all.first(where: {
        $0.method == words[0].uppercased() && $0.path == words[1].drop { $0 == " " }
      })
    {
      return found
    }
    let names = all.compactMap(\.operationId) + all.map(\.name)
    // FastAPI's ids end in the path and method (`create_user_users_post`): the start of one
    // is what a person types.
    let starting = names.filter { $0.hasPrefix(selector) }
    let suggestion =
      (Suggestion.nearest(to: selector, in: names) ?? (starting.count == 1 ? starting[0] : nil))
      .map { "; did you mean \"\($0)\"?" }
    throw .noOperation(
      path: source,
      reason: "no operation \"\(selector)\" in the OpenAPI document"
        + (suggestion ?? "; formsh operations \(source) lists them"))
  }

  /// An operation as the list of choices shows it: its id (or name), then its name.
  private static func line(_ operation: OpenAPIOperation) -> String {
    operation.operationId.map { "  \($0)  (\(operation.name))" } ?? "  \(operation.name)"
  }
}
