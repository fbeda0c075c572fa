import FormshDomain
import FormshHTML

extension ServerErrorMapper {
  /// The errors an HTML page answered with holds beside its fields (`HTMLPageErrors`), on the
  /// form's fields as a JSON answer's are; nil when the body is no page, or holds none.
  static func mapPage(_ body: [UInt8], form: Form) -> ServerErrors? {
    guard HTMLPage.recognises(body) else { return nil }
    let found = HTMLPageErrors.map(body)
    guard !found.isEmpty else { return nil }
    var collector = ServerErrorCollector(form: form, limit: errorLimit, messageLimit: messageLimit)
    for error in found {
      if let field = error.field {
        collector.add(error.message, name: field)
      } else {
        collector.addFormError(error.message)
      }
    }
    return collector.result
  }
}
