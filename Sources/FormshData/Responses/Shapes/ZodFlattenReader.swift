import FormshDomain

/// Zod's `error.flatten()`: `{"formErrors": ["…"], "fieldErrors": {"age": ["…"]}}`. Zod keys
/// `fieldErrors` by the first step of each issue's path alone, so an error of a field in a
/// group or a list is its group's or list's, and the form's here, named by it
/// (`address: Required`).
struct ZodFlattenReader: ServerErrorReader {
  let shape = ServerErrorShape.zodFlatten

  func recognises(_ body: ServerErrorBody) -> Bool {
    guard let object = body.object else { return false }
    return object["fieldErrors"]?.objectValue != nil && object["formErrors"]?.arrayValue != nil
  }

  func read(_ body: ServerErrorBody, into errors: inout ServerErrorCollector) {
    guard let object = body.object else { return }
    for message in object["formErrors"]?.arrayValue?.compactMap(\.stringValue) ?? [] {
      errors.addFormError(message)
    }
    for (key, value) in object["fieldErrors"]?.objectValue?.members ?? [] {
      for message in ErrorsMapReader.messages(value) { errors.add(message, name: key) }
    }
  }
}
