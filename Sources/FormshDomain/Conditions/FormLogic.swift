/// How a form's conditions are evaluated: planned once, when the form is made.
///
/// Visibility is a graph. A field's `visibleIf` reads other fields, whose values count only
/// while they are shown and enabled (a hidden or disabled field reads as null), and a field
/// is hidden with its section; so each visibility depends on the visibility of what it reads.
/// A field's `enabledIf` is worked out with its visibility, at the same node: what it reads
/// is part of what the node reads. Visibilities are
/// worked out in dependency order; a cycle makes every condition on it count as false (the
/// form's diagnostics name it). Required conditions and cross-field rules read the values
/// the settled visibility leaves, and nothing depends on them.
///
/// After a change only what is downstream of the changed field is evaluated again: the
/// visibility of the nodes that read it (and of what reads those), then the required
/// conditions and rules that read the field or a field whose visibility flipped.
///
/// A condition that reads a whole group (`{"var": "travellers"}`) reads a node of the group,
/// which reads the group's members (`GroupTree`): one edge however many items a list has,
/// so that planning a form whose thousand items each read their list stays linear.
public struct FormLogic: Sendable {
  /// Visibility nodes: fields (by render position), then sections (by the form's order),
  /// then groups (by their offset in `Form.groups`), which only pass on what they hold.
  private let fieldCount: Int
  /// The first group node.
  private let groupBase: Int
  /// The visibility nodes with a condition to work out (theirs or their section's), each
  /// after every node it reads.
  private let order: [Int]
  /// The visibility nodes that read each node.
  private let dependents: [[Int]]
  /// What each node on a cycle gives instead of evaluating its condition: one outcome per
  /// cycle, made once and shared by its nodes (a ring of 10,000 fields must not copy its
  /// names for each of them on every change, nor print them under each).
  private let cycleOf: [Int: ConditionOutcome]
  /// Whether each visibility node has a condition of its own (a field's `visible_if`, a
  /// section's), and whether it is on a cycle: read for every record, without a lookup.
  private let ownCondition: [Bool]
  private let onCycle: [Bool]
  /// Whether each field (by render position) has an `enabledIf`.
  private let ownEnabled: [Bool]
  /// Whether a visibility node (a field by render position, then the sections) is on a
  /// cycle, so that its condition only ever counts as false.
  package func isOnCycle(_ node: Int) -> Bool { cycleOf[node] != nil }

  /// The cycles found, each in words: its nodes (`id`, `section ID`) in the order each reads
  /// the next, back to the first (`a → b → a`).
  public let cycles: [String]
  /// The checks (required conditions, rules) that read each field, or each group (by its
  /// node), whole.
  private let checksReading: [[Check]]
  /// The checks that may read any field.
  private let checksReadingAll: [Check]
  /// Every check, in order.
  private let checks: [Check]
  /// Whether a rule of the form's own (one naming no field) reads the field, by render
  /// position: a change to such a field clears the form's error on show.
  let readByFormRule: [Bool]
  /// Whether the form has any condition or rule at all (when not, nothing is evaluated).
  public let isEmpty: Bool
  /// The position of each field's section, by render position.
  private let sectionOf: [Int?]
  /// The fields some condition reads, by render position: only their values are given to
  /// the conditions.
  package let readPositions: [Int]
  /// The conditions that may read a secure field: an error evaluating one names the types
  /// of the values it met, never the values (`NaN: a string cannot be compared with 5`).
  private let readingSecrets: Set<ConditionSite>

  /// A condition that does not decide visibility.
  private enum Check: Hashable {
    /// A field's `requiredIf`, by render position.
    case fieldRequired(Int)
    /// A section's `requiredIf`, by position.
    case sectionRequired(Int)
    /// A cross-field rule, by position.
    case rule(Int)
  }

  /// The plan for a form's conditions.
  init(
    fields: [Field], sections: [Section], rules: [CrossFieldRule], index: [FieldID: Int],
    groups: [FieldGroup] = [], tree: GroupTree? = nil
  ) {
    fieldCount = fields.count
    let groupBase = fields.count + sections.count
    self.groupBase = groupBase
    let sectionIndex = Dictionary(
      sections.enumerated().map { ($0.element.id, fields.count + $0.offset) },
      uniquingKeysWith: { first, _ in first })
    sectionOf = fields.map { field in
      field.section.flatMap { sectionIndex[$0] }.map { $0 - fields.count }
    }
    // The nodes a condition reads: a field's, or a group's node for a group read whole.
    func reads(_ condition: Condition?) -> [Int] {
      guard let condition else { return [] }
      if condition.readsEverything { return Array(fields.indices) }
      return condition.reads.compactMap { index[$0] }
        + condition.groupReads.compactMap { id in tree?.index[id].map { groupBase + $0 } }
    }
    // What each node's visibility reads: a field its condition's fields and its section, a
    // section its condition's fields, a group its members.
    var needs = [[Int]](repeating: [], count: groupBase + groups.count)
    var conditional = [Bool](repeating: false, count: needs.count)
    for (position, field) in fields.enumerated() {
      needs[position] = reads(field.visibleIf) + reads(field.enabledIf)
      conditional[position] = field.visibleIf != nil || field.enabledIf != nil
      if let section = field.section.flatMap({ sectionIndex[$0] }) {
        needs[position].append(section)
        conditional[position] =
          conditional[position] || sections[section - fields.count].visibleIf != nil
      }
    }
    for (offset, section) in sections.enumerated() {
      needs[fields.count + offset] = reads(section.visibleIf)
      conditional[fields.count + offset] = section.visibleIf != nil
    }
    if let tree {
      for (offset, members) in tree.members.enumerated() {
        needs[groupBase + offset] = members.map { member in
          switch member {
          case .field(let position): position
          case .group(let inner): groupBase + inner
          }
        }
      }
    }
    var dependents = [[Int]](repeating: [], count: needs.count)
    for (node, read) in needs.enumerated() {
      for dependency in read { dependents[dependency].append(node) }
    }
    self.dependents = dependents

    let components = FormLogic.stronglyConnected(needs)
    var cycleOf: [Int: ConditionOutcome] = [:]
    var cycles: [String] = []
    func name(_ node: Int) -> String {
      if node < fields.count { return fields[node].id }
      if node < groupBase { return "section \(sections[node - fields.count].id)" }
      return groups[node - groupBase].id
    }
    for component in components
    where component.count > 1 || needs[component[0]].contains(component[0]) {
      let names = FormLogic.cycleOrder(component, needs).map(name)
      let text = FormLogic.cycleText(component, needs, name: name)
      // Each field on the cycle shows this (`show --all`, `why`): a long cycle is named by
      // its start, and the diagnostics name it whole.
      let outcome = ConditionOutcome.unusable(
        component.count <= 8
          ? "it is on a cycle of conditions: \(text)"
          : "it is on a cycle of \(component.count) conditions: "
            + (names.prefix(4) + ["…"]).joined(separator: " → "))
      for node in component { cycleOf[node] = outcome }
      cycles.append(text)
    }
    self.cycleOf = cycleOf
    onCycle = needs.indices.map { cycleOf[$0] != nil }
    ownCondition =
      fields.map { $0.visibleIf != nil } + sections.map { $0.visibleIf != nil }
      + groups.map { _ in false }
    ownEnabled = fields.map { $0.enabledIf != nil }
    self.cycles = cycles
    // Tarjan gives components in reverse topological order of `needs`' edges: what a node
    // reads comes first. Nodes without a condition stay shown and need no place.
    order = components.flatMap { $0 }.filter { conditional[$0] }

    var checks: [(Check, Condition)] = []
    for (position, field) in fields.enumerated() {
      if let condition = field.requiredIf { checks.append((.fieldRequired(position), condition)) }
    }
    for (position, section) in sections.enumerated() {
      if let condition = section.requiredIf {
        checks.append((.sectionRequired(position), condition))
      }
    }
    for (position, rule) in rules.enumerated() { checks.append((.rule(position), rule.check)) }
    var checksReading = [[Check]](repeating: [], count: needs.count)
    var checksReadingAll: [Check] = []
    for (check, condition) in checks {
      if condition.readsEverything {
        checksReadingAll.append(check)
      } else {
        for node in reads(condition) { checksReading[node].append(check) }
      }
    }
    self.checks = checks.map(\.0)
    self.checksReading = checksReading
    self.checksReadingAll = checksReadingAll
    func formWide(_ check: Check) -> Bool {
      if case .rule(let position) = check { rules[position].fields.isEmpty } else { false }
    }
    let anyFieldRead = checksReadingAll.contains(where: formWide)
    readByFormRule = fields.indices.map { position in
      anyFieldRead || checksReading[position].contains(where: formWide)
        || (tree?.groups(holding: position) ?? []).contains {
          checksReading[groupBase + $0].contains(where: formWide)
        }
    }
    isEmpty = order.isEmpty && checks.isEmpty
    // The fields read: each group's once, however many conditions read it.
    var read = Set<Int>()
    var groupsRead = Set<Int>()
    var readingSecrets = Set<ConditionSite>()
    var holdsSecret = [Bool?](repeating: nil, count: groups.count)
    func secret(_ node: Int) -> Bool {
      if node < fields.count { return fields[node].kind.isSecret }
      let group = node - groupBase
      if let known = holdsSecret[group] { return known }
      let found = tree!.ranges[group].contains { fields[$0].kind.isSecret }
      holdsSecret[group] = found
      return found
    }
    for (site, condition) in FormLogic.conditions(fields, sections, rules) {
      let nodes = reads(condition)
      for node in nodes {
        if node < fields.count { read.insert(node) } else { groupsRead.insert(node - groupBase) }
      }
      if nodes.contains(where: secret) { readingSecrets.insert(site) }
    }
    for group in groupsRead { read.formUnion(tree!.ranges[group]) }
    readPositions = read.sorted()
    self.readingSecrets = readingSecrets
  }

  /// Every condition of a form with its site, in the form's order: each field's
  /// `visible_if`, `enabled_if` and `required_if`, each section's, then the rules' checks.
  /// The one list whatever plans, compiles or reads the conditions goes through
  /// (`Form.conditions`).
  static func conditions(
    _ fields: [Field], _ sections: [Section], _ rules: [CrossFieldRule]
  ) -> [(site: ConditionSite, condition: Condition)] {
    var all: [(ConditionSite, Condition)] = []
    for (position, field) in fields.enumerated() {
      if let condition = field.visibleIf { all.append((.fieldVisible(position), condition)) }
      if let condition = field.enabledIf { all.append((.fieldEnabled(position), condition)) }
      if let condition = field.requiredIf { all.append((.fieldRequired(position), condition)) }
    }
    for (position, section) in sections.enumerated() {
      if let condition = section.visibleIf { all.append((.sectionVisible(position), condition)) }
      if let condition = section.requiredIf {
        all.append((.sectionRequired(position), condition))
      }
    }
    for (position, rule) in rules.enumerated() { all.append((.rule(position), rule.check)) }
    return all
  }

  /// The status of a form's values, every condition evaluated, on a budget of its own.
  public func evaluate(_ form: Form, _ state: FormState) -> FormStatus {
    var budget = LogicBudget()
    return evaluate(form, state, budget: &budget)
  }

  /// The same, on `budget`, which the conditions share with the other evaluations of the
  /// same work (a load's or an edit's computed values).
  public func evaluate(_ form: Form, _ state: FormState, budget: inout LogicBudget) -> FormStatus {
    evaluate(form, budget: &budget) { state[$1.id] }
  }

  /// The status of values given by position (`value(position, field)`; `nil` for the
  /// field's empty value), every condition evaluated.
  public func evaluate(
    _ form: Form, budget: inout LogicBudget, value: (Int, Field) -> FormValue?
  ) -> FormStatus {
    var status = FormStatus(form: form)
    guard !isEmpty else { return status }
    var data = ConditionData(form: form, reading: readPositions, value: value, visible: nil)
    evaluate(form, &status, &data, budget: &budget)
    return status
  }

  /// Evaluates every condition into `status` (which must be the form's), each answered by
  /// `answers` on the values of `readPositions`, every field shown to begin with; reuses
  /// both (a batch fill keeps one of each for all its records). The reference answers are
  /// `ConditionData`'s (the evaluator on the form's values); batch fill gives answers of its
  /// own, compiled from the evaluator's, to the same plan. Once `budget` is spent, the
  /// conditions left are `.unfinished`: a form of many costly conditions (a thousand
  /// fields, each reading all those before it) costs a bounded time, and says so.
  package func evaluate<Answers: ConditionAnswers>(
    _ form: Form, _ status: inout FormStatus, _ answers: inout Answers,
    budget: inout LogicBudget
  ) {
    status.reset(form)
    for node in order { settle(node, form, &status, &answers, &budget) }
    for check in checks { run(check, form, &status, &answers, &budget) }
    settleRequired(form, &status)
  }

  /// The status after the field `changed` took a new value in `state`: only the conditions
  /// downstream of it are evaluated again.
  public func update(
    _ status: inout FormStatus, _ form: Form, _ state: FormState, changed: FieldID
  ) {
    guard let start = form.position(of: changed) else { return }
    var budget = LogicBudget()
    update(&status, form, state, changed: [start], budget: &budget)
  }

  /// The status after the fields at `changed` (render positions) took new values in
  /// `state`: only the conditions downstream of them are evaluated again, on `budget`;
  /// those of the fields at `settling` too (fields new to the form: an item just added,
  /// whose status `status` holds as shown and required as the form says).
  public func update(
    _ status: inout FormStatus, _ form: Form, _ state: FormState, changed: [Int],
    settling: [Int] = [], budget: inout LogicBudget
  ) {
    guard !isEmpty, !changed.isEmpty || !settling.isEmpty else { return }
    // What was left unfinished last time may be anywhere: everything is worked out again.
    guard status.unfinished == nil else {
      status = evaluate(form, state, budget: &budget)
      return
    }
    var affected = Set(settling)
    var pending = changed.flatMap { dependents[$0] } + settling.flatMap { dependents[$0] }
    while let node = pending.popLast() {
      guard affected.insert(node).inserted else { continue }
      pending += dependents[node]
    }
    var data = ConditionData(
      form: form, reading: readPositions, value: { state[$1.id] },
      visible: status.visible.indices.map(status.isActive))
    var touched = changed + settling
    for node in order where affected.contains(node) {
      let wasActive = node < fieldCount ? status.isActive(node) : nil
      settle(node, form, &status, &data, &budget)
      if let wasActive, wasActive != status.isActive(node) { touched.append(node) }
    }
    var due = Set(checksReadingAll)
    for field in touched {
      due.formUnion(checksReading[field])
      for group in form.tree.isEmpty ? [] : form.tree.groups(holding: field) {
        due.formUnion(checksReading[groupBase + group])
      }
    }
    for check in checks where due.contains(check) { run(check, form, &status, &data, &budget) }
    settleRequired(form, &status)
  }

  /// What a condition gives as one of those evaluated together: `.unfinished` once their
  /// budget is spent; the first unfinished one is noted in `status`.
  private func outcome<Answers: ConditionAnswers>(
    at site: ConditionSite, _ form: Form, _ answers: inout Answers,
    _ status: inout FormStatus, _ budget: inout LogicBudget
  ) -> ConditionOutcome {
    let outcome: ConditionOutcome =
      if let spent = budget.exhaustion {
        .unfinished(spent)
      } else {
        answers.outcome(
          at: site, in: form, budget: &budget,
          quotingValues: readingSecrets.isEmpty || !readingSecrets.contains(site))
      }
    if case .unfinished(let reason) = outcome { status.noteUnfinished(site, reason) }
    return outcome
  }

  /// Works out one node's visibility (and a field's being enabled, when it is shown); a
  /// hidden or disabled field then reads as null.
  private func settle<Answers: ConditionAnswers>(
    _ node: Int, _ form: Form, _ status: inout FormStatus, _ answers: inout Answers,
    _ budget: inout LogicBudget
  ) {
    func evaluated(_ site: ConditionSite, _ has: Bool) -> ConditionOutcome? {
      guard has else { return nil }
      if onCycle[node] { return cycleOf[node] }
      return outcome(at: site, form, &answers, &status, &budget)
    }
    if node < fieldCount {
      let sectionShown = sectionOf[node].map { status.sectionVisible[$0] } ?? true
      let own = evaluated(.fieldVisible(node), ownCondition[node])
      status.visibleOutcome[node] = own
      status.visible[node] = sectionShown && (own?.isTrue ?? true)
      let enabled = status.visible[node] ? evaluated(.fieldEnabled(node), ownEnabled[node]) : nil
      status.enabledOutcome[node] = enabled
      status.enabled[node] = enabled?.isTrue ?? true
      answers.show(node, status.isActive(node))
    } else {
      let position = node - fieldCount
      let own = evaluated(.sectionVisible(position), ownCondition[node])
      status.sectionOutcome[position] = own
      status.sectionVisible[position] = own?.isTrue ?? true
    }
  }

  /// Evaluates a required condition or a rule on the values as visibility leaves them.
  private func run<Answers: ConditionAnswers>(
    _ check: Check, _ form: Form, _ status: inout FormStatus, _ answers: inout Answers,
    _ budget: inout LogicBudget
  ) {
    // Each outcome is worked out before it is stored: working it out may note it in `status`.
    switch check {
    case .fieldRequired(let position):
      let result = outcome(at: .fieldRequired(position), form, &answers, &status, &budget)
      status.requiredOutcome[position] = result
    case .sectionRequired(let position):
      let result = outcome(at: .sectionRequired(position), form, &answers, &status, &budget)
      status.sectionRequiredOutcome[position] = result
    case .rule(let position):
      let result = outcome(at: .rule(position), form, &answers, &status, &budget)
      status.ruleOutcome[position] = result
    }
  }

  /// Whether each field is required now: shown and enabled, and required by the form, its
  /// own condition or its section's.
  private func settleRequired(_ form: Form, _ status: inout FormStatus) {
    for (position, field) in form.fields.enumerated() {
      let bySection = sectionOf[position].map {
        status.sectionRequiredOutcome[$0]?.isTrue ?? false
      }
      status.required[position] =
        status.isActive(position)
        && (field.isRequired || status.requiredOutcome[position]?.isTrue ?? false
          || bySection ?? false)
    }
  }

  /// A cycle in words: its nodes in the order each reads the next, back to the first
  /// (`a → b → a`); or, when no one path goes round them all, each of them.
  static func cycleText(_ component: [Int], _ needs: [[Int]], name: (Int) -> String) -> String {
    let path = cycleOrder(component, needs)
    let names = path.map(name)
    if path.count == component.count && needs[path[path.count - 1]].contains(path[0]) {
      return (names + [names[0]]).joined(separator: " → ")
    }
    guard component.count > 8 else {
      return component.sorted().map(name).joined(separator: ", ") + " (they read each other)"
    }
    // A large knot (a thousand items each reading their list) is named by one loop through
    // its first node, and counted: its text stays short whatever its size.
    let loop = shortestLoop(component, needs)
    return (loop + [loop[0]]).map(name).joined(separator: " → ")
      + " (and \(component.count - loop.count) more that read each other)"
  }

  /// The shortest path from the first node of a cycle back to it, its nodes in order.
  private static func shortestLoop(_ component: [Int], _ needs: [[Int]]) -> [Int] {
    let members = Set(component)
    let first = component.min()!
    var reachedFrom: [Int: Int] = [:]
    var queue = [first]
    var next = 0
    while next < queue.count {
      let node = queue[next]
      next += 1
      for successor in needs[node] where members.contains(successor) {
        if successor == first {
          var path = [node]
          while let previous = reachedFrom[path[path.count - 1]] { path.append(previous) }
          return path.reversed()
        }
        guard reachedFrom[successor] == nil, successor != first else { continue }
        reachedFrom[successor] = node
        queue.append(successor)
      }
    }
    return [first]
  }

  /// The nodes of a cycle in the order one reads the next, from the first in the form.
  private static func cycleOrder(_ component: [Int], _ needs: [[Int]]) -> [Int] {
    let members = Set(component)
    let first = component.min()!
    var path = [first]
    var seen: Set<Int> = [first]
    var node = first
    while let next = needs[node].first(where: { members.contains($0) && !seen.contains($0) }) {
      path.append(next)
      seen.insert(next)
      node = next
    }
    return path
  }

  /// Tarjan's strongly connected components of a graph given as each node's successors,
  /// iteratively (a long chain of conditions must not exhaust the stack). Components come
  /// out successors first.
  static func stronglyConnected(_ successors: [[Int]]) -> [[Int]] {
    let count = successors.count
    var index = [Int](repeating: -1, count: count)
    var low = [Int](repeating: 0, count: count)
    var onStack = [Bool](repeating: false, count: count)
    var stack: [Int] = []
    var components: [[Int]] = []
    var next = 0
    for root in 0..<count where index[root] < 0 {
      var work: [(node: Int, edge: Int)] = [(root, 0)]
      index[root] = next
      low[root] = next
      next += 1
      stack.append(root)
      onStack[root] = true
      while let (node, edge) = work.last {
        if edge < successors[node].count {
          work[work.count - 1].edge += 1
          let successor = successors[node][edge]
          if index[successor] < 0 {
            index[successor] = next
            low[successor] = next
            next += 1
            stack.append(successor)
            onStack[successor] = true
            work.append((successor, 0))
          } else if onStack[successor] {
            low[node] = min(low[node], index[successor])
          }
          continue
        }
        work.removeLast()
        if let parent = work.last?.node { low[parent] = min(low[parent], low[node]) }
        guard low[node] == index[node] else { continue }
        var component: [Int] = []
        while let member = stack.popLast() {
          onStack[member] = false
          component.append(member)
          if member == node { break }
        }
        components.append(component)
      }
    }
    return components
  }
}
