import FormshDomain

/// RFC 9457 problem details with `errors[]` of `{pointer, detail}` (`#/email`, `/email`,
/// `/address/city`; `message` or `title` when there is no `detail`); an entry without a
/// pointer is the form's, and the problem's `detail` (else `title`) comes first when no error
/// names a field. Any `errors` list not taken by a more particular shape is read so.
struct ProblemDetailsReader: ServerErrorReader {
  let shape = ServerErrorShape.problemDetails

  func recognises(_ body: ServerErrorBody) -> Bool {
    body.object?["errors"]?.arrayValue != nil
  }

  func read(_ body: ServerErrorBody, into errors: inout ServerErrorCollector) {
    guard let object = body.object else { return }
    ProblemReading.read(object, into: &errors)
  }
}
