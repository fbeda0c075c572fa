import FormshDomain

/// An RFC 9457 problem with no list of errors (a `title` or `detail`, and a `type` or
/// `status`): its `detail`, else its `title`, is the one error, the form's.
struct PlainProblemReader: ServerErrorReader {
  let shape = ServerErrorShape.problem

  func recognises(_ body: ServerErrorBody) -> Bool {
    body.object.map(ProblemReading.isProblem) ?? false
  }

  func read(_ body: ServerErrorBody, into errors: inout ServerErrorCollector) {
    guard let object = body.object else { return }
    ProblemReading.read(object, into: &errors)
  }
}
