import FormshPresentation

/// What `undo` and `redo` walk: the session as it was before each edit, with the edit as
/// typed (a secret masked). A new edit forgets what was undone.
struct EditHistory {
  /// Edits kept; the oldest is forgotten past this.
  static let limit = 1000

  /// One edit: how it was typed, and the session on the other side of it.
  struct Step {
    let label: String
    let session: Session
  }

  private var done: [Step] = []
  private var undone: [Step] = []

  /// Remembers an edit made to `before`.
  mutating func record(_ label: String, before: Session) {
    done.append(Step(label: label, session: before))
    if done.count > EditHistory.limit { done.removeFirst(done.count - EditHistory.limit) }
    undone.removeAll()
  }

  /// The last edit and the session before it; `current` becomes what `redo` returns to.
  mutating func undo(from current: Session) -> Step? {
    guard let step = done.popLast() else { return nil }
    undone.append(Step(label: step.label, session: current))
    return step
  }

  /// The last edit undone and the session after it; `current` becomes what `undo` returns to.
  mutating func redo(from current: Session) -> Step? {
    guard let step = undone.popLast() else { return nil }
    done.append(Step(label: step.label, session: current))
    return step
  }
}
