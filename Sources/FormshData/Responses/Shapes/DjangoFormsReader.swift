import FormshDomain

/// Django forms' `form.errors.get_json_data()`: `{"age": [{"message": "Ensure this value is
/// greater than or equal to 18.", "code": "min_value"}], "__all__": [...]}`, `__all__` the
/// form's; a view that answers several forms nests them as DRF does (`FieldMapReading`).
struct DjangoFormsReader: ServerErrorReader {
  let shape = ServerErrorShape.djangoForms

  private static let reading = FieldMapReading(formKey: "__all__") { elements in
    let messages = elements.compactMap { $0.objectValue?["message"]?.stringValue }
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
