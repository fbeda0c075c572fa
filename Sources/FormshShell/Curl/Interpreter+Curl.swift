import FormshData
import FormshDomain

extension Interpreter {
  /// A request as the `curl` line that sends it again, with the session's headers and the
  /// cookies it would carry, and no secret in it (`CurlLine`).
  func curlLine(for request: HTTPRequest) -> CurlLine {
    // A password in the URL is a secret before the request is sent.
    rememberCredentials(of: request.url)
    return CurlLine(
      request: request, headers: request.sentHeaders(with: http.settings),
      cookies: http.cookies(for: request.url).map(\.name), secrets: secrets,
      name: { secretVariable(holding: $0, sentTo: request.url) })
  }

  /// The variable a secret value that no `--secret` variable holds is written as: the secure
  /// field's that holds it (as `record` names it), a cookie's; nil for another.
  private func secretVariable(holding value: String, sentTo url: String) -> String? {
    for field in session.form.fields
    where field.kind.isSecret && session.value(of: field).text == value {
      return Recorder.variableName(for: field.id)
    }
    for cookie in http.cookies(for: url) where cookie.value == value {
      return Recorder.variableName(for: "cookie_" + cookie.name)
    }
    return nil
  }

  /// Starts writing down every request the session's client sends, as `curl` lines each
  /// after a `# FILE:LINE` comment naming the command that sent it (`formsh test --curl`).
  func logRequestsAsCurl() {
    curlLog = []
    http.observer = { [weak self] request in
      guard let self else { return }
      let place = currentLocation.file.map { "\($0):\(currentLocation.line)" } ?? "the prompt"
      curlLog?.append("# \(place)\n" + curlLine(for: request).text)
    }
  }
}
