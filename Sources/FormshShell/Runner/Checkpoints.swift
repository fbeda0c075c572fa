import FormshSession

/// The sessions `checkpoint NAME` remembered, in the order they were first made.
struct Checkpoints {
  private(set) var names: [String] = []
  private var sessions: [String: Session] = [:]

  /// Whether there are none.
  var isEmpty: Bool { names.isEmpty }

  /// The session remembered under a name.
  subscript(name: String) -> Session? { sessions[name] }

  /// Remembers a session under a name; `true` when it replaced one.
  mutating func save(_ name: String, _ session: Session) -> Bool {
    let replaced = sessions.updateValue(session, forKey: name) != nil
    if !replaced { names.append(name) }
    return replaced
  }

  /// The checkpoint of a name, or the error that lists those there are.
  func checkpoint(_ name: String) throws(ShellError) -> Session {
    if let session = sessions[name] { return session }
    let known =
      names.isEmpty
      ? "there are none; checkpoint NAME makes one"
      : "there are: " + names.joined(separator: ", ")
    throw .other("no checkpoint \"\(name)\"; \(known)", code: .noSuchCheckpoint)
  }
}
