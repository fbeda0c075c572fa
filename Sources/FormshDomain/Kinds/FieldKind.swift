/// A kind of field: `text`, `number`, `dropdown`, … Wraps the kind's behaviour, which a field
/// holds from the moment it is built, and is compared by name.
///
/// The registry `allCases` lists every kind; the form's `type`/`subtype` find one by the
/// spellings each kind declares (`resolve`). Adding a kind is a folder under `Kinds/` and one
/// line here.
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

  /// The shape of its values (`KindBehavior.shape`).
  public var shape: ValueShape { behavior.shape }
  /// The limits it takes (`KindBehavior.limits`).
  public var limits: Limits { behavior.limits }
  /// Whether its values are secret (`KindBehavior.isSecret`).
  public var isSecret: Bool { behavior.isSecret }
  /// How `set FIELD` without a value reads one (`KindBehavior.entry`).
  public var entry: ValueEntry { behavior.entry }
  /// The value of a field left untouched (`KindBehavior.emptyValue`).
  public var emptyValue: FormValue { behavior.emptyValue }
  /// "a" or "an" (`KindBehavior.article`).
  public var article: String { behavior.article }
  /// What `required` says (`KindBehavior.requiredMessage`).
  public var requiredMessage: String { behavior.requiredMessage }
  /// What a range bound must look like (`KindBehavior.rangeBoundDescription`).
  public var rangeBoundDescription: String { behavior.rangeBoundDescription }
  /// How a form names it (`KindBehavior.spellings`).
  public var spellings: [KindSpelling] { behavior.spellings }

  public static func == (lhs: FieldKind, rhs: FieldKind) -> Bool { lhs.name == rhs.name }

  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  public var description: String { name }
}
