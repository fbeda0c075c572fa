import FormshDomain
import FormshSession

/// A command that edits one field, or the whole form's values: `set`, `select`, `toggle`,
/// `check`, `uncheck`, `clear`, `reset`. `expect refused` can wrap one, and `undo` takes it
/// back.
protocol EditCommand: Command {
  /// The field the edit changes; `nil` when it changes every field (`reset`).
  var fieldID: String? { get }
  /// Applies the edit to a session; throws when the edit is refused (nothing changes then).
  /// Returns the field changed, if one.
  @discardableResult
  func apply(to session: inout Session) throws(EditError) -> Field?
  /// The edit as typed, a secret value masked when `secret`.
  func display(secret: Bool) -> String
  /// What the edit lacks to be applied as written (`set FIELD` asks for its value), for
  /// `expect refused`; `nil` when it is complete.
  var incompleteness: String? { get }
}

extension EditCommand {
  static var isUndoable: Bool { true }
  static var isEdit: Bool { true }

  var incompleteness: String? { nil }

  /// Every edit names the field it changes (none for `reset` of the whole form).
  var namedField: String? { fieldID }

  /// Applies the edit in the interpreter's session; at the prompt, confirms the new value.
  /// Then says which fields it showed or hid.
  func applyConfirming(in context: some FormAccess) throws(ShellError) {
    let field: Field?
    let before = context.form.session.status
    do {
      field = try apply(to: &context.form.session)
    } catch {
      throw .edit(error)
    }
    if let field { context.confirm(field) }
    context.tellVisibilityChanges(since: before)
  }
}
