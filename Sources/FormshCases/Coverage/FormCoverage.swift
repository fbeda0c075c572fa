import FormshDomain

/// What a suite exercised of one form: every item the form offers (its fields, options,
/// rules, conditions, links, submit and server error shapes), each with the sides seen.
///
/// Built from the form when a session starts recording, then told what happens as it
/// happens (`note…`); the coverage of several sessions on the same form is merged into one.
/// Percentages count sides: covered sides over applicable sides.
public struct FormCoverage: Sendable {
  /// Where the form came from, as the user named it.
  public let source: String
  /// The form's title.
  public let title: String
  /// The items, in form order: each field's (set, switch or options, rules, message,
  /// conditions, links), a section's conditions before its first field, then the form's
  /// rules, submit, and the server error shapes.
  public internal(set) var items: [CoverageItem]
  /// The form's fields in render order, one per field across items (for reports that draw
  /// the form).
  public internal(set) var fields: [CoverageField] = []
  /// Whether a payload of the form was sent to a server (the server error shapes seen
  /// count).
  public internal(set) var talkedToServer = false
  /// Whether anything at all was recorded.
  public internal(set) var wasUsed = false
  /// What no scenario can reach, left out of the items and the figures: each item with the
  /// sides it cannot have (a computed field's `number` failing, a read-only field's rules
  /// but for the one outcome of its value), and why, in form order.
  public internal(set) var leftOut: [(item: CoverageItem, why: String)] = []

  /// Where each field's items are, by render position.
  struct Slots: Sendable {
    /// `nil` for a read-only or computed field, which no edit sets.
    var set: Int?
    var onOff: Int?
    var options: [String: Int] = [:]
    var required: Int?
    /// Parallel to the field's rules; `nil` for `required`, which is `required` above.
    var rules: [Int?] = []
    var message: Int?
    var visibleIf: Int?
    var enabledIf: Int?
    var requiredIf: Int?
    var firstLink: Int?
  }

  let slots: [Slots]
  /// On a form with lists, each field's slot by its id across items (`Form.idAcrossItems`:
  /// `guests[].name`): every item's field counts for one field. Empty on a form without,
  /// where a field's slot is its position.
  let slotsAcrossItems: [String: Int]
  let sectionVisibleIf: [Int?]
  let sectionRequiredIf: [Int?]
  let firstFormRule: Int
  /// Each list's item (`.items`), by its id.
  let listItems: [FieldID: Int]
  let submitItem: Int
  let firstServerShape: Int

  /// The items of a form, none seen yet. A form with lists offers each list's fields once,
  /// named across items (`guests[].name`), whatever its numbers of items: an edit, a rule
  /// or a condition of any item counts for the field.
  public init(form recorded: Form, source: String) {
    self.source = source
    title = recorded.title
    let form = recorded.withOneItemInEachList
    slotsAcrossItems =
      form.lists.isEmpty
      ? [:]
      : Dictionary(
        form.fields.indices.map { (form.idAcrossItems(form.fields[$0].id), $0) },
        uniquingKeysWith: { first, _ in first })
    var items: [CoverageItem] = []
    var slots: [Slots] = []
    var sectionVisibleIf = [Int?](repeating: nil, count: form.sections.count)
    var sectionRequiredIf = [Int?](repeating: nil, count: form.sections.count)
    var placed = Set<SectionID>()
    var fields: [CoverageField] = []
    var fieldIDs: Set<FieldID> = []
    var leftOut: [(item: CoverageItem, why: String)] = []
    func placeSection(_ position: Int) {
      let section = form.sections[position]
      guard placed.insert(section.id).inserted else { return }
      if let condition = section.visibleIf {
        sectionVisibleIf[position] = items.count
        items.append(
          CoverageItem(
            .visibleIf, section: section.id,
            sides: Self.sides(of: condition, in: form, node: form.fields.count + position)))
      }
      if let condition = section.requiredIf {
        sectionRequiredIf[position] = items.count
        items.append(
          CoverageItem(
            .requiredIf, section: section.id, sides: Self.sides(of: condition, in: form)))
      }
    }
    for (position, field) in form.fields.enumerated() {
      if let id = field.section, let section = form.sectionPosition(of: id) {
        placeSection(section)
      }
      let named = form.idAcrossItems(field.id)
      if fieldIDs.insert(named).inserted {
        fields.append(
          CoverageField(
            id: named, label: field.label, kind: field.kind.name, section: field.section))
      }
      slots.append(
        Self.addItems(
          of: field, named: form.idAcrossItems(field.id), at: position, in: form, to: &items,
          leavingOut: &leftOut))
    }
    for position in form.sections.indices { placeSection(position) }
    firstFormRule = items.count
    for rule in form.rules {
      items.append(CoverageItem(.formRule, field: rule.fields.first, detail: rule.message))
    }
    var listItems: [FieldID: Int] = [:]
    for list in form.lists {
      guard let bounds = list.bounds else { continue }
      var sides = ["within bounds"]
      if bounds.min > 0 { sides.insert("too few", at: 0) }
      if bounds.max != nil { sides.append("too many") }
      listItems[list.id] = items.count
      items.append(CoverageItem(.items, field: list.id, detail: bounds.description, sides: sides))
    }
    self.listItems = listItems
    submitItem = items.count
    // A form with a required dropdown that has no options and is always shown can only be
    // refused.
    let neverSubmittable = form.fields.contains { field in
      field.isRequired && field.kind.shape.takesOptions && field.options.isEmpty
        && field.visibleIf == nil && field.section.flatMap(form.section)?.visibleIf == nil
    }
    items.append(CoverageItem(.submit, sides: neverSubmittable ? ["refused"] : nil))
    firstServerShape = items.count
    for shape in ServerErrorShape.allCases {
      items.append(CoverageItem(.serverErrors, detail: shape.rawValue))
    }
    self.items = items
    // A list's fields are items once, named across items: so are their sides left out.
    var named: Set<String> = []
    self.leftOut = leftOut.filter { named.insert($0.item.identity).inserted }
    self.slots = slots
    self.fields = fields
    self.sectionVisibleIf = sectionVisibleIf
    self.sectionRequiredIf = sectionRequiredIf
  }

  /// Adds a field's items, naming it `id`, and to `leftOut` the sides of its rules no
  /// scenario can reach; returns where they are.
  private static func addItems(
    of field: Field, named id: FieldID, at position: Int, in form: Form,
    to items: inout [CoverageItem], leavingOut leftOut: inout [(item: CoverageItem, why: String)]
  ) -> Slots {
    var slots = Slots()
    // A read-only or computed field is never edited: none of its values is a gap.
    if !field.isLocked {
      slots.set = items.count
      items.append(CoverageItem(.field, field: id))
    }
    switch field.isLocked ? nil : field.kind.shape {
    case nil: break
    case .onOff:
      slots.onOff = items.count
      items.append(CoverageItem(.onOff, field: id, detail: field.kind.behavior.name))
    case .options:
      for option in field.options {
        slots.options[option.id] = items.count
        items.append(CoverageItem(.option, field: id, detail: option.id))
      }
    case .text:
      break
    }
    let fixed = field.isReadOnly && field.computed == nil ? form.startValues[position] : nil
    func addRule(_ name: String, sides: [String], _ check: () -> Bool) -> Int? {
      let (reachable, why) =
        field.isLocked
        ? reachableSides(of: name, on: field, fixed: fixed, passes: check) : (sides, nil)
      let out = sides.filter { !reachable.contains($0) }
      if let why, !out.isEmpty {
        leftOut.append((CoverageItem(.rule, field: id, detail: name, sides: out), why))
      }
      guard !reachable.isEmpty else { return nil }
      items.append(CoverageItem(.rule, field: id, detail: name, sides: reachable))
      return items.count - 1
    }
    let sectionRequires = field.section.flatMap(form.section)?.requiredIf != nil
    if field.isRequired || field.requiredIf != nil || sectionRequires {
      // A dropdown with no options can never have a selection: required only fails.
      let impossible = field.kind.shape.takesOptions && field.options.isEmpty
      slots.required = addRule(
        "required", sides: impossible ? ["failed"] : CoverageKind.rule.sides
      ) { fixed.map { !$0.isEmpty } ?? true }
    }
    for rule in field.rules {
      guard rule.name != "required" else {
        slots.rules.append(nil)
        continue
      }
      slots.rules.append(
        addRule(rule.name, sides: CoverageKind.rule.sides) {
          fixed.map { rule.check($0) == nil } ?? true
        })
    }
    // A message some failure can show: one of the field's rules can fail.
    let canFail = ([slots.required] + slots.rules).contains { slot in
      slot.map { items[$0].sides.contains("failed") } ?? false
    }
    let hasRules =
      field.isRequired || field.requiredIf != nil || sectionRequires
      || field.rules.contains { $0.name != "required" }
    if let message = field.errorMessage, hasRules {
      if canFail {
        slots.message = items.count
        items.append(CoverageItem(.message, field: id, detail: message))
      } else {
        leftOut.append(
          (
            CoverageItem(.message, field: id, detail: message),
            "none of its rules can fail: its value is "
              + (field.computed == nil ? "read-only" : "computed")
          ))
      }
    }
    if let condition = field.visibleIf {
      slots.visibleIf = items.count
      items.append(
        CoverageItem(
          .visibleIf, field: id, sides: sides(of: condition, in: form, node: position)))
    }
    if let condition = field.enabledIf {
      slots.enabledIf = items.count
      items.append(
        CoverageItem(
          .enabledIf, field: id, sides: sides(of: condition, in: form, node: position)))
    }
    if let condition = field.requiredIf {
      slots.requiredIf = items.count
      items.append(
        CoverageItem(.requiredIf, field: id, sides: sides(of: condition, in: form)))
    }
    if !field.links.isEmpty { slots.firstLink = items.count }
    for link in field.links {
      items.append(CoverageItem(.link, field: id, detail: link.text))
    }
    return slots
  }

  /// The slot of the field at `position` of `form` (the form recorded, or one of its family
  /// with other numbers of items), if it has one.
  func slot(_ position: Int, of form: Form) -> Slots? {
    guard form.fields.indices.contains(position) else { return nil }
    guard !slotsAcrossItems.isEmpty else {
      return slots.count == form.fields.count ? slots[position] : nil
    }
    return slotsAcrossItems[form.idAcrossItems(form.fields[position].id)].map { slots[$0] }
  }

  /// The sides a condition can have: a broken one, or a visibility condition on a cycle
  /// (`node`: its visibility node), is only ever false; one that reads no field of the form
  /// (nothing, or only ids no field has, which read as null) only ever what it gives.
  private static func sides(of condition: Condition, in form: Form, node: Int? = nil)
    -> [String]
  {
    if case .broken = condition.body { return ["false"] }
    if let node, form.logic.isOnCycle(node) { return ["false"] }
    let readsNoField =
      !condition.readsEverything && form.positionsRead(by: condition).isEmpty
    if condition.isConstant || readsNoField {
      // The values as the session gives them, with no field of the ids read.
      return [condition.evaluate(.object(LogicObject())).isTrue ? "true" : "false"]
    }
    return ["true", "false"]
  }

  /// The items that count: all, but of the server error shapes only those a server answered
  /// with. A backend speaks one or two of the five shapes formsh reads; the others are no
  /// gap in a suite (issue 28, point 11), so they are neither counted nor listed as missed.
  public var applicableItems: [CoverageItem] {
    items.filter { $0.kind != .serverErrors || $0.coveredCount > 0 }
  }

  /// How many sides were seen, of those that count.
  public var covered: Int { applicableItems.reduce(0) { $0 + $1.coveredCount } }

  /// How many sides count.
  public var applicable: Int { applicableItems.reduce(0) { $0 + $1.sides.count } }

  /// What tells one form from another in a suite: its source and its title.
  public var key: String { source + "\u{0}" + title }
}
