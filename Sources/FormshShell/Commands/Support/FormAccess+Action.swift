import FormshData
import FormshDomain
import FormshPresentation

/// Where the form's own action sends a payload: its URL resolved against where the form was
/// loaded, its method and encoding, and the origin the session's credentials may go to.
struct ActionTarget {
  let url: String
  let method: String
  let encoding: BodyEncoding
  let credentialOrigin: String?
}

extension FormAccess {
  /// The form's action (`submit` with no `--to`, `validate --remote` with no URL), or `nil`
  /// when the form has none. A relative action of a form not loaded from a URL is a usage
  /// error ending with `instead`, what to give in its place.
  func actionTarget(instead: String) throws(ShellError) -> ActionTarget? {
    guard let action = form.session.form.action else { return nil }
    guard let url = HTTPRequest.resolve(action.url, against: form.session.loaded.source) else {
      throw .usage(
        "the form's action \(TerminalText.sanitize(action.url)) is relative, and the form was"
          + " not loaded from a URL: \(instead)")
    }
    // The form's server chose the URL: the session's credentials go only to its origin.
    return ActionTarget(
      url: url, method: action.method, encoding: action.asForm ? .form : .json,
      credentialOrigin: form.session.loaded.credentialOrigin)
  }
}
