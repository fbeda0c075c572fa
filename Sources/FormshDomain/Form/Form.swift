import Synchronization

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
  /// The `GROUP` fields, each before the groups inside it, in render order.
  public let groups: [FieldGroup]
  /// Each field's place in the payload, by render position: the keys of its groups (and the
  /// index of its item in a list), then its own (`address`, `city`); `nil` when the form has
  /// no groups (each is its id).
  public let payloadPaths: [[PayloadStep]]?
  /// The repeating groups (lists), in render order.
  public let lists: [FieldGroup]
  /// The same form with other numbers of items in its lists (list id → count; a list not
  /// named keeps the count it has here), or `nil` for a form without lists. Made by the
  /// mapping, which maps each item's fields from the list's.
  public var resized: (@Sendable ([FieldID: Int]) -> Form)? {
    guard let remap else { return nil }
    let counts = itemCounts
    return { changed in remap(counts.merging(changed) { $1 }) }
  }
  /// The mapping's: the form with these numbers of items (a list not named: as the form was
  /// first mapped).
  private let remap: (@Sendable ([FieldID: Int]) -> Form)?
  /// Makes another item of a list (`addingItem`), or `nil` for a form without lists.
  let itemFields: ItemFields?
  /// Rules across fields, checked on validate and submit.
  public let rules: [CrossFieldRule]
  /// How the conditions are evaluated, planned once.
  public let logic: FormLogic
  /// How the computed fields are worked out, planned once.
  public let values: ValuePlan
  /// `submit_data`: members merged into every payload after the fields' (a member named
  /// like a field is left out: the field's value wins).
  public let submitData: [(id: String, value: PayloadValue)]
  /// Where `submit` sends the payload when no `--to` says (form-level `action`), if anywhere.
  public let action: FormAction?
  /// Whether a field left empty (no text, no number, nothing chosen) is left out of the
  /// payload rather than sent as `""`, `null` or `[]` (form-level `omit_empty`: what a JSON
  /// Schema or a survey's backend expects of an unanswered question).
  public let omitsEmpty: Bool
  /// Each field's starting value, by render position: its default, or what its
  /// `default_value_from` gave on the defaults.
  public let startValues: [FormValue]
  /// Why each `default_value_from` that gave no value did not, by field id (the field
  /// starts with its default); the mapping reports them as diagnostics.
  public let startProblems: [(field: FieldID, message: String)]
  /// What working out `startValues` left of a load's budget (`LogicBudget`): the computed
  /// values and the conditions of the state the form starts in spend the rest (`start()`).
  private let startBudget: LogicBudget
  /// The state the form starts in, worked out once, when first asked for.
  private var started = StartedState()
  /// Field id → render position. Its keys compare as Swift's `String` does, by canonical
  /// equivalence, so a field is found by its id in any Unicode normalization (`"é"` or
  /// `"e\u{301}"`): commands, expectations, conditions (`ConditionData`) and records alike
  /// (issue 26 §14). The id the form spells is the one shown and submitted.
  let index: [FieldID: Int]
  /// The keys of the data conditions read (`ConditionData`) → their position: the fields',
  /// then each group's after them (`{"var": "address"}`).
  let dataIndex: [FieldID: Int]
  /// The groups as a tree over the fields' positions.
  package let tree: GroupTree
  private let sectionIndex: [SectionID: Int]
  /// Tells this form from another with the same content loaded again.
  private let identity = Identity()
  /// Shared by a form and the same form with other numbers of items (`resized`).
  private let family: Family

  private final class Identity: Sendable {}

  /// What a form and its resized forms share (`isSameFamily(as:)`).
  public final class Family: Sendable {
    /// A new family.
    public init() {}
  }

  /// Creates a form; `fields` must have unique ids and be in render order, `sections` unique
  /// ids. `itemFields` makes item N of a list (its fields and groups, the item's first,
  /// placed from 0), as the mapping made the others: what `add` puts in (`addingItem`).
  public init(
    title: String, theme: Theme, fields: [Field], sections: [Section] = [],
    rules: [CrossFieldRule] = [], submitData: [(id: String, value: PayloadValue)] = [],
    groups: [FieldGroup] = [], resized: (@Sendable ([FieldID: Int]) -> Form)? = nil,
    family: Family = Family(), action: FormAction? = nil, omitsEmpty: Bool = false,
    itemFields: ItemFields? = nil
  ) {
    let (placed, paths) = Form.place(groups, fields)
    var index: [FieldID: Int] = [:]
    for (position, field) in fields.enumerated() { index[field.id] = position }
    var budget = LogicBudget()
    let (startValues, startProblems) = ValuePlan.startValues(
      fields, index: index, budget: &budget)
    self.init(
      Parts(
        title: title, theme: theme, fields: fields, sections: sections, rules: rules,
        submitData: submitData, groups: placed, payloadPaths: paths, resized: resized,
        itemFields: itemFields, family: family, action: action, omitsEmpty: omitsEmpty,
        startValues: startValues, startProblems: startProblems, startBudget: budget),
      index: index)
  }

  /// What makes item N of a list with this id: its fields and groups (the item's first),
  /// placed from position 0; `nil` when there is no such list.
  public typealias ItemFields = @Sendable (FieldID, Int) -> (fields: [Field], groups: [FieldGroup])?

  /// Everything a form is made of, its groups placed (`place`): what `init` and `addingItem`
  /// make a form from.
  struct Parts {
    var title: String
    var theme: Theme
    var fields: [Field]
    var sections: [Section]
    var rules: [CrossFieldRule]
    var submitData: [(id: String, value: PayloadValue)]
    var groups: [FieldGroup]
    var payloadPaths: [[PayloadStep]]?
    var resized: (@Sendable ([FieldID: Int]) -> Form)?
    var itemFields: ItemFields?
    var family: Family
    var action: FormAction?
    var omitsEmpty: Bool
    var startValues: [FormValue]
    var startProblems: [(field: FieldID, message: String)]
    var startBudget: LogicBudget
  }

  /// The form of `parts`, whose fields' index (id → position) is `index`: its plans made.
  init(_ parts: Parts, index: [FieldID: Int]) {
    action = parts.action
    omitsEmpty = parts.omitsEmpty
    remap = parts.resized
    itemFields = parts.itemFields
    family = parts.family
    title = parts.title
    theme = parts.theme
    fields = parts.fields
    sections = parts.sections
    rules = parts.rules
    self.index = index
    groups = parts.groups
    payloadPaths = parts.payloadPaths
    lists = groups.filter { $0.bounds != nil }
    var dataIndex = index
    for (offset, group) in groups.enumerated() where dataIndex[group.id] == nil {
      dataIndex[group.id] = fields.count + offset
    }
    self.dataIndex = dataIndex
    tree = GroupTree(groups: groups, fieldCount: fields.count)
    var sectionIndex: [SectionID: Int] = [:]
    for (position, section) in sections.enumerated() where sectionIndex[section.id] == nil {
      sectionIndex[section.id] = position
    }
    self.sectionIndex = sectionIndex
    logic = FormLogic(
      fields: fields, sections: sections, rules: rules, index: index, groups: groups, tree: tree)
    values = ValuePlan(fields: fields, index: index, groups: groups, tree: tree)
    startValues = parts.startValues
    startProblems = parts.startProblems
    startBudget = parts.startBudget
    let groupKeys = Set(groups.lazy.filter { $0.parent == nil }.map(\.key))
    submitData = parts.submitData.filter { index[$0.id] == nil && !groupKeys.contains($0.id) }
  }

  /// What this form is made of (`Parts`).
  var parts: Parts {
    Parts(
      title: title, theme: theme, fields: fields, sections: sections, rules: rules,
      submitData: submitData, groups: groups, payloadPaths: payloadPaths, resized: remap,
      itemFields: itemFields, family: family, action: action, omitsEmpty: omitsEmpty,
      startValues: startValues, startProblems: startProblems, startBudget: startBudget)
  }

  /// The groups with the positions of their fields, and each field's payload path; groups
  /// without a field are dropped (the mapping reports them).
  static func place(_ groups: [FieldGroup], _ fields: [Field]) -> (
    [FieldGroup], [[PayloadStep]]?
  ) {
    guard !groups.isEmpty else { return ([], nil) }
    let byID = Dictionary(groups.map { ($0.id, $0) }) { first, _ in first }
    func step(_ group: FieldGroup) -> PayloadStep {
      group.item.map { .item($0 - 1) } ?? .key(group.key)
    }
    var ranges: [FieldID: Range<Int>] = [:]
    var paths: [[PayloadStep]] = []
    for (position, field) in fields.enumerated() {
      var path: [PayloadStep] = [.key(field.key)]
      var holder = field.group
      while let id = holder, let group = byID[id] {
        let range = ranges[id].map { $0.lowerBound..<position + 1 } ?? position..<position + 1
        ranges[id] = range
        path.append(step(group))
        holder = group.parent
      }
      paths.append(path.reversed())
    }
    // A list without items is kept where its items would be (its payload is `[]`).
    let placed = groups.compactMap { group -> FieldGroup? in
      var group = group
      if let range = ranges[group.id] {
        group.fields = range
      } else if group.bounds == nil {
        return nil
      }
      var path = [step(group)]
      var holder = group.parent
      while let id = holder, let outer = byID[id] {
        path.append(step(outer))
        holder = outer.parent
      }
      group.path = path.reversed()
      return group
    }.sorted { ($0.fields.lowerBound, $0.depth) < ($1.fields.lowerBound, $1.depth) }
    return (placed, paths)
  }

  /// The group with this id (its path), if any.
  public func group(_ id: FieldID) -> FieldGroup? { tree.index[id].map { groups[$0] } }

  /// A member's place in the payload: a field's path, else the member itself.
  public func payloadPath(of id: String) -> [PayloadStep] {
    guard let payloadPaths, let position = index[id] else { return [.key(id)] }
    return payloadPaths[position]
  }

  /// The lists without items, each with the position of the field its `[]` goes before in
  /// the payload (`fields.count`: after the last field): what `PayloadWriter` writes of them.
  public var emptyLists: [(before: Int, path: [PayloadStep])] {
    lists.filter(\.fields.isEmpty).map { ($0.fields.lowerBound, $0.path) }
  }

  /// The members of every payload, in order: the fields' ids, then `submitData`'s.
  public var payloadIDs: [String] { fields.map(\.id) + submitData.map(\.id) }

  /// Where each of `payloadIDs` goes in the payload object (`Payload.paths`); `nil` when
  /// the form has no groups.
  public var payloadIDPaths: [[PayloadStep]]? {
    payloadPaths.map { $0 + submitData.map { [.key($0.id)] } }
  }

  /// This form with a field replaced by another of the same id (its options loaded from a
  /// server: `Field.withOptions`); still the same form (`isSame(as:)`).
  public func replacing(_ field: Field) -> Form {
    guard let position = index[field.id] else { return self }
    var copy = self
    copy.fields[position] = field
    // How its values read may depend on its options: worked out again when asked for.
    copy.started = StartedState()
    return copy
  }

  /// Whether this is the very form another one is (not merely an equal one loaded again).
  public func isSame(as other: Form) -> Bool { identity === other.identity }

  /// Whether another form is this one with other numbers of items in its lists (or this
  /// very form).
  public func isSameFamily(as other: Form) -> Bool { family === other.family }

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

  /// The same, on `budget`, shared with the other evaluations of the same work.
  public func status(of state: FormState, budget: inout LogicBudget) -> FormStatus {
    logic.evaluate(self, state, budget: &budget)
  }

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

  /// The state every field starts in (`initialState`), why each computed field that has no
  /// value in it has none (`ValuePlan.recompute`), and what is left of the load's budget
  /// for the conditions of that state (`status(of:budget:)`). Worked out once for the form.
  public func start() -> (state: FormState, notWorkedOut: [FieldID: String], budget: LogicBudget) {
    if let known = started.value { return known }
    var state = FormState()
    for (position, field) in fields.enumerated() { state[field.id] = startValues[position] }
    var budget = startBudget
    let problems = values.recompute(self, &state, budget: &budget)
    let result = (state, problems, budget)
    started.value = result
    return result
  }
}

/// The state a form starts in, once worked out (`Form.start()`): shared by the copies of a
/// form, as its other parts are.
private final class StartedState: Sendable {
  private let stored = Mutex<(FormState, [FieldID: String], LogicBudget)?>(nil)

  var value: (state: FormState, notWorkedOut: [FieldID: String], budget: LogicBudget)? {
    get { stored.withLock { $0 } }
    set { stored.withLock { $0 = newValue } }
  }
}
