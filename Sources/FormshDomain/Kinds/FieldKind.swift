/// A kind of field: `text`, `number`, `dropdown`, … It stands for one kind's behaviour in
/// the registry below, which a field holds from the moment it is built.
///
/// The registry lists every kind; the form's `type`/`subtype` find one by the spellings each
/// kind declares (`resolve`). Adding a kind is a folder under `Kinds/` and one line here. A
/// kind is its place in the registry, one byte: a rule or a failure that names its kind stays
/// small enough to be copied without a heap box (batch fill copies rules for every field of
/// every record).
public struct FieldKind: Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Every kind's behaviour, in the order `help` and the docs list them.
  private static let registry: [any KindBehavior] = [
    TextKind(), MultilineKind(), NumberKind(), DateKind(), TimeKind(), DateTimeKind(), URLKind(),
    EmailKind(), PhoneKind(), SecureKind(), DropdownKind(), MultiSelectKind(), CheckboxKind(),
    ToggleKind(),
  ]

  /// The kind's place in the registry.
  private let index: UInt8

  /// The registered kind with this behaviour's name.
  init(_ behavior: any KindBehavior) {
    guard let index = FieldKind.registry.firstIndex(where: { $0.name == behavior.name }) else {
      preconditionFailure("the kind \(behavior.name) is not in FieldKind's registry")
    }
    self.index = UInt8(index)
  }

  private init(index: Int) {
    self.index = UInt8(index)
  }

  /// Every kind formsh knows, in the order `help` and the docs list them.
  public static let allCases: [FieldKind] = registry.indices.map(FieldKind.init(index:))

  /// What the kind does.
  public var behavior: any KindBehavior { FieldKind.registry[Int(index)] }

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

  public var description: String { name }
}
