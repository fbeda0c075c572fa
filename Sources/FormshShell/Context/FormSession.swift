import FormshDomain
import FormshSession

/// The form being filled and what walks its history: the session, the edits `undo` and
/// `redo` walk, the checkpoints. Every command that reads or edits the form reaches it
/// (`FormAccess`).
final class FormSession {
  /// The form and its values.
  var session: Session
  /// What `undo` and `redo` walk.
  var edits = EditHistory()
  /// What `checkpoint NAME` remembered.
  var checkpoints = Checkpoints()
  /// Where each form's session records what it exercises (`formsh test --coverage`);
  /// `nil`, recording nothing, everywhere else.
  var coverageBook: CoverageBook?
  /// Whether `quit` already warned about changes that were not submitted.
  var warnedAboutChanges = false

  /// The form session of a session.
  init(_ session: Session) { self.session = session }

  /// A field by id, or the error with a suggestion.
  func field(_ id: String) throws(ShellError) -> Field {
    do {
      return try session.field(id)
    } catch {
      throw .edit(error)
    }
  }

  /// Whether an id is a secure field's, or the nearest field to it is a secure one.
  func namesSecret(_ id: String) -> Bool {
    let form = session.form
    if let field = form.field(id) { return field.kind.isSecret }
    guard let nearest = Suggestion.nearest(to: id, in: form.fields.map(\.id)) else { return false }
    return form.field(nearest)?.kind.isSecret == true
  }
}
