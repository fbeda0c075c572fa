import FormshDomain

/// ASP.NET Core's ValidationProblemDetails: a problem (`title`, `status`) whose `errors` map
/// is keyed by property path, as the model binder writes it (`Email`, `Address.City`,
/// `Items[0].Name`, System.Text.Json's `$.address.city`), matched to the payload's keys
/// without regard to case; the key `""` (the body as a whole) is the form's, and the
/// problem's `title` the summary. Told from the Rails map by being a problem.
struct ASPNetCoreReader: ServerErrorReader {
  let shape = ServerErrorShape.aspNetCore

  func recognises(_ body: ServerErrorBody) -> Bool {
    guard let object = body.object, object["errors"]?.objectValue != nil else { return false }
    return ProblemReading.isProblem(object)
  }

  func read(_ body: ServerErrorBody, into errors: inout ServerErrorCollector) {
    guard let object = body.object, let map = object["errors"]?.objectValue else { return }
    for (key, value) in map.members {
      for message in ErrorsMapReader.messages(value) {
        errors.add(
          message, path: ServerFieldName.steps(ofPath: key), shown: key, ignoringCase: true)
      }
    }
    errors.summary = object["detail"]?.stringValue ?? object["title"]?.stringValue
  }
}
