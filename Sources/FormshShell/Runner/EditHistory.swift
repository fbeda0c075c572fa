import FormshDomain
import FormshSession

/// What `undo` and `redo` walk: each edit as typed (a secret masked) and what it changed.
/// A new edit forgets what was undone.
///
/// An edit of the values keeps only the fields it changed, each before and after, so that an
/// edit of one field of a form of 100,000 costs that field, not a copy of the form; a `load`
/// (or a `restore` of another form) keeps the other session whole. What is kept is bounded by
/// `limit` edits and `byteBudget` bytes (estimated); past either, the oldest edits are
/// forgotten, and `undo` says how many when it reaches them.
struct EditHistory {
  /// Edits kept; the oldest is forgotten past this.
  static let limit = 1000
  /// Bytes kept, as `Step.bytes` estimates them; the oldest edits are forgotten past this.
  static let byteBudget = 64 << 20
  /// The limits, in words.
  static let budgetInWords = "\(limit) edits and \(byteBudget >> 20) MiB of changes"

  /// One edit: how it was typed, and what it changed.
  struct Step {
    let label: String
    let change: Change
    /// About how much memory the step holds.
    let bytes: Int

    init(label: String, change: Change) {
      self.label = label
      self.change = change
      self.bytes = label.utf8.count + change.bytes
    }
  }

  /// What an edit changed.
  enum Change {
    /// Values of the form on show: each field changed, with its value before and after
    /// (`nil`: none).
    case values([FieldChange])
    /// The session on the other side of an edit that changed the form (`load`, `restore`).
    case session(Session)

    /// About how much memory the change holds.
    var bytes: Int {
      switch self {
      case .values(let changes): changes.reduce(0) { $0 + $1.bytes }
      case .session(let session): EditHistory.bytes(of: session)
      }
    }
  }

  /// One field's value before and after an edit.
  struct FieldChange {
    let id: FieldID
    let before: FormValue?
    let after: FormValue?

    /// About how much memory it holds.
    var bytes: Int {
      64 + id.utf8.count + EditHistory.bytes(of: before) + EditHistory.bytes(of: after)
    }
  }

  private var done: [Step] = []
  private var undone: [Step] = []
  private var heldBytes = 0
  /// Edits forgotten past the limits since the session started: `undo` reaching the oldest
  /// one kept says so.
  private(set) var forgotten = 0

  /// Remembers an edit that took the session from `before` to `after`; one that changed
  /// nothing (the form and its values as they were) is no edit.
  mutating func record(_ label: String, before: Session, after: Session) {
    let change = Self.change(from: before, to: after)
    if case .values(let changes) = change, changes.isEmpty { return }
    drop(undone)
    undone.removeAll()
    push(Step(label: label, change: change), undone: false)
  }

  /// The last edit, and the session it takes `current` back to; `current` becomes what `redo`
  /// returns to.
  mutating func undo(from current: Session) -> (label: String, session: Session)? {
    guard let step = done.popLast() else { return nil }
    heldBytes -= step.bytes
    let (back, reverse) = Self.apply(step, to: current, forward: false)
    push(reverse, undone: true)
    return (step.label, back)
  }

  /// The last edit undone, and the session it takes `current` to again; `current` becomes
  /// what `undo` returns to.
  mutating func redo(from current: Session) -> (label: String, session: Session)? {
    guard let step = undone.popLast() else { return nil }
    heldBytes -= step.bytes
    let (again, reverse) = Self.apply(step, to: current, forward: true)
    push(reverse, undone: false)
    return (step.label, again)
  }

  /// Adds a step to what `undo` (or, `undone`, `redo`) walks, then forgets the oldest steps
  /// (of `undo`'s first) while over the limits.
  private mutating func push(_ step: Step, undone isUndone: Bool) {
    if isUndone { undone.append(step) } else { done.append(step) }
    heldBytes += step.bytes
    while done.count > Self.limit || heldBytes > Self.byteBudget {
      if !done.isEmpty {
        heldBytes -= done.removeFirst().bytes
        forgotten += 1
      } else if !undone.isEmpty {
        heldBytes -= undone.removeFirst().bytes
      } else {
        break
      }
    }
  }

  private mutating func drop(_ steps: [Step]) {
    for step in steps { heldBytes -= step.bytes }
  }

  /// What an edit changed: the values that differ, on one form; the session before, when
  /// the form changed.
  private static func change(from before: Session, to after: Session) -> Change {
    guard before.hasSameForm(as: after) else { return .session(before) }
    var changes: [FieldChange] = []
    let old = before.state
    let new = after.state
    for (id, value) in new.values where old[id] != value {
      changes.append(FieldChange(id: id, before: old[id], after: value))
    }
    for (id, value) in old.values where new[id] == nil {
      changes.append(FieldChange(id: id, before: value, after: nil))
    }
    return .values(changes)
  }

  /// The session a step takes `current` to (backwards for `undo`, forwards for `redo`), and
  /// the step that goes back.
  private static func apply(_ step: Step, to current: Session, forward: Bool) -> (Session, Step) {
    switch step.change {
    case .values(let changes):
      let values = changes.map { (id: $0.id, value: forward ? $0.after : $0.before) }
      return (current.replacing(values), step)
    case .session(let other):
      return (other, Step(label: step.label, change: .session(current)))
    }
  }

  /// An estimate of a session's memory: its form's fields and its values.
  private static func bytes(of session: Session) -> Int {
    session.form.fields.count * 1024
      + session.state.values.reduce(0) { $0 + 64 + $1.key.utf8.count + bytes(of: $1.value) }
  }

  /// An estimate of a value's memory.
  private static func bytes(of value: FormValue?) -> Int {
    switch value {
    case nil: 0
    case .bool: 1
    case .text(let text): text.utf8.count
    case .selection(let ids): ids.reduce(16) { $0 + 16 + $1.utf8.count }
    }
  }
}
