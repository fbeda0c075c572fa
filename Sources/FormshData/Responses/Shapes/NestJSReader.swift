import FormshDomain

/// NestJS's 400 with class-validator (`ValidationPipe`): `{"statusCode": 400, "message":
/// ["age must not be less than 18", "address.city must be shorter than …"], "error": "Bad
/// Request"}`. Each sentence begins with the property's path (`address.city`,
/// `items.0.name`): it goes on that field, whole; a sentence whose first word names no field
/// is the form's, as written.
struct NestJSReader: ServerErrorReader {
  let shape = ServerErrorShape.nestJS

  func recognises(_ body: ServerErrorBody) -> Bool {
    guard let object = body.object, let messages = object["message"]?.arrayValue,
      !messages.isEmpty, messages.allSatisfy({ $0.stringValue != nil })
    else { return false }
    return object["error"]?.stringValue != nil || object["statusCode"] != nil
  }

  func read(_ body: ServerErrorBody, into errors: inout ServerErrorCollector) {
    for sentence in body.object?["message"]?.arrayValue?.compactMap(\.stringValue) ?? [] {
      let property = sentence.prefix { $0 != " " }
      errors.add(
        sentence, path: ServerFieldName.steps(ofPath: String(property)), shown: nil)
    }
  }
}
