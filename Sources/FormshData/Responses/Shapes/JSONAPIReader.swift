import FormshDomain

/// JSON:API: `errors[]` of `{source: {pointer}, detail}` (`/data/attributes/email`), `title`
/// when there is no `detail`; told from RFC 9457's list by an entry with a `source`.
struct JSONAPIReader: ServerErrorReader {
  let shape = ServerErrorShape.jsonAPI

  func recognises(_ body: ServerErrorBody) -> Bool {
    guard let entries = body.object?["errors"]?.arrayValue else { return false }
    return entries.contains { $0.objectValue?["source"] != nil }
  }

  func read(_ body: ServerErrorBody, into errors: inout ServerErrorCollector) {
    guard let object = body.object else { return }
    ProblemReading.read(object, into: &errors)
  }
}
