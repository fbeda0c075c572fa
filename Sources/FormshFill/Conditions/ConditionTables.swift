import FormshDomain

/// Batch fill's compiled conditions: each condition that reads only fields of a few values
/// (a choice of options, a few options to pick from, on or off, a number it only compares
/// with numbers written in the rule) gets a table of the evaluator's own answers, one entry
/// for every value those fields can take together. Each thread fills in an entry the first
/// time a record needs it (`ConditionReadings`), so a record's answer is looked up, not
/// worked out again, and a fill pays only for the entries its records meet. Every other
/// condition is answered by the evaluator, on the record's values.
///
/// So there are two ways to answer a condition, the evaluator and its answers kept, and they
/// cannot disagree: each entry is what `Condition.evaluate` gave on those values, with the
/// steps it took and the bytes it built, which the record's budget counts as the evaluator
/// would (`LogicBudget`). An
/// entry whose evaluation did not finish sends the record to the general path.
final class ConditionTables: Sendable {
  /// The values a field of a few values reads as in a condition, index 0 being null (a
  /// hidden field), and how the record's value maps to an index (`ConditionReading`).
  enum Domain: Sendable {
    /// 1 + the position of the option chosen.
    case option
    /// The bits of the options chosen.
    case options
    /// 1: off, 2: on.
    case onOff
    /// The stretches the numbers conditions compare the field with (sorted, each once) cut
    /// the line into: 1 below the first, 2 the first, 3 between the first two, …, and
    /// 2 × count + 1 above the last (`LogicRule.comparedNumbers`).
    case number([Double])
  }

  /// One condition's table: its fields are `fields[fieldsStart..<fieldsEnd]`, with the size
  /// of each one's domain in `sizes`; its entries start at `start` (of `entryCount`).
  /// An entry's index is the fields' indexes as the digits of one number, the first field's
  /// the lowest. (Plain integers: a record looks a table up without taking a reference.)
  struct Table: Sendable {
    let fieldsStart: Int
    let fieldsEnd: Int
    let start: Int
  }

  /// The most options of a multi-select a table covers (2^10 values), and the most numbers
  /// a number field is compared with.
  static let maximumOptions = 10
  static let maximumNumbers = 64
  /// The most entries of one table, and of all of a form's together (each thread keeps its
  /// answers: five bytes an entry).
  static let maximumEntries = 4096
  static let maximumTotal = 1 << 16

  /// Each field's domain and the values it reads as there, by render position (`nil`: no
  /// table reads the field).
  let domains: [Domain?]
  let values: [[LogicValue]]
  /// Whether each field has a domain, and whether the form requires it itself, by render
  /// position (read for every record).
  let hasDomain: [Bool]
  let formRequired: [Bool]
  /// Each field's index when the record leaves it out (its default's), and what it reads as
  /// then.
  let absent: [Int]
  let absentData: [LogicValue]
  /// The tables, by site (`nil`: the evaluator answers).
  let visible: [Table?]
  let enabled: [Table?]
  let required: [Table?]
  let sectionVisible: [Table?]
  let sectionRequired: [Table?]
  let rules: [Table?]
  /// Whether some condition is left to the evaluator, which reads the record's values.
  let evaluates: Bool
  /// When every condition has a table, a record's verdict is the same for the same indexes
  /// of the fields they read: these fields, each with its weight in one number that names
  /// them all (`ConditionReadings`' memo, of `memoSize` views); `nil` when some condition
  /// does not, or the indexes are more than `maximumMemo`.
  let memoKey: [(field: Int, weight: Int)]?
  let memoSize: Int
  static let maximumMemo = 1 << 16
  /// The tables' fields and their domains' sizes, and how many entries they have in all.
  let fields: [Int]
  let sizes: [Int]
  let entryCount: Int

  init(_ fill: FillRecord) {
    let form = fill.form
    var domains: [Domain?] = []
    var values: [[LogicValue]] = []
    var absent: [Int] = []
    for (position, field) in form.fields.enumerated() {
      let (domain, read) = ConditionTables.domain(of: field, in: form)
      let index = domain.flatMap {
        ConditionTables.index(of: fill.absentData[position], in: $0, read)
      }
      guard let domain, let index else {
        domains.append(nil)
        values.append([])
        absent.append(0)
        continue
      }
      domains.append(domain)
      values.append(read)
      absent.append(index)
    }
    self.domains = domains
    self.values = values
    hasDomain = domains.map { $0 != nil }
    formRequired = form.fields.map(\.isRequired)
    self.absent = absent
    absentData = fill.absentData

    var builder = Builder(form: form, domains: domains, values: values)
    visible = form.fields.map { builder.table($0.visibleIf) }
    enabled = form.fields.map { builder.table($0.enabledIf) }
    required = form.fields.map { builder.table($0.requiredIf) }
    sectionVisible = form.sections.map { builder.table($0.visibleIf) }
    sectionRequired = form.sections.map { builder.table($0.requiredIf) }
    rules = form.rules.map { builder.table($0.check) }
    evaluates = builder.evaluates
    var memoKey: [(field: Int, weight: Int)]? = evaluates ? nil : []
    var weight = 1
    for field in fill.readPositions where memoKey != nil {
      memoKey!.append((field, weight))
      weight *= values[field].count
      if weight > ConditionTables.maximumMemo { memoKey = nil }
    }
    self.memoKey = memoKey
    memoSize = memoKey == nil ? 0 : weight
    fields = builder.fields
    sizes = builder.sizes
    entryCount = builder.entryCount
  }

  /// The table of the condition at `site`, if it has one.
  func table(at site: ConditionSite) -> Table? {
    switch site {
    case .fieldVisible(let position): visible[position]
    case .fieldEnabled(let position): enabled[position]
    case .fieldRequired(let position): required[position]
    case .sectionVisible(let position): sectionVisible[position]
    case .sectionRequired(let position): sectionRequired[position]
    case .rule(let position): rules[position]
    }
  }

  /// The index of a value in a field's domain (`nil` when it has none, or the value is in no
  /// stretch of its numbers).
  func index(of value: LogicValue, field: Int) -> Int? {
    guard let domain = domains[field] else { return nil }
    return ConditionTables.index(of: value, in: domain, values[field])
  }

  /// The index of a value in a domain whose values read as `read`: the first whose reading is
  /// the same, byte for byte; for numbers, the stretch it is in.
  private static func index(of value: LogicValue, in domain: Domain, _ read: [LogicValue])
    -> Int?
  {
    guard case .number(let numbers) = domain else {
      return read.firstIndex { same($0, value) }
    }
    switch value {
    case .null: return 0
    case .number(let number): return stretch(of: number.value, numbers)
    default: return nil
    }
  }

  /// The index of number `x` in a number field's domain (`nil` for NaN, which no stretch
  /// holds).
  func index(of x: Double, field: Int) -> Int? {
    guard case .number(let numbers) = domains[field] else { return nil }
    return ConditionTables.stretch(of: x, numbers)
  }

  /// The stretch of `numbers` (sorted) that `x` is in, as `Domain.number` numbers them.
  private static func stretch(of x: Double, _ numbers: [Double]) -> Int? {
    guard !x.isNaN else { return nil }
    var low = 0
    var high = numbers.count
    while low < high {
      let middle = (low + high) / 2
      if numbers[middle] < x { low = middle + 1 } else { high = middle }
    }
    return low < numbers.count && numbers[low] == x ? 2 * low + 2 : 2 * low + 1
  }

  /// A field's domain and what each of its values reads as, from the kind's own `payload`
  /// (`ConditionData.value`); no domain for a field of many values. A number's are the
  /// numbers conditions compare it with, and a number of each stretch between them.
  private static func domain(of field: Field, in form: Form) -> (Domain?, [LogicValue]) {
    func read(_ value: FormValue) -> LogicValue { ConditionData.value(of: field, value) }
    let ids = field.options.map(\.id)
    switch field.kind.behavior.byteAccept {
    case .number?:
      guard let numbers = comparedNumbers(of: field, in: form) else { return (nil, []) }
      // A stretch's number: the one next to its upper end (next to the last number above it).
      // A stretch with no number in it is never looked up.
      var read: [LogicValue] = [.null]
      for number in numbers {
        read.append(.number(LogicNumber(number.nextDown)))
        read.append(.number(LogicNumber(number)))
      }
      read.append(.number(LogicNumber(numbers.last?.nextUp ?? 0)))
      return (.number(numbers), read)
    case .option?:
      return (.option, [.null] + ids.map { read(.selection([$0])) })
    case .options? where ids.count <= maximumOptions:
      let all = (0..<(1 << ids.count)).map { bits in
        read(.selection(ids.indices.filter { bits & (1 << $0) != 0 }.map { ids[$0] }))
      }
      return (.options, [.null] + all.dropFirst())
    case .onOff?:
      return (.onOff, [.null, read(.bool(false)), read(.bool(true))])
    default:
      return (nil, [])
    }
  }

  /// The numbers the form's conditions compare a number field with, sorted, each once; `nil`
  /// when none reads it only so, or they are too many.
  private static func comparedNumbers(of field: Field, in form: Form) -> [Double]? {
    var numbers: Set<Double> = []
    var any = false
    for (_, condition) in form.conditions where condition.reads.contains(field.id) {
      guard case .rule(let rule) = condition.body,
        let compared = rule.comparedNumbers(of: field.id)
      else { continue }
      any = true
      numbers.formUnion(compared.filter { !$0.isNaN })
    }
    guard any, numbers.count <= maximumNumbers else { return nil }
    return numbers.sorted()
  }

  /// Whether two readings are the same, byte for byte (`==` on strings would take canonically
  /// equivalent ones for the same, which the evaluator's `===` does not).
  static func same(_ left: LogicValue, _ right: LogicValue) -> Bool {
    switch (left, right) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.string(let a), .string(let b)): a.utf8.elementsEqual(b.utf8)
    case (.array(let a), .array(let b)): a.count == b.count && zip(a, b).allSatisfy(same)
    default: false
    }
  }

  /// Lays out the tables of a form's conditions, within the limits above.
  private struct Builder {
    let form: Form
    let domains: [Domain?]
    let values: [[LogicValue]]
    var evaluates = false
    var fields: [Int] = []
    var sizes: [Int] = []
    var entryCount = 0

    /// The table of a condition, or `nil` (noting that the evaluator answers it) when it
    /// reads a field without a domain, any field, or too many values.
    mutating func table(_ condition: Condition?) -> Table? {
      guard let condition else { return nil }
      guard let table = make(condition) else {
        evaluates = true
        return nil
      }
      return table
    }

    private mutating func make(_ condition: Condition) -> Table? {
      guard !condition.readsEverything else { return nil }
      var read: [Int] = []
      for id in condition.reads {
        guard let position = form.position(of: id), let domain = domains[position] else {
          return nil
        }
        // A number only where the condition does nothing with it but compare it so.
        if case .number = domain {
          guard case .rule(let rule) = condition.body, rule.comparedNumbers(of: id) != nil
          else { return nil }
        }
        read.append(position)
      }
      var count = 1
      for field in read {
        count *= values[field].count
        guard count <= ConditionTables.maximumEntries else { return nil }
      }
      guard entryCount + count <= ConditionTables.maximumTotal else { return nil }
      let table = Table(
        fieldsStart: fields.count, fieldsEnd: fields.count + read.count, start: entryCount)
      fields += read
      sizes += read.map { values[$0].count }
      entryCount += count
      return table
    }
  }
}
