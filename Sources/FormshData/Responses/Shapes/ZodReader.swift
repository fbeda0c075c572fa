import FormshDomain

/// Zod's issues (`ZodError` as JSON, or `{issues: error.issues}`): `issues[]` of `{code,
/// path: ["items", 0, "name"], message}`; an empty path is the form's.
struct ZodReader: ServerErrorReader {
  let shape = ServerErrorShape.zod

  func recognises(_ body: ServerErrorBody) -> Bool {
    guard let issues = body.object?["issues"]?.arrayValue, !issues.isEmpty else {
      return false
    }
    return issues.allSatisfy { issue in
      issue.objectValue.map { $0["path"]?.arrayValue != nil && $0["message"] != nil } ?? false
    }
  }

  func read(_ body: ServerErrorBody, into errors: inout ServerErrorCollector) {
    for issue in body.object?["issues"]?.arrayValue ?? [] {
      guard let issue = issue.objectValue else { continue }
      let path = issue["path"]?.arrayValue?.compactMap(\.serverText) ?? []
      errors.add(
        issue["message"]?.stringValue, path: path, shown: path.joined(separator: "."))
    }
  }
}
