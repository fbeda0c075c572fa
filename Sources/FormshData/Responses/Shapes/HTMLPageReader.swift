import FormshDomain
import FormshHTML

/// An HTML page answered again with its errors beside its fields (Django's `errorlist`,
/// Rails' `field_with_errors`, `aria-invalid` with `aria-describedby`: `HTMLPageErrors`);
/// an error beside no field is the form's. A page that holds no such error is no shape.
struct HTMLPageReader: ServerErrorReader {
  let shape = ServerErrorShape.htmlPage

  func recognises(_ body: ServerErrorBody) -> Bool {
    body.json == nil && HTMLPage.recognises(body.bytes) && !HTMLPageErrors.map(body.bytes).isEmpty
  }

  func read(_ body: ServerErrorBody, into errors: inout ServerErrorCollector) {
    for error in HTMLPageErrors.map(body.bytes) {
      if let field = error.field {
        errors.add(error.message, name: field)
      } else {
        errors.addFormError(error.message)
      }
    }
  }
}
