import FormshDialects
import FormshDomain
import FormshJSON

/// What a form's `fields` hold before any is mapped, groups walked into: the secure fields
/// (no computed or starting value may read one) and every field's and group's path, which
/// conditions read (`LogicNames`).
struct FieldScan {
  private(set) var secureIDs: Set<FieldID> = []
  private(set) var fieldPaths: [FieldID] = []
  private(set) var groupPaths: [FieldID] = []
  /// Each group's path → the paths of its fields, those of the groups inside it too.
  private(set) var groupFields: [FieldID: [FieldID]] = [:]

  /// `counts`: the number of items of each list (by its path); a list not named has its
  /// `min`.
  init(_ slots: [FormDTO.Slot], counts: [FieldID: Int] = [:]) {
    scan(slots, under: [], counts: counts, inList: false)
    if !groupPaths.isEmpty { logicNames = LogicNames(names: fieldPaths, groups: groupFields) }
  }

  private mutating func scan(
    _ slots: [FormDTO.Slot], under groups: [FieldID], counts: [FieldID: Int], inList: Bool
  ) {
    for case .field(let dto) in slots {
      guard let own = dto.id, !own.isEmpty else { continue }
      let id = groups.last.map { "\($0).\(own)" } ?? own
      if FieldWalker.isGroup(dto) {
        groupPaths.append(id)
        groupFields[id] = []
        guard dto.repeats != nil, !inList else {
          scan(dto.fields ?? [], under: groups + [id], counts: counts, inList: inList)
          continue
        }
        let count = counts[id] ?? FieldWalker.bounds(dto.repeats).bounds.min
        for item in stride(from: 1, through: count, by: 1) {
          let itemID = "\(id)[\(item)]"
          groupPaths.append(itemID)
          groupFields[itemID] = []
          scan(dto.fields ?? [], under: groups + [id, itemID], counts: counts, inList: true)
        }
        continue
      }
      fieldPaths.append(id)
      for group in groups { groupFields[group, default: []].append(id) }
      var ignored: [Diagnostic.Problem] = []
      if KindResolver.kind(of: dto, problems: &ignored)?.isSecret == true { secureIDs.insert(id) }
    }
  }

  /// How conditions read the paths (`LogicNames.none` for a form without groups): made once,
  /// since every condition of the form is read with it.
  private(set) var logicNames = LogicNames.none
}

/// Maps a form's `fields`, walking into groups: each field named by its path, each level
/// sorted as the top level is (by section, then `order`, then file position; inside a group,
/// by `order`, then position), a group's fields kept together after its place.
struct FieldWalker {
  let sectionRank: [SectionID: Int]
  let sectionNames: Suggester
  let scan: FieldScan
  /// The number of items of each list, by its path (a list not named has its `min`).
  let counts: [FieldID: Int]
  let isInterrupted: () -> Bool
  private(set) var diagnostics: [Diagnostic] = []
  /// Fields skipped for their type, so that a condition or a rule naming one says so.
  private(set) var skipped: [FieldID: String?] = [:]
  private var seenIDs: Set<FieldID> = []
  private let groupIDs: Set<FieldID>
  /// The form's section ids, made once (a set per field made forms of 50,000 sections
  /// quadratic).
  private let sectionIDs: Set<SectionID>

  init(
    sectionRank: [SectionID: Int], sectionNames: Suggester, scan: FieldScan,
    counts: [FieldID: Int] = [:], isInterrupted: @escaping () -> Bool
  ) {
    self.sectionRank = sectionRank
    self.sectionNames = sectionNames
    self.scan = scan
    self.counts = counts
    self.isInterrupted = isInterrupted
    groupIDs = Set(scan.groupPaths)
    sectionIDs = Set(sectionRank.keys)
  }

  /// Whether a field object is a `GROUP` (any case).
  static func isGroup(_ dto: FieldDTO) -> Bool {
    dto.type.map { $0.uppercased() == FormKeys.groupType } ?? false
  }

  /// What a group passes down to its fields: its path, and the conditions and `read_only`
  /// of it and the groups holding it.
  private struct Context {
    let path: FieldID
    let depth: Int
    let section: SectionID?
    let visibleIf: JSONValue?
    let enabledIf: JSONValue?
    let readOnly: Bool
    /// Inside an item of a list: the list's path and the item's (`travellers`,
    /// `travellers[2]`), so that the item's fields read their own item.
    var item: (list: FieldID, path: FieldID)? = nil
  }

  private indirect enum Item {
    case field(Field)
    case group(FieldGroup, [Item])
  }

  /// `repeat`'s bounds, and what is wrong with it, if anything.
  static func bounds(_ raw: JSONValue?) -> (bounds: ItemBounds, problem: String?) {
    guard case .object(let object)? = raw else {
      return (ItemBounds(), "is not an object of min and max")
    }
    var problem: String?
    func bound(_ key: String) -> Int? {
      guard let value = object[key], value != .null else { return nil }
      if case .number(let text) = value, let number = Int(text), number >= 0 { return number }
      problem = problem ?? "\(key) \(JSONWriter.string(value)) is not a whole number of items"
      return nil
    }
    var min = bound("min") ?? 0
    var max = bound("max")
    // A form starts with `min` items, each its fields mapped: a bound past this is a typo
    // or an attack, not a form.
    if min > ItemBounds.mostAtStart {
      problem =
        problem
        ?? "min \(min) is more than \(ItemBounds.mostAtStart), the most items a list starts with"
      min = ItemBounds.mostAtStart
    }
    if let top = max, top < min {
      problem = problem ?? "min \(min) is more than max \(top)"
      (min, max) = (0, nil)
    }
    return (ItemBounds(min: min, max: max), problem)
  }

  /// A condition (or value rule) of a field of an item, reading its own item: each path
  /// into the list (`travellers.name`) made a path into the item (`travellers[2].name`).
  static func ownItem(_ json: JSONValue?, _ item: (list: FieldID, path: FieldID)?) -> JSONValue? {
    guard let json, let item else { return json }
    let prefix = item.list + "."
    func rewrite(_ value: JSONValue) -> JSONValue {
      switch value {
      case .string(let text) where text.hasPrefix(prefix):
        return .string(item.path + "." + text.dropFirst(prefix.count))
      case .array(let elements):
        return .array(elements.map(rewrite))
      case .object(let object):
        return .object(JSONObject(object.members.map { ($0.key, rewrite($0.value)) }))
      default:
        return value
      }
    }
    return rewrite(json)
  }

  /// A text of an item's field whose pipes read its own item (`{travellers.name}`).
  static func ownItem(_ text: String?, _ item: (list: FieldID, path: FieldID)?) -> String? {
    guard let text, let item else { return text }
    return text.replacing("{" + item.list + ".", with: "{" + item.path + ".")
  }

  /// The fields in render order and the groups, each before the groups inside it.
  mutating func walk(_ slots: [FormDTO.Slot]) -> (fields: [Field], groups: [FieldGroup]) {
    var fields: [Field] = []
    var groups: [FieldGroup] = []
    func flatten(_ items: [Item]) {
      for item in items {
        switch item {
        case .field(let field): fields.append(field)
        case .group(let group, let inner):
          groups.append(group.anchored(at: fields.count))
          flatten(inner)
        }
      }
    }
    flatten(collect(slots, in: nil))
    return (fields, groups)
  }

  private mutating func collect(_ slots: [FormDTO.Slot], in context: Context?) -> [Item] {
    var kept: [(item: Item, order: Int?, position: Int, rank: Int)] = []
    // An order is unique within its section (each section keeps the sort of the fields without
    // one), the section known by its rank (0: none), and within its group. Keyed by an Int, not by
    // an optional id, whose dictionary type the runtime would build at every start.
    var seenOrders: [Int: Set<Int>] = [:]
    for slot in slots {
      if isInterrupted() { break }
      switch slot {
      case .notObject(let position, let found):
        diagnostics.append(
          Diagnostic(.fieldNotObject(position: position, found: found), field: context?.path))
      case .field(var dto):
        guard let own = dto.id, !own.isEmpty else {
          diagnostics.append(Diagnostic(.missingID(position: dto.position), field: context?.path))
          continue
        }
        let id = context.map { "\($0.path).\(own)" } ?? own
        let isGroup = FieldWalker.isGroup(dto)
        // In a form with groups, a `.`, `[` or `]` in a grouped id or a group's, or a
        // top-level id that begins with a group's path, would make a path name two things
        // (`[N]` names an item of a list).
        let marks = own.utf8.contains {
          $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "]")
        }
        if marks,
          context != nil || isGroup
            || groupIDs.contains(String(own.prefix { $0 != "." && $0 != "[" }))
        {
          diagnostics.append(Diagnostic(.dotInGroupedID(own), field: context?.path))
          continue
        }
        let order = OrderReader.order(dto.order)
        let item: Item
        let rank: Int
        if isGroup {
          guard let group = mapGroup(dto, id: id, key: own, order: order, in: context) else {
            continue
          }
          item = group.item
          rank = group.rank
        } else {
          if dto.fields != nil {
            diagnostics.append(Diagnostic(.fieldsNotGroup, field: id))
          }
          if dto.repeats != nil {
            diagnostics.append(Diagnostic(.repeatNotGroup, field: id))
          }
          if let context {
            if let named = dto.section {
              diagnostics.append(Diagnostic(.sectionInGroup(named), field: id))
            }
            dto.section = context.section
            let item = context.item
            dto.visibleIf = FieldWalker.both(
              context.visibleIf, FieldWalker.ownItem(dto.visibleIf, item))
            dto.enabledIf = FieldWalker.both(
              context.enabledIf, FieldWalker.ownItem(dto.enabledIf, item))
            dto.requiredIf = FieldWalker.ownItem(dto.requiredIf, item)
            dto.value = FieldWalker.ownItem(dto.value, item)
            dto.defaultValueFrom = FieldWalker.ownItem(dto.defaultValueFrom, item)
            dto.label = FieldWalker.ownItem(dto.label, item)
            dto.supportingText = FieldWalker.ownItem(dto.supportingText, item)
            dto.placeholder = FieldWalker.ownItem(dto.placeholder, item)
            dto.optionsURL = FieldWalker.ownItem(dto.optionsURL, item)
            if context.readOnly { dto.readOnly = true }
          }
          let mapped = FieldMapper.map(
            dto, id: id, sections: sectionIDs, sectionNames: sectionNames,
            secureIDs: scan.secureIDs, logicNames: scan.logicNames, group: context?.path,
            key: own)
          guard let field = mapped.field else {
            if skipped[id] == nil { skipped[id] = .some(dto.type) }
            diagnostics += mapped.problems.map { Diagnostic($0, field: id) }
            continue
          }
          guard claim(id) else { continue }
          diagnostics += mapped.problems.map { Diagnostic($0, field: id) }
          if let problem = order.problem { diagnostics.append(Diagnostic(problem, field: id)) }
          item = .field(field)
          rank = context == nil ? field.section.flatMap { sectionRank[$0] } ?? 0 : 0
        }
        if let value = order.value, !seenOrders[rank, default: []].insert(value).inserted {
          diagnostics.append(Diagnostic(.orderDuplicated(value), field: id))
        }
        kept.append((item, order.value, dto.position, rank))
      }
    }
    // Fields without a section first, then each section's; inside each, by order, then
    // position.
    return kept.sorted { lhs, rhs in
      if lhs.rank != rhs.rank { return lhs.rank < rhs.rank }
      return switch (lhs.order, rhs.order) {
      case (let left?, let right?) where left != right: left < right
      case (.some, nil): true
      case (nil, .some): false
      default: lhs.position < rhs.position
      }
    }.map(\.item)
  }

  /// Whether `id` is new; a repeated one is reported (the first one wins).
  private mutating func claim(_ id: FieldID) -> Bool {
    let (inserted, first) = seenIDs.insert(id)
    guard !inserted else { return true }
    // Ids are one whatever their Unicode normalization, as everywhere else.
    let problem: LoadProblem =
      first.utf8.elementsEqual(id.utf8)
      ? .duplicateID(id) : .duplicateIDNormalization(id, first: first)
    diagnostics.append(Diagnostic(problem, field: id))
    return false
  }

  /// A group and its fields, or nothing when it has none.
  private mutating func mapGroup(
    _ dto: FieldDTO, id: FieldID, key: String, order: (value: Int?, problem: Diagnostic.Problem?),
    in context: Context?
  ) -> (item: Item, rank: Int)? {
    var problems = dto.problems
    for (member, given) in FieldWalker.fieldOnlyMembers(dto) where given {
      problems.append(.notForGroup(key: member))
    }
    var section = context?.section
    if context == nil, let named = dto.section {
      if sectionRank[named] != nil {
        section = named
      } else {
        problems.append(.unknownSection(named, suggestion: sectionNames.suggestion(for: named)))
      }
    } else if let named = dto.section {
      problems.append(.sectionInGroup(named))
    }
    let label = dto.label.flatMap { $0.trimmingWhitespace().isEmpty ? nil : $0 }
    if label == nil { problems.append(.missingLabel(fallback: key)) }
    // A group's own condition is checked here, once; its fields hold it joined to theirs,
    // unless it is broken (then each field keeps its own).
    // Inside an item, a group's conditions read its own item, as its fields' do.
    let item = context?.item
    let ownVisibleIf = FieldWalker.ownItem(dto.visibleIf, item)
    let ownEnabledIf = FieldWalker.ownItem(dto.enabledIf, item)
    let names = scan.logicNames
    let visibleIf = ConditionMapper.map(
      ownVisibleIf, key: "visible_if", names: names, problems: &problems)
    let enabledIf = ConditionMapper.map(
      ownEnabledIf, key: "enabled_if", names: names, problems: &problems)
    func usable(_ condition: Condition?, _ json: JSONValue?) -> JSONValue? {
      guard let condition, case .rule = condition.body else { return nil }
      return json
    }
    var inner = Context(
      path: id, depth: (context?.depth ?? -1) + 1, section: section,
      visibleIf: FieldWalker.both(context?.visibleIf, usable(visibleIf, ownVisibleIf)),
      enabledIf: FieldWalker.both(context?.enabledIf, usable(enabledIf, ownEnabledIf)),
      readOnly: (context?.readOnly ?? false) || (dto.readOnly ?? false))
    inner.item = item
    var bounds: ItemBounds?
    if dto.repeats != nil {
      if context?.item != nil {
        problems.append(.nestedRepeat)
      } else {
        let read = FieldWalker.bounds(dto.repeats)
        if let problem = read.problem {
          problems.append(.badRepeat(reason: problem, kept: read.bounds.description))
        }
        bounds = read.bounds
      }
    }
    guard claim(id) else { return nil }
    diagnostics += problems.map { Diagnostic($0, field: id) }
    if let problem = order.problem { diagnostics.append(Diagnostic(problem, field: id)) }
    let rank = context == nil ? section.flatMap { sectionRank[$0] } ?? 0 : 0
    if dto.repeats != nil, context?.item != nil { return nil }
    let group = FieldGroup(
      id: id, key: key, label: FieldWalker.ownItem(label, item) ?? key,
      supportingText: FieldWalker.ownItem(dto.supportingText, item),
      parent: context?.path, depth: inner.depth, visibleIf: visibleIf, enabledIf: enabledIf,
      bounds: bounds)
    guard let bounds else {
      let items = collect(dto.fields ?? [], in: inner)
      guard !items.isEmpty else {
        diagnostics.append(Diagnostic(.emptyGroup, field: id))
        return nil
      }
      return (.group(group, items), rank)
    }
    // A list: its items, each a group of the list's fields, `travellers[1]`…; the fields
    // of the first (or of one not kept, when there are none) say what is wrong with them,
    // once.
    let count = counts[id] ?? bounds.min
    var items: [Item] = []
    for number in 1...max(count, 1) {
      let path = "\(id)[\(number)]"
      var itemContext = Context(
        path: path, depth: inner.depth + 1, section: section, visibleIf: inner.visibleIf,
        enabledIf: inner.enabledIf, readOnly: inner.readOnly)
      itemContext.item = (id, path)
      let reported = diagnostics.count
      let fields = collect(dto.fields ?? [], in: itemContext)
      if number > 1 { diagnostics.removeSubrange(reported...) }
      if number == 1, fields.isEmpty {
        diagnostics.append(Diagnostic(.emptyGroup, field: id))
        return nil
      }
      guard number <= count else { break }
      let item = FieldGroup(
        id: path, key: key, label: "\(label ?? key) \(number)", parent: id,
        depth: inner.depth + 1, item: number)
      items.append(.group(item, fields))
    }
    return (.group(group, items), rank)
  }

  /// The members of a field a group does not read, and whether the group gives each.
  private static func fieldOnlyMembers(_ dto: FieldDTO) -> [(String, Bool)] {
    [
      ("subtype", dto.subtype != nil), ("placeholder", dto.placeholder != nil),
      ("error_message", dto.errorMessage != nil), ("required", dto.required != nil),
      ("max_length", dto.maxLength != nil), ("min_length", dto.minLength != nil),
      ("default_value", dto.defaultValue != nil), ("default_values", dto.defaultValues != nil),
      ("allow_multiple", dto.allowMultiple != nil), ("options", dto.options != nil),
      ("regex", dto.regex != nil), ("link", dto.link != nil), ("min", dto.minimum != nil),
      ("max", dto.maximum != nil), ("min_selections", dto.minSelections != nil),
      ("max_selections", dto.maxSelections != nil), ("required_if", dto.requiredIf != nil),
      ("value", dto.value != nil), ("default_value_from", dto.defaultValueFrom != nil),
      ("options_url", dto.optionsURL != nil), ("options_path", dto.optionsPath != nil),
    ]
  }

  /// Two conditions joined with `and` (either alone when the other is absent).
  private static func both(_ outer: JSONValue?, _ own: JSONValue?) -> JSONValue? {
    guard let outer, outer != .null else { return own }
    guard let own, own != .null else { return outer }
    return .object(JSONObject([("and", .array([outer, own]))]))
  }
}
