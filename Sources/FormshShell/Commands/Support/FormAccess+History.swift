import FormshDomain
import FormshPresentation
import FormshSession

extension FormAccess {
  /// `undo`: the session before the last edit.
  func undo() throws(ShellError) {
    guard let step = form.edits.undo(from: form.session) else {
      let forgotten = form.edits.forgotten
      guard forgotten > 0 else { throw .other("nothing to undo", code: .nothingToUndo) }
      let which = forgotten == 1 ? "the edit before was" : "the \(forgotten) edits before were"
      throw .other(
        "nothing more to undo; \(which) forgotten: undo keeps at most "
          + EditHistory.budgetInWords,
        code: .nothingToUndo)
    }
    move(to: step.session, saying: "undid " + step.label)
  }

  /// `redo`: the session after the last edit undone.
  func redo() throws(ShellError) {
    guard let step = form.edits.redo(from: form.session) else {
      throw .other(
        "nothing to redo; redo follows undo, before any other edit", code: .nothingToRedo)
    }
    move(to: step.session, saying: "redid " + step.label)
  }

  /// Takes another session's values (or form); at the prompt, says so and shows what changed.
  func move(to other: Session, saying what: String) {
    let before = form.session
    form.session.restore(other)
    let session = form.session
    guard settings.interactive else { return }
    console.print(TerminalText.sanitize(what) + "\n")
    if !before.hasSameForm(as: session) {
      guard before.hasSameFormFamily(as: session) else {
        console.print("form: \(TerminalText.sanitize(session.loaded.source))\n")
        return
      }
      // Other numbers of items (`undo` of `add` or `remove`): each list's, then the values
      // that came back or went, below.
      for list in session.form.lists {
        let was = before.form.list(list.id).map(before.form.itemCount(of:)) ?? 0
        let now = session.form.itemCount(of: list)
        guard was != now else { continue }
        console.print(
          "\(TerminalText.sanitize(list.id)): \(now) item\(now == 1 ? "" : "s") (it had \(was))\n")
      }
    }
    let changes = session.changes(since: before)
    for change in changes.prefix(5) { confirm(change.field) }
    if changes.count > 5 { console.print("… and \(changes.count - 5) more fields\n") }
  }
}
