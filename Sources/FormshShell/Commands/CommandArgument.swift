/// A word a command takes that is not an option (`show [FIELD]`'s field): what it completes
/// to, and whether it may be left out. `CommandSpec.arguments` lists them in order, and
/// `Arguments.parse` holds a command's words to them before its `init` reads them.
struct CommandArgument: Sendable, Equatable {
  /// What it completes to.
  let kind: ArgumentKind
  /// Whether it may be left out; the optional ones come after the required ones.
  let isOptional: Bool

  /// An argument that must be given.
  static func required(_ kind: ArgumentKind = .none) -> CommandArgument {
    CommandArgument(kind: kind, isOptional: false)
  }

  /// An argument that may be left out.
  static func optional(_ kind: ArgumentKind = .none) -> CommandArgument {
    CommandArgument(kind: kind, isOptional: true)
  }
}
