import FormshData
import FormshPresentation

extension Interpreter {
  /// Loads the options of each shown dropdown with `options_url` whose URL changed (or that
  /// was never loaded): before a command, which then sees them, and after it, for what the
  /// command changed (a placeholder's value, a field shown, another form loaded).
  func refreshOptions() {
    let session = session
    guard
      let form = optionsLoader.refresh(
        session.loaded, state: session.state, isShown: { session.status.visible[$0] })
    else { return }
    self.session.takeOptions(form)
  }
}
