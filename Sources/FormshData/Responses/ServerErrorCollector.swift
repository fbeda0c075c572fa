import FormshDomain

/// Gathers a response's errors under the mapper's limits: each text cleaned and bounded,
/// at most `limit` errors kept, the rest counted in a last form error
/// ("… and 9900 more errors").
struct ServerErrorCollector {
  let form: Form
  let limit: Int
  let messageLimit: Int
  private(set) var errors = ServerErrors()
  private(set) var kept = 0
  private(set) var dropped = 0
  /// Whether some error named a field of the form.
  private(set) var hasFieldErrors = false

  init(form: Form, limit: Int, messageLimit: Int) {
    self.form = form
    self.limit = limit
    self.messageLimit = messageLimit
  }

  /// An error the server gave `name` (a field id, a JSON pointer, or nothing): on the field
  /// it names, else on the form with the name in front. A field error without a message
  /// reads "is invalid"; a form error without one is nothing.
  mutating func add(_ message: String?, name: String?) {
    let message = message.flatMap { ServerText.clean($0, limit: messageLimit) }
    guard let name, !name.isEmpty else {
      if let message { addFormError(message) }
      return
    }
    if let field = ServerFieldName.field(named: name, in: form) {
      hasFieldErrors = true
      guard take() else { return }
      errors.add(message ?? "is invalid", to: field)
      return
    }
    // `_form`, the key formsh gives the form's own errors, names the form, not a field.
    if [CrossFieldRule.formWide, "/" + CrossFieldRule.formWide].contains(
      ServerFieldName.shown(name))
    {
      addFormError(message ?? "is invalid")
      return
    }
    addFormError("\(ServerFieldName.shown(name)): \(message ?? "is invalid")")
  }

  /// An error of the form as a whole, as written.
  mutating func addFormError(_ message: String) {
    guard let message = ServerText.clean(message, limit: messageLimit), take() else { return }
    errors.addFormError(message)
  }

  /// A summary put before the other form errors (a problem's title); never counted out.
  mutating func insertSummary(_ message: String) {
    guard let message = ServerText.clean(message, limit: messageLimit) else { return }
    errors.insertFormError(message)
  }

  /// Whether one more error may be kept; counts it out when not.
  private mutating func take() -> Bool {
    guard kept < limit else {
      dropped += 1
      return false
    }
    kept += 1
    return true
  }

  /// The errors, with the count of those left out as a last form error.
  var result: ServerErrors {
    var result = errors
    if dropped > 0 {
      result.addFormError("… and \(dropped) more error\(dropped == 1 ? "" : "s")")
    }
    return result
  }
}
