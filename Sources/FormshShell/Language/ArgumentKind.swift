import FormshDomain

/// What an argument is, for completion.
public enum ArgumentKind: Sendable, Equatable {
  /// A field id of a field the command applies to.
  case field(FieldFilter)
  /// A file path.
  case path
  /// A command name.
  case command
  /// Free text or a number: nothing to complete.
  case none
}
