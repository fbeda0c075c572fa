import FormshDomain

/// RFC 9457's `invalid_params` (or `invalid-params`) of `{name, reason}`, in a problem
/// without an `errors` list.
struct InvalidParamsReader: ServerErrorReader {
  let shape = ServerErrorShape.invalidParams

  func recognises(_ body: ServerErrorBody) -> Bool {
    body.object.map(ProblemReading.hasInvalidParams) ?? false
  }

  func read(_ body: ServerErrorBody, into errors: inout ServerErrorCollector) {
    guard let object = body.object else { return }
    ProblemReading.read(object, into: &errors)
  }
}
