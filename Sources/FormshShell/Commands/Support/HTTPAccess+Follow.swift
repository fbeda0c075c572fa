import FormshData
import FormshDomain
import FormshSession

extension HTTPAccess {
  /// Loads the form a response holds (any dialect, detected as `load` detects it) as the
  /// current form: a flow's next step. The session's headers, cookies and variables stay;
  /// the form's URL is the one that answered (after redirects), so that a relative `action`
  /// in it resolves against it. A body that is no form is an error that says what it was.
  /// The errors of a refusal (a status other than 2xx) land on the new form's fields. The
  /// URLs the new form names take the session's credentials only to the origin the request
  /// was meant for (`LoadedForm.answerFor`): a redirect to another origin, which took none
  /// there, does not earn that origin the next step's.
  func follow(_ response: HTTPResponse, answering request: HTTPRequest?) throws(ShellError) {
    var loaded = try HTTPContext.form(in: response)
    loaded.answerFor = request.map(LoadedForm.answerOrigin(of:))
    start(Session(loaded))
    announce(loaded)
    // A form answered with a refusal carries its errors (Kratos's messages): on its fields.
    if !response.isSuccess { form.session.showServerErrors(serverErrors(of: response)) }
  }

  /// Starts on a newly loaded form's session (`load`, `follow`).
  func start(_ session: Session) {
    form.session = session
    rememberSecrets(of: session)
    form.coverageBook?.attach(to: &form.session, onPurpose: true)
    form.warnedAboutChanges = false
  }
}

extension HTTPContext {

  /// The form in a response's body, or why there is none: its status, type, size and how
  /// it begins.
  static func form(in response: HTTPResponse) throws(ShellError) -> LoadedForm {
    let source = HTTPRequest.shown(response.url)
    let type = response.mediaType ?? "no Content-Type"
    let what = "the response (\(response.statusLine), \(type), \(response.body.count) bytes)"
    guard !response.body.isEmpty else {
      throw .load(
        .malformed(
          path: source, line: 1, column: 1,
          reason: "\(what) has no body: there is no form to follow"))
    }
    let begins = "; it begins: " + response.excerpt(80)
    do {
      return try FormDecoder.decode(response.body, source: source, answer: true)
    } catch {
      switch error {
      case .malformed(let path, let line, let column, let reason):
        throw .load(
          .malformed(
            path: path, line: line, column: column,
            reason: "\(what) is not a JSON object, so no form to follow: \(reason)\(begins)"))
      case .unknownDialect(let path, let reason):
        throw .load(
          .unknownDialect(
            path: path, reason: "\(what) is JSON but no form: \(reason)\(begins)"))
      default:
        throw .load(error)
      }
    }
  }
}
