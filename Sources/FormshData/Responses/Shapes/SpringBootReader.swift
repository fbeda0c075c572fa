import FormshDomain

/// Spring Boot's answer to a refused `@Valid` body: `errors[]` of `{field: "address.city",
/// defaultMessage, objectName, code}`, the field a property path (`items[0].name`); an entry
/// with no `field` (an object's own error) is the form's, and the body's `message` the
/// summary. Told from RFC 9457's list by an entry with a `defaultMessage`.
struct SpringBootReader: ServerErrorReader {
  let shape = ServerErrorShape.springBoot

  func recognises(_ body: ServerErrorBody) -> Bool {
    guard let entries = body.object?["errors"]?.arrayValue else { return false }
    return entries.contains { $0.objectValue?["defaultMessage"] != nil }
  }

  func read(_ body: ServerErrorBody, into errors: inout ServerErrorCollector) {
    guard let object = body.object else { return }
    for entry in object["errors"]?.arrayValue ?? [] {
      guard let entry = entry.objectValue else { continue }
      let field = entry["field"]?.stringValue ?? ""
      errors.add(
        entry["defaultMessage"]?.stringValue, path: ServerFieldName.steps(ofPath: field),
        shown: field)
    }
    errors.summary = object["message"]?.stringValue
  }
}
