import FormshDomain

/// Django REST framework's 400: the serializer's `errors` as the body, not wrapped:
/// `{"age": ["Ensure this value is greater than or equal to 18."], "address": {"city":
/// [...]}, "items": [{}, {"name": [...]}]}`, `non_field_errors` the form's (`FieldMapReading`).
/// So many bodies look like a map of lists that this shape is tried last.
struct DjangoRESTReader: ServerErrorReader {
  let shape = ServerErrorShape.djangoREST

  private static let reading = FieldMapReading(formKey: "non_field_errors") { elements in
    let messages = elements.compactMap(\.stringValue)
    return messages.count == elements.count ? messages : nil
  }

  func recognises(_ body: ServerErrorBody) -> Bool {
    body.object.map { Self.reading.isMap($0) } ?? false
  }

  func read(_ body: ServerErrorBody, into errors: inout ServerErrorCollector) {
    guard let object = body.object else { return }
    Self.reading.read(object, into: &errors)
  }
}
