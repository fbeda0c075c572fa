import FormshDomain

/// What an argument is, for completion.
public enum ArgumentKind: Sendable, Equatable {
  /// A field id of a field the command applies to.
  case field(FieldFilter)
  /// A file path.
  case path
  /// A command name.
  case command
  /// A repeating group's id (`add`, `remove`).
  case list
  /// An item number of the list the word before names (`remove LIST N`).
  case item
  /// Free text or a number: nothing to complete.
  case none
}
