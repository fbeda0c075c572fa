/// The identifier of a field, as the form file spells it.
public typealias FieldID = String

/// One field of a form, with every rule that applies to it. Immutable, and a class so that
/// passing it around (once per field per record in a batch fill) costs one reference count.
public final class Field: Sendable {
  /// The id commands, conditions and records name the field by: its path (`address.city`)
  /// when it is in a group.
  public let id: FieldID
  /// The field's own id in its group, the payload's member name (`city`); `id` at the top.
  public let key: String
  /// The id of the group holding the field (`address`), `nil` at the top level.
  public let group: FieldID?
  /// What kind of input the field takes.
  public let kind: FieldKind
  /// The label shown to the user (never empty).
  public let label: String
  /// Hint text shown while the field is empty.
  public let placeholder: String?
  /// Help text shown under the field.
  public let supportingText: String?
  /// Replaces the default message of every failure of this field.
  public let errorMessage: String?
  /// Whether an empty value fails validation.
  public let isRequired: Bool
  /// The limits and patterns of the field.
  public let constraints: Constraints
  /// Choices, for dropdowns, in the form's order.
  public let options: [Option]
  /// The ids of the options written as numbers (`Option.isNumber`), sent as numbers.
  public let numericOptionIDs: Set<String>
  /// The value the field starts with and returns to on `reset`.
  public let defaultValue: FormValue
  /// Rich-text links inside the label (checkboxes) or the whole label (`link`).
  public let links: [Link]
  /// The rules that run on validate, in the order they are checked.
  public let rules: [any ValidationRule]
  /// The section the field is shown in; `nil` for the untitled fields that come first.
  public let section: SectionID?
  /// When the field is shown (and validated and submitted); always when `nil`.
  public let visibleIf: Condition?
  /// When the field is required though `isRequired` is false; never when `nil`.
  public let requiredIf: Condition?
  /// `read_only`: shown and submitted, never edited.
  public let isReadOnly: Bool
  /// `nullable`: an empty answer is sent as `null` (and kept on an `omit_empty` form), as a
  /// JSON Schema `anyOf` of a type and `{"type": "null"}` asks.
  public let isNullable: Bool
  /// `enabled_if`: when the field may be edited (and is validated and submitted); always
  /// when `nil`. A disabled field is still shown.
  public let enabledIf: Condition?
  /// `value`: the JSON Logic that computes the field's value from the others, recomputed
  /// after every edit; `nil` for a field the user fills.
  public let computed: Condition?
  /// `default_value_from`: the JSON Logic whose result is the field's starting value, at
  /// load and on `reset`, in place of `defaultValue`.
  public let defaultFrom: Condition?
  /// `options_url`: a server gives the options (when the field is shown, and again when a
  /// placeholder's value changes); `nil` for options the form lists.
  public let remoteOptions: RemoteOptions?
  /// Whether no edit may change the field: read-only, or computed.
  public var isLocked: Bool { isReadOnly || computed != nil }
  /// Each option chosen alone, as a value: built once, so a dropdown's value is shared rather
  /// than a new one-element array for every record of a batch fill.
  let singleSelections: [FormValue]
  /// The options by id and by label, when there are enough of them to need a table.
  let optionIndex: OptionIndex?
  /// The kind of a leading `required` rule, and the rules after it: `firstFailure` checks
  /// `required` itself (most fields of a batch fill are required, and a call through the
  /// rule's existential copies it first), then these.
  let requiredKind: FieldKind?
  let rulesAfterRequired: [any ValidationRule]

  /// Creates a field; rules are derived from the kind and the constraints.
  public init(
    id: FieldID, kind: FieldKind, label: String, placeholder: String? = nil,
    supportingText: String? = nil, errorMessage: String? = nil, isRequired: Bool = false,
    constraints: Constraints = Constraints(), options: [Option] = [],
    defaultValue: FormValue? = nil, links: [Link] = [], section: SectionID? = nil,
    visibleIf: Condition? = nil, requiredIf: Condition? = nil, isReadOnly: Bool = false,
    enabledIf: Condition? = nil, computed: Condition? = nil, defaultFrom: Condition? = nil,
    remoteOptions: RemoteOptions? = nil, group: FieldID? = nil, key: String? = nil,
    isNullable: Bool = false
  ) {
    self.id = id
    self.key = key ?? id
    self.group = group
    self.kind = kind
    self.label = label
    self.placeholder = placeholder
    self.supportingText = supportingText
    self.errorMessage = errorMessage
    self.isRequired = isRequired
    self.constraints = constraints
    self.options = options
    numericOptionIDs = Set(options.lazy.filter(\.isNumber).map(\.id))
    self.defaultValue = defaultValue ?? kind.emptyValue
    self.links = links
    let rules = kind.behavior.rules(isRequired: isRequired, constraints: constraints)
    self.rules = rules
    if let required = rules.first as? RequiredRule {
      requiredKind = required.kind
      rulesAfterRequired = Array(rules.dropFirst())
    } else {
      requiredKind = nil
      rulesAfterRequired = rules
    }
    self.singleSelections = options.map { .selection([$0.id]) }
    self.optionIndex = OptionIndex(options)
    self.section = section
    self.visibleIf = visibleIf
    self.requiredIf = requiredIf
    self.isReadOnly = isReadOnly
    self.isNullable = isNullable
    self.enabledIf = enabledIf
    self.computed = computed
    self.defaultFrom = defaultFrom
    self.remoteOptions = remoteOptions
  }

  /// The option with this exact id.
  public func option(_ id: String) -> Option? {
    guard let optionIndex else { return options.first { $0.id == id } }
    return optionIndex.position(ofID: id).map { options[$0] }
  }

  /// The message shown for a failure: the field's own `error_message` when it has one (and
  /// the failure takes it).
  public func message(for failure: ValidationFailure) -> String {
    failure.takesFieldMessage ? errorMessage ?? failure.message : failure.message
  }
}
