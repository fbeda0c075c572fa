import FormshDomain

/// What the shell tells a session that records coverage, of what happened outside it: links
/// listed and opened, a server's answers, an `expect invalid`. Nothing when it does not
/// record.
extension Session {
  /// A server refused the payload `prepareSubmission` gave (for coverage: the submit was
  /// refused).
  public func noteRefusedByServer() {
    coverage?.note(on: form) { $0.noteSubmit(accepted: false) }
  }

  /// A check of the whole form found it would be refused, as a script asserts it
  /// (`expect invalid`): for coverage, the submit is seen refused.
  public func noteSubmitWouldBeRefused() {
    coverage?.note(on: form) { $0.noteSubmit(accepted: false) }
  }

  /// A server answered a payload of this form, with errors in these shapes (for coverage).
  public func noteServerAnswer(shapes: [ServerErrorShape]) {
    coverage?.note(on: form) { $0.noteServerAnswer(shapes: shapes) }
  }

  /// `links` listed the links of a field, or all (for coverage).
  public func noteLinksListed(of field: Field?) {
    guard let coverage else { return }
    let position = field.flatMap { form.position(of: $0.id) }
    coverage.note(on: form) { [form] in $0.noteLinksListed(of: form, only: position) }
  }

  /// `open N` opened link N (for coverage).
  public func noteLinkOpened(_ number: Int) {
    coverage?.note(on: form) { [form] in $0.noteLinkOpened(number, of: form) }
  }
}
