import FormshData
import FormshDomain

extension HTTPAccess {
  /// A request as the `curl` line that sends it again, with the session's headers and the
  /// cookies it would carry, and no secret in it (`CurlLine`).
  func curlLine(for request: HTTPRequest) -> CurlLine {
    // A password in the URL is a secret before the request is sent.
    output.rememberCredentials(of: request.url)
    return CurlLine(
      request: request, headers: request.sentHeaders(with: http.client.settings),
      cookies: http.client.cookies(for: request.url).map(\.name), secrets: secrets,
      name: { secretVariable(holding: $0, sentTo: request.url) })
  }

  /// The variable a secret value that no `--secret` variable holds is written as: the secure
  /// field's that holds it (as `record` names it), a cookie's; nil for another.
  private func secretVariable(holding value: String, sentTo url: String) -> String? {
    let session = form.session
    for field in session.form.fields
    where field.kind.isSecret && session.value(of: field).text == value {
      return Recorder.variableName(for: field.id)
    }
    for cookie in http.client.cookies(for: url) where cookie.value == value {
      return Recorder.variableName(for: "cookie_" + cookie.name)
    }
    return nil
  }
}
