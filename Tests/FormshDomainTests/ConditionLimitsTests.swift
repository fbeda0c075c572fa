import FormshDomain
import Testing

/// Hostile condition graphs (docs/form-format.md, "Sections and conditions", issue 14): a chain as
/// long as a form can be, rules nested past the limit, and cycles of every shape. Each loads,
/// evaluates and updates in time linear in its size, and a cycle never hangs: its conditions count
/// as false.
@Suite struct ConditionLimitsTests {
  /// A condition from a rule, or a broken one when the rule is refused (as the mapping does).
  static func condition(_ rule: LogicValue) -> Condition {
    do {
      return Condition(.rule(try LogicRule(rule)), source: rule, text: "")
    } catch {
      return Condition(.broken(reason: error.message), source: rule, text: "")
    }
  }

  /// `{"!!": {"var": ID}}`: shown while `id` has a value (and is shown itself).
  static func filled(_ id: String) -> Condition { condition(["!!": ["var": .string(id)]]) }

  /// A text field, shown when `visibleIf` holds.
  static func field(_ id: String, visibleIf: Condition? = nil, section: String? = nil) -> Field {
    Field(id: id, kind: .text, label: id, section: section, visibleIf: visibleIf)
  }

  static func form(_ fields: [Field], sections: [Section] = []) -> Form {
    Form(title: "Hostile", theme: .standard, fields: fields, sections: sections)
  }

  @Test(
    "a chain of 100,000 fields, each shown when the one before has a value, loads and evaluates")
  func longChain() {
    let count = 100_000
    let fields = (0..<count).map { index in
      Self.field("f\(index)", visibleIf: index == 0 ? nil : Self.filled("f\(index - 1)"))
    }
    let form = Self.form(fields)
    #expect(form.logic.cycles.isEmpty)

    // Nothing filled: only the first is shown.
    var state = form.initialState
    var status = form.status(of: state)
    #expect(status.visible.count { $0 } == 1)
    #expect(status.visible[0] && !status.visible[1])

    // Every field filled but the first: the first empty hides every other (each hidden one
    // reads as null, so the next hides too).
    for index in 1..<count { state["f\(index)"] = .text("x") }
    status = form.status(of: state)
    #expect(status.visible.count { $0 } == 1)

    // The first filled: the whole chain shows, updated from the change alone.
    state["f0"] = .text("x")
    form.logic.update(&status, form, state, changed: "f0")
    #expect(status.visible.allSatisfy { $0 })
    #expect(status == form.status(of: state))

    // A break in the middle hides the rest of the chain, and nothing before it.
    state["f50000"] = .text("")
    form.logic.update(&status, form, state, changed: "f50000")
    #expect(status.visible.count { $0 } == 50_001)
    #expect(status.visible[50_000] && !status.visible[50_001])
  }

  @Test("a rule nested 10,000 deep is refused: the condition is broken and counts as false")
  func deepRule() {
    var rule: LogicValue = ["var": "a"]
    for _ in 0..<10_000 { rule = ["!": [rule]] }
    let deep = Self.condition(rule)
    guard case .broken(let reason) = deep.body else {
      Issue.record("a rule nested 10,000 deep was accepted")
      return
    }
    #expect(reason == LogicError.tooDeep(limit: 512).message)
    let form = Self.form([Self.field("a"), Self.field("b", visibleIf: deep)])
    var state = form.initialState
    state["a"] = .text("x")
    let status = form.status(of: state)
    #expect(status.visible == [true, false])
    #expect(status.visibleOutcome[1] == .unusable(reason))
  }

  /// Cycles of many shapes, each with what the form's diagnostics should say; a field that
  /// reads a field on a cycle hides with it.
  struct Shape: CustomTestStringConvertible, Sendable {
    let name: String
    let fields: @Sendable () -> [Field]
    let sections: @Sendable () -> [Section]
    /// How many cycles the form has.
    let cycles: Int
    var testDescription: String { name }

    init(
      _ name: String, cycles: Int, sections: @escaping @Sendable () -> [Section] = { [] },
      _ fields: @escaping @Sendable () -> [Field]
    ) {
      self.name = name
      self.cycles = cycles
      self.sections = sections
      self.fields = fields
    }
  }

  static let shapes: [Shape] = [
    Shape("a field that reads itself", cycles: 1) {
      [field("a", visibleIf: filled("a")), field("after", visibleIf: filled("a"))]
    },
    Shape("two fields that read each other", cycles: 1) {
      [field("a", visibleIf: filled("b")), field("b", visibleIf: filled("a"))]
    },
    Shape("a ring of 10,000 fields", cycles: 1) {
      (0..<10_000).map { field("r\($0)", visibleIf: filled("r\(($0 + 1) % 10_000)")) }
    },
    Shape(
      "a field of a section that the section reads", cycles: 1,
      sections: { [Section(id: "s", title: "S", visibleIf: filled("inner"))] }
    ) {
      [field("inner", section: "s")]
    },
    Shape(
      "two sections that read each other's fields", cycles: 1,
      sections: {
        [
          Section(id: "s", title: "S", visibleIf: filled("t1")),
          Section(id: "t", title: "T", visibleIf: filled("s1")),
        ]
      }
    ) {
      [field("s1", section: "s"), field("t1", section: "t")]
    },
    Shape("three disjoint cycles", cycles: 3) {
      [
        field("a", visibleIf: filled("a")),
        field("b1", visibleIf: filled("b2")), field("b2", visibleIf: filled("b1")),
        field("c1", visibleIf: filled("c2")), field("c2", visibleIf: filled("c3")),
        field("c3", visibleIf: filled("c1")),
      ]
    },
    Shape("50 fields each reading all the others", cycles: 1) {
      (0..<50).map { index in
        let others: [LogicValue] = (0..<50).filter { $0 != index }.map {
          ["var": .string("k\($0)")]
        }
        return field("k\(index)", visibleIf: condition(["or": .array(others)]))
      }
    },
    Shape("a condition that may read any field ({\"var\": \"\"})", cycles: 1) {
      [field("any", visibleIf: condition(["!!": ["var": ""]])), field("plain")]
    },
    Shape("a cycle with long tails in and out", cycles: 1) {
      let tailIn = (0..<1_000).map {
        field("in\($0)", visibleIf: $0 == 0 ? nil : filled("in\($0 - 1)"))
      }
      let loop = [
        field("x", visibleIf: condition(["and": [["var": "y"], ["var": "in999"]]])),
        field("y", visibleIf: filled("x")),
      ]
      let tailOut = (0..<1_000).map {
        field("out\($0)", visibleIf: filled($0 == 0 ? "y" : "out\($0 - 1)"))
      }
      return tailIn + loop + tailOut
    },
  ]

  @Test("a cycle is found, counts as false, and never hangs", arguments: shapes)
  func cycles(shape: Shape) {
    let fields = shape.fields()
    let form = Self.form(fields, sections: shape.sections())
    #expect(form.logic.cycles.count == shape.cycles, "\(form.logic.cycles)")
    // Every value filled: the conditions on a cycle still count as false.
    var state = form.initialState
    for field in fields { state[field.id] = .text("x") }
    var status = form.status(of: state)
    for (position, outcome) in status.visibleOutcome.enumerated() {
      if case .unusable(let reason)? = outcome {
        #expect(reason.hasPrefix("it is on a cycle of "))
        #expect(!status.visible[position])
      }
    }
    #expect(status.visible.contains(false))
    // Changing any field updates as a full evaluation would, without looping.
    for field in fields.prefix(20) {
      state[field.id] = .text("")
      form.logic.update(&status, form, state, changed: field.id)
      #expect(status == form.status(of: state))
    }
  }

  @Test("a ring of 10,000 fields is named whole once, and by its start under each field")
  func ringNamedWhole() {
    let count = 10_000
    let form = Self.form(
      (0..<count).map { Self.field("r\($0)", visibleIf: Self.filled("r\(($0 + 1) % count)")) })
    let names = (0..<count).map { "r\($0)" } + ["r0"]
    #expect(form.logic.cycles == [names.joined(separator: " → ")])
    // Each field on it says so by the cycle's start (show --all prints it under each).
    let status = form.status(of: form.initialState)
    #expect(
      status.visibleOutcome[5]
        == .unusable("it is on a cycle of 10000 conditions: r0 → r1 → r2 → r3 → …"))
  }

  /// `count` fields each shown when "zz" is in the text field `t`, and a rule of the same.
  static func searching(_ count: Int) -> Form {
    let contains: LogicValue = ["in": ["zz", ["var": "t"]]]
    let fields =
      [Self.field("t")] + (0..<count).map { Self.field("s\($0)", visibleIf: condition(contains)) }
    return Form(
      title: "Costly", theme: .standard, fields: fields,
      rules: [CrossFieldRule(check: condition(["!": contains]), message: "no zz", fields: ["t"])])
  }

  @Test(
    "a form's conditions share a budget: past it, the rest are unfinished and the values cannot pass (issue 26 §8)"
  )
  func formBudget() {
    // Each condition searches 100 KB: 100,000 steps; 120 of them pass the 10 million.
    let form = Self.searching(120)
    var state = form.initialState
    state["t"] = .text(String(repeating: "é", count: 50_000))
    let status = form.status(of: state)
    guard case .fieldVisible(let position)? = status.unfinished else {
      Issue.record("every condition was evaluated: \(String(describing: status.unfinished))")
      return
    }
    // The ones before ran and hid their fields; from there on none is known.
    #expect(position > 90 && position < 110)
    #expect(status.visibleOutcome[position - 1] == .fails)
    let reason =
      "Over Budget: the form's conditions and computed values take more than 10000000 steps together on these values"
    #expect(status.visibleOutcome[position] == .unfinished(reason))
    #expect(status.visibleOutcome[120] == .unfinished(reason))
    #expect(status.ruleOutcome[0] == .unfinished(reason))
    #expect(!status.wasInterrupted)
    // Never an answer: validation fails on the form, naming the first condition left.
    let failures = ValidateForm(form: form)(state, status: status)
    #expect(failures.map(\.field) == [CrossFieldRule.formWide])
    #expect(
      failures.first?.message
        == "visible_if of \(form.fields[position].id) was not evaluated: \(reason)")
    // Reported once: the first left unfinished (the rest are left for the same reason).
    #expect(status.evaluationErrors.map(\.site) == [.fieldVisible(position)])

    // A change works everything out again: with a short text, every condition finishes.
    var updated = status
    state["t"] = .text("a zz b")
    form.logic.update(&updated, form, state, changed: "t")
    #expect(updated.unfinished == nil)
    #expect(updated == form.status(of: state))
    #expect(updated.visible.allSatisfy { $0 })
    #expect(ValidateForm(form: form)(state, status: updated).map(\.field) == ["t"])
  }

  @Test("a condition that runs out of its own budget is unfinished, not false")
  func conditionBudget() {
    // 1.2 MB searched in one condition: past its million steps.
    let form = Self.searching(1)
    var state = form.initialState
    state["t"] = .text(String(repeating: "a", count: 1_200_000))
    let status = form.status(of: state)
    #expect(status.unfinished == .fieldVisible(1))
    #expect(
      status.visibleOutcome[1] == .unfinished(LogicError.overBudget(limit: 1_000_000).message))
    #expect(
      ValidateForm(form: form)(state, status: status).first?.message
        == "visible_if of s0 was not evaluated: Over Budget: the evaluation takes more than 1000000 steps"
    )
  }
}
