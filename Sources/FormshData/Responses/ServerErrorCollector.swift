import FormshDomain

/// Gathers a response's errors under the mapper's limits: each text cleaned and bounded,
/// at most `limit` errors kept, the rest counted in a last form error
/// ("… and 9900 more errors").
struct ServerErrorCollector {
  let form: Form
  let limit: Int
  let messageLimit: Int
  private let index: ServerFieldIndex
  private(set) var errors = ServerErrors()
  private(set) var kept = 0
  private(set) var dropped = 0
  /// Whether some error named a field of the form.
  private(set) var hasFieldErrors = false
  /// The answer's own summary (a problem's `detail` or `title`, Laravel's `message`): shown
  /// first when no error names a field.
  var summary: String?

  init(form: Form, limit: Int, messageLimit: Int) {
    self.form = form
    self.limit = limit
    self.messageLimit = messageLimit
    index = ServerFieldIndex(form: form)
  }

  /// An error the server gave `name` (a field id, a JSON pointer, or nothing): on the field
  /// it names, else on the form with the name in front. A field error without a message
  /// reads "is invalid"; a form error without one is nothing.
  mutating func add(_ message: String?, name: String?) {
    guard let name, !name.isEmpty else {
      if let message { addFormError(message) }
      return
    }
    place(
      message, on: ServerFieldName.field(named: name, in: form, index: index),
      shown: ServerFieldName.shown(name))
  }

  /// An error the server gave a field by the steps of its path (`["address", "city"]`,
  /// `["items", "0", "name"]`, indices from 0); keys compared without regard to case when
  /// `ignoringCase`. When it names no field it is the form's, `shown` in front of it (no
  /// `shown`: the message alone, as written). No steps: the form's.
  mutating func add(
    _ message: String?, path: [String], shown: String?, ignoringCase: Bool = false
  ) {
    guard !path.isEmpty else {
      if let message { addFormError(message) }
      return
    }
    place(message, on: index.field(at: path, ignoringCase: ignoringCase), shown: shown)
  }

  /// A message on `field`, or on the form with the name the server gave in front.
  private mutating func place(_ message: String?, on field: FieldID?, shown: String?) {
    let message = message.flatMap { ServerText.clean($0, limit: messageLimit) }
    if let field {
      hasFieldErrors = true
      guard take() else { return }
      errors.add(message ?? "is invalid", to: field)
      return
    }
    // `_form`, the key formsh gives the form's own errors, names the form, not a field.
    guard let shown, ![CrossFieldRule.formWide, "/" + CrossFieldRule.formWide].contains(shown)
    else {
      addFormError(message ?? "is invalid")
      return
    }
    addFormError("\(shown): \(message ?? "is invalid")")
  }

  /// An error of the form as a whole, as written.
  mutating func addFormError(_ message: String) {
    guard let message = ServerText.clean(message, limit: messageLimit), take() else { return }
    errors.addFormError(message)
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

  /// The errors: the summary first when no error named a field, and the count of those left
  /// out as a last form error.
  var result: ServerErrors {
    var result = errors
    if !hasFieldErrors, let summary, let cleaned = ServerText.clean(summary, limit: messageLimit) {
      result.insertFormError(cleaned)
    }
    if dropped > 0 {
      result.addFormError("… and \(dropped) more error\(dropped == 1 ? "" : "s")")
    }
    return result
  }
}
