import FormshData
import FormshDomain
import FormshPresentation

extension FormAccess {
  /// At the prompt, a one-line confirmation of a field's new value; a hidden field says so
  /// (its value is kept, and counts once it is shown).
  func confirm(_ field: Field) {
    guard settings.interactive else { return }
    let session = form.session
    let value = ValueSummary.summary(session.value(of: field), of: field)
    var line = "\(TerminalText.sanitize(field.id)) = \(value)"
    if let reason = ConditionExplainer.hiddenReason(of: field, in: session.view) {
      line += " (hidden: \(TerminalText.sanitize(reason)); kept for when it is shown)"
    }
    console.print(line + "\n")
  }

  /// Prints a line at the prompt only (scripts stay quiet about what went well).
  func tell(_ text: String) {
    if settings.interactive { console.print(text + "\n") }
  }
}
