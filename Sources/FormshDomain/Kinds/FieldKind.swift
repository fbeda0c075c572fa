/// A kind of field: `text`, `number`, `dropdown`, … Wraps the kind's behaviour, which a field
/// holds from the moment it is built, and is compared by name.
///
/// The registry `allCases` lists every kind; the form's `type`/`subtype` find one by the
/// spellings each kind declares (`resolve`). Adding a kind is a folder under `Kinds/` and one
/// line here.
@dynamicMemberLookup
public struct FieldKind: Sendable, Hashable, CustomStringConvertible {
  /// What the kind does.
  public let behavior: any KindBehavior

  /// A kind with this behaviour.
  public init(_ behavior: any KindBehavior) {
    self.behavior = behavior
  }

  /// Every kind formsh knows, in the order `help` and the docs list them.
  public static let allCases: [FieldKind] = [
    .text, .multiline, .number, .date, .url, .email, .secure,
    .dropdown, .multiselect, .checkbox, .toggle,
  ]

  /// The kind's name (`lint --json` prints it).
  public var name: String { behavior.name }

  /// The kind's properties, read through (`kind.isSecret`, `kind.shape`).
  public subscript<Value>(dynamicMember path: KeyPath<any KindBehavior, Value>) -> Value {
    behavior[keyPath: path]
  }

  public static func == (lhs: FieldKind, rhs: FieldKind) -> Bool { lhs.name == rhs.name }

  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  public var description: String { name }
}
