/// A form's conditions when every one of them has a fast shape (`FastCondition`) and none is
/// on a cycle or broken: the plan of `FormLogic` with each condition compiled against field
/// positions. A batch fill works out each record's visibility, required fields and rules with
/// it, and falls back on `FormLogic.evaluate` for a record it cannot answer. A class, so that
/// filling a record takes one reference to it rather than one to each of its arrays.
final class FastLogic: Sendable {
  /// A visibility node to work out, in `FormLogic`'s order: a field (by render position) or
  /// a section (by position), its condition's root in `program` (`-1`: none of its own) and,
  /// for a field, its section's position (`-1`: none).
  struct Step: Sendable {
    var isSection: Bool
    var position: Int32
    var condition: Int32
    var section: Int32
  }

  /// Every condition of the form.
  let program: FastProgram
  let steps: [Step]
  /// Fields' `requiredIf` (by render position) and sections' (by position), with the root of
  /// each condition.
  let fieldRequired: [(position: Int32, condition: Int32)]
  let sectionRequired: [(position: Int32, condition: Int32)]
  /// For each of `fieldRequired`, the most work its condition can count
  /// (`FastProgram.maximumWork`), or `nil` when that depends on the record.
  let fieldRequiredWork: [Int?]
  /// The root of each rule's check, in the form's order.
  let rules: [Int32]
  /// Each field's section position, by render position (`-1`: none).
  let sectionOf: [Int32]
  /// Whether each field is required by the form itself.
  let formRequired: [Bool]
  /// How each field reads, and its options' count and longest id, for `byteProgram`.
  private let readings: [FastReading]
  private let options: [(count: Int, longest: Int)]

  /// The fast plan, or `nil` when some condition has another shape.
  init?(
    fields: [Field], sections: [Section], rules: [CrossFieldRule], order: [Int],
    sectionOf: [Int?], index: [FieldID: Int]
  ) {
    var program = FastProgram()
    /// The root of a condition's program; `-1` for none; `nil` when it has no fast shape.
    func compile(_ condition: Condition?) -> Int32? {
      guard let condition else { return -1 }
      guard case .rule(let rule) = condition.body,
        let fast = FastCondition(rule, position: { index[$0] })
      else { return nil }
      return program.append(fast)
    }
    var steps: [Step] = []
    for node in order {
      if node < fields.count {
        guard let own = compile(fields[node].visibleIf) else { return nil }
        steps.append(
          Step(
            isSection: false, position: Int32(node), condition: own,
            section: Int32(sectionOf[node] ?? -1)))
      } else {
        let position = node - fields.count
        guard let own = compile(sections[position].visibleIf) else { return nil }
        steps.append(Step(isSection: true, position: Int32(position), condition: own, section: -1))
      }
    }
    var fieldRequired: [(Int32, Int32)] = []
    for (position, field) in fields.enumerated() where field.requiredIf != nil {
      guard let root = compile(field.requiredIf) else { return nil }
      fieldRequired.append((Int32(position), root))
    }
    var sectionRequired: [(Int32, Int32)] = []
    for (position, section) in sections.enumerated() where section.requiredIf != nil {
      guard let root = compile(section.requiredIf) else { return nil }
      sectionRequired.append((Int32(position), root))
    }
    var rootsOfRules: [Int32] = []
    for rule in rules {
      guard let root = compile(rule.check) else { return nil }
      rootsOfRules.append(root)
    }
    self.program = program
    self.steps = steps
    self.fieldRequired = fieldRequired
    let readings = fields.map(FastReading.init)
    let options = fields.map { field in
      let given = field.defaultValue.selection ?? []
      let ids = field.options.map(\.id) + given
      return (
        count: max(field.options.count, given.count),
        longest: ids.map(\.utf8.count).max() ?? 0
      )
    }
    fieldRequiredWork = fieldRequired.map { _, root in
      program.maximumWork(root, readings: readings, options: options)
    }
    self.sectionRequired = sectionRequired
    self.rules = rootsOfRules
    self.sectionOf = sectionOf.map { Int32($0 ?? -1) }
    formRequired = fields.map(\.isRequired)
    self.readings = readings
    self.options = options
  }

  /// Works out `verdict` from `values` (each read field's value, by render position; a field
  /// found hidden reads as null from then on). `false` when some condition needs the full
  /// evaluator; `verdict` is then incomplete.
  ///
  /// `filled` (by render position, or empty) marks the fields whose value is known not to be
  /// empty, for a caller to whom a field's being required matters only when it is empty (a
  /// batch fill): their `required_if` is not worked out, and they read as not required by it.
  /// The most work the condition could have counted is counted instead (and a condition whose
  /// work depends on the record is worked out), so that the work counted never falls short
  /// of the work done without `filled`.
  func evaluate<Operands: FastOperands>(
    _ values: consuming Operands, into verdict: inout ConditionVerdict, filled: [Bool] = []
  ) -> Bool {
    // The record's values move into the operands (no copy of the references they hold); the
    // flags they read are set once the buffer is at hand.
    var decider = ProgramDecider(
      program: program,
      values: ShownOperands(base: values, shown: UnsafeMutableBufferPointer(start: nil, count: 0))
    )
    return filled.withUnsafeBufferPointer { decide(&decider, into: &verdict, filled: $0) }
  }

  /// The conditions for batch fill's byte path (`ByteProgram`), when they all have its
  /// shapes: only when all of them together stay within the budget whatever the record, so
  /// that each answers alone as it would among the others. Made for a fill, not when the form
  /// is loaded (its tables take a moment).
  func byteProgram(fields: [Field]) -> ByteProgram? {
    let roots =
      steps.map(\.condition) + fieldRequired.map(\.1) + sectionRequired.map(\.1) + rules
    var most = 0
    for root in roots where root >= 0 {
      guard let work = program.maximumWork(root, readings: readings, options: options) else {
        return nil
      }
      most += work
    }
    guard most <= FastProgram.budget else { return nil }
    return ByteProgram(program, roots: roots, fields: fields, readings: readings)
  }

  /// The same as `evaluate` on batch fill's byte path: the values as `readings` index them,
  /// each condition answered by `program` (`byteProgram`), `readings.filled` as `filled`.
  func evaluate(
    _ readings: ByteReadings, with program: ByteProgram, into verdict: inout ConditionVerdict
  ) -> Bool {
    var decider = ByteDecider(
      program: program, index: UnsafeBufferPointer(readings.index),
      numbers: UnsafeBufferPointer(readings.numbers))
    return decide(&decider, into: &verdict, filled: UnsafeBufferPointer(readings.filled))
  }

  /// Works out `verdict` with `decider` answering each condition.
  @inline(__always)
  private func decide<Decider: FastDecider>(
    _ decider: inout Decider, into verdict: inout ConditionVerdict,
    filled: UnsafeBufferPointer<Bool>
  ) -> Bool {
    let fieldCount = verdict.fieldCount
    let sectionCount = verdict.sectionCount
    let requiredStart = verdict.requiredStart
    let sectionVisibleStart = verdict.sectionVisibleStart
    let sectionRequiredStart = verdict.sectionRequiredStart
    let rulesStart = verdict.rulesStart
    return verdict.flags.withUnsafeMutableBufferPointer { flags in
      var work = 0
      for position in 0..<fieldCount { flags[position] = true }
      for position in 0..<sectionCount { flags[sectionVisibleStart + position] = true }
      for step in steps {
        let position = Int(step.position)
        guard !step.isSection else {
          guard step.condition >= 0 else { continue }
          guard let holds = decider.holds(step.condition, flags, &work) else { return false }
          flags[sectionVisibleStart + position] = holds
          continue
        }
        var shown = step.section < 0 || flags[sectionVisibleStart + Int(step.section)]
        // Under a hidden section the field's own condition cannot change the answer.
        if shown, step.condition >= 0 {
          guard let holds = decider.holds(step.condition, flags, &work) else { return false }
          shown = holds
        }
        flags[position] = shown
      }
      for (position, root) in sectionRequired {
        guard let holds = decider.holds(root, flags, &work) else { return false }
        flags[sectionRequiredStart + Int(position)] = holds
      }
      if sectionCount == 0 {
        for position in 0..<fieldCount {
          flags[requiredStart + position] = flags[position] && formRequired[position]
        }
      } else {
        for position in 0..<fieldCount {
          let section = Int(sectionOf[position])
          flags[requiredStart + position] =
            flags[position]
            && (formRequired[position] || (section >= 0 && flags[sectionRequiredStart + section]))
        }
      }
      // A condition can only make a shown field required that is not required already.
      for (entry, (position, root)) in fieldRequired.enumerated() {
        let position = Int(position)
        guard flags[position], !flags[requiredStart + position] else { continue }
        if !filled.isEmpty, filled[position], let most = fieldRequiredWork[entry] {
          work += most
          guard work <= FastProgram.budget else { return false }
          continue
        }
        guard let holds = decider.holds(root, flags, &work) else { return false }
        flags[requiredStart + position] = holds
      }
      for (position, root) in rules.enumerated() {
        guard let holds = decider.holds(root, flags, &work) else { return false }
        flags[rulesStart + position] = holds
      }
      return true
    }
  }
}

/// What answers each condition while `FastLogic` works out a record's verdict.
protocol FastDecider {
  /// Whether the condition rooted at `root` holds (`nil`: the full evaluator must decide);
  /// `shown` says which fields are shown so far, `work` counts against the budget.
  mutating func holds(_ root: Int32, _ shown: UnsafeMutableBufferPointer<Bool>, _ work: inout Int)
    -> Bool?
}

/// `FastProgram` on a record's values.
struct ProgramDecider<Operands: FastOperands>: FastDecider {
  let program: FastProgram
  var values: ShownOperands<Operands>

  @inline(__always)
  mutating func holds(_ root: Int32, _ shown: UnsafeMutableBufferPointer<Bool>, _ work: inout Int)
    -> Bool?
  {
    values.shown = shown
    return program.holds(root, &values, &work)
  }
}

/// `ByteProgram` on a record's byte readings.
struct ByteDecider: FastDecider {
  let program: ByteProgram
  let index: UnsafeBufferPointer<UInt64>
  let numbers: UnsafeBufferPointer<Double>

  @inline(__always)
  func holds(_ root: Int32, _ shown: UnsafeMutableBufferPointer<Bool>, _ work: inout Int) -> Bool? {
    program.holds(root, index, numbers, shown)
  }
}
