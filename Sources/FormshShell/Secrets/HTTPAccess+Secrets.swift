import FormshData
import FormshDomain
import FormshSession

extension HTTPAccess {
  /// Remembers what of a session is secret: the value and default of every secure field, and
  /// the credentials in the URL the form came from, and the cookies of the session. Run on
  /// every form loaded and after every command, so that however a secure value got there
  /// (`set`, `reset`, `restore`, `undo`, a default) or a server set a cookie, nothing written
  /// shows it.
  func rememberSecrets(of session: Session) {
    for field in session.form.fields where field.kind.isSecret {
      if let text = session.value(of: field).text { output.secrets.remember(text) }
      if let text = field.defaultValue.text { output.secrets.remember(text) }
    }
    output.rememberCredentials(of: session.loaded.source)
    output.secrets.remember(http.client.cookieValues())
  }
}
