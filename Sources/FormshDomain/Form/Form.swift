/// A loaded form: its title, theme and fields in render order.
///
/// Fields are already sorted, de-duplicated and checked by the mapping that built the form;
/// everything here is safe to render and fill.
public struct Form: Sendable {
  /// The title shown above the fields.
  public let title: String
  /// The colour roles the form asks for.
  public let theme: Theme
  /// Fields in render order: those without a section first, then each section's.
  public private(set) var fields: [Field]
  /// Sections in display order.
  public let sections: [Section]
  /// Rules across fields, checked on validate and submit.
  public let rules: [CrossFieldRule]
  /// How the conditions are evaluated, planned once.
  public let logic: FormLogic
  /// How the computed fields are worked out, planned once.
  public let values: ValuePlan
  /// `submit_data`: members merged into every payload after the fields' (a member named
  /// like a field is left out: the field's value wins).
  public let submitData: [(id: String, value: PayloadValue)]
  /// Each field's starting value, by render position: its default, or what its
  /// `default_value_from` gave on the defaults.
  public let startValues: [FormValue]
  /// Why each `default_value_from` that gave no value did not, by field id (the field
  /// starts with its default); the mapping reports them as diagnostics.
  public let startProblems: [(field: FieldID, message: String)]
  /// Field id → render position. Its keys compare as Swift's `String` does, by canonical
  /// equivalence, so a field is found by its id in any Unicode normalization (`"é"` or
  /// `"e\u{301}"`): commands, expectations, conditions (`ConditionData`) and records alike
  /// (issue 26 §14). The id the form spells is the one shown and submitted.
  let index: [FieldID: Int]
  private let sectionIndex: [SectionID: Int]
  /// Tells this form from another with the same content loaded again.
  private let identity = Identity()

  private final class Identity: Sendable {}

  /// Creates a form; `fields` must have unique ids and be in render order, `sections` unique
  /// ids.
  public init(
    title: String, theme: Theme, fields: [Field], sections: [Section] = [],
    rules: [CrossFieldRule] = [], submitData: [(id: String, value: PayloadValue)] = []
  ) {
    self.title = title
    self.theme = theme
    self.fields = fields
    self.sections = sections
    self.rules = rules
    var index: [FieldID: Int] = [:]
    for (position, field) in fields.enumerated() { index[field.id] = position }
    self.index = index
    var sectionIndex: [SectionID: Int] = [:]
    for (position, section) in sections.enumerated() where sectionIndex[section.id] == nil {
      sectionIndex[section.id] = position
    }
    self.sectionIndex = sectionIndex
    logic = FormLogic(fields: fields, sections: sections, rules: rules, index: index)
    values = ValuePlan(fields: fields, index: index)
    (startValues, startProblems) = ValuePlan.startValues(fields, index: index)
    self.submitData = submitData.filter { index[$0.id] == nil }
  }

  /// The members of every payload, in order: the fields' ids, then `submitData`'s.
  public var payloadIDs: [String] { fields.map(\.id) + submitData.map(\.id) }

  /// This form with a field replaced by another of the same id (its options loaded from a
  /// server: `Field.withOptions`); still the same form (`isSame(as:)`).
  public func replacing(_ field: Field) -> Form {
    guard let position = index[field.id] else { return self }
    var copy = self
    copy.fields[position] = field
    return copy
  }

  /// Whether this is the very form another one is (not merely an equal one loaded again).
  public func isSame(as other: Form) -> Bool { identity === other.identity }

  /// The field with this exact id, if any.
  public func field(_ id: FieldID) -> Field? {
    index[id].map { fields[$0] }
  }

  /// The position of a field in render order.
  public func position(of id: FieldID) -> Int? { index[id] }

  /// The position of a section in the form's order.
  public func sectionPosition(of id: SectionID) -> Int? { sectionIndex[id] }

  /// The section with this exact id, if any.
  public func section(_ id: SectionID) -> Section? { sectionIndex[id].map { sections[$0] } }

  /// What the conditions say about a state: every field shown and required as it says when
  /// the form has none.
  public func status(of state: FormState) -> FormStatus { logic.evaluate(self, state) }

  /// Whether a rule of the form's own (one naming no field, its error under `_form`) reads
  /// this field.
  public func isReadByFormRule(_ id: FieldID) -> Bool {
    position(of: id).map { logic.readByFormRule[$0] } ?? false
  }

  /// Every rich-text link of the form, in field order, numbered from 1 by position.
  public var links: [(field: Field, link: Link)] {
    fields.flatMap { field in field.links.map { (field, $0) } }
  }

  /// The state every field starts in: each field's starting value (`startValues`), the
  /// computed fields worked out on them.
  public var initialState: FormState { start().state }

  /// The state every field starts in (`initialState`), and why each computed field that has
  /// no value in it has none (`ValuePlan.recompute`).
  public func start() -> (state: FormState, notWorkedOut: [FieldID: String]) {
    var state = FormState()
    for (position, field) in fields.enumerated() { state[field.id] = startValues[position] }
    let problems = values.recompute(self, &state)
    return (state, problems)
  }
}
