import FormshDomain
import FormshPresentation

/// One error on a field, or on the form, as `expect error` and `expect no error` see it.
struct ShownError {
  /// Its text.
  let message: String
  /// Whether a server's answer put it there (else a rule of the form did).
  let fromServer: Bool

  /// `"must be checked"`, or `"has already been taken" (from the server)`.
  var quoted: String {
    "\"\(TerminalText.sanitize(message))\"" + (fromServer ? " (from the server)" : "")
  }
}

extension FormSession {
  /// The errors on a field (`_form`: the form's own) that expectations judge: the first rule
  /// that fails, then the messages the last server answered with that still stand. A
  /// server's error is an error, as it is under the field on show (issue 28, point 8).
  func errors(on id: String) -> [ShownError] {
    var errors: [ShownError] = []
    if let failure = session.failures().first(where: { $0.field == id }) {
      errors.append(ShownError(message: failure.message, fromServer: false))
    }
    let server = session.serverErrors
    let messages =
      id == CrossFieldRule.formWide && session.form.field(id) == nil
      ? server.formErrors : server.messages(for: id)
    errors += messages.map { ShownError(message: $0, fromServer: true) }
    return errors
  }

  /// The id `expect error` and `expect no error` judge: a field's, or `_form` for the form's
  /// own errors (unless a field has that id).
  func errorTarget(_ id: String) throws(ShellError) -> String {
    if id == CrossFieldRule.formWide, session.form.field(id) == nil { return id }
    // A list's error is its number of items.
    if let list = session.form.list(id) { return list.id }
    return try field(id).id
  }

  /// Why a field has no error now: it passes, or it is hidden.
  func noErrorReason(_ id: String) -> String {
    if session.form.list(id) != nil { return "none (the list has as many items as it takes)" }
    guard let field = session.form.field(id), !session.isVisible(field) else {
      return id == CrossFieldRule.formWide && session.form.field(id) == nil
        ? "none (every rule of the form holds)" : "none (the value passes every rule)"
    }
    return "none (the field is hidden, so not validated)"
  }

}
