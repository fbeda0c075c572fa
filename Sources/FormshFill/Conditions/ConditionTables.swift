import FormshDomain

/// Batch fill's compiled conditions: each condition that reads only fields of a few values
/// (a choice of options, a few options to pick from, on or off) becomes a table of the
/// evaluator's own answers, one for every value those fields can take together, worked out
/// when the fill starts. A record's answer is then looked up, not worked out again. Every
/// other condition is answered by the evaluator, on the record's values (`ConditionReadings`).
///
/// So there are two ways to answer a condition, the evaluator and its answers kept, and they
/// cannot disagree: each entry is what `Condition.evaluate` gave on those values, with the
/// steps it took, which the record counts as the evaluator would (`FormLogic.budget`). An
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
  }

  /// One condition's table: its fields are `fields[fieldsStart..<fieldsEnd]`, with the size
  /// of each one's domain in `sizes`; its entries start at `start` in `answers` and `work`.
  /// An entry's index is the fields' indexes as the digits of one number, the first field's
  /// the lowest. (Plain integers: a record looks a table up without taking a reference.)
  struct Table: Sendable {
    let fieldsStart: Int
    let fieldsEnd: Int
    let start: Int
  }

  /// The most options of a multi-select a table covers (2^10 values).
  static let maximumOptions = 10
  /// The most entries of one table, and of all of a form's together.
  static let maximumEntries = 4096
  static let maximumTotal = 1 << 16
  /// The most evaluation steps the tables may take to fill, all together: a form of costly
  /// conditions keeps them on the evaluator rather than spend its start-up on them.
  static let maximumSteps = 4 * LogicLimits.standard.maximumWork

  /// Each field's domain and the values it reads as there, by render position (`nil`: no
  /// table reads the field).
  let domains: [Domain?]
  let values: [[LogicValue]]
  /// Each field's index when the record leaves it out (its default's).
  let absent: [Int]
  /// The tables, by site (`nil`: the evaluator answers).
  let visible: [Table?]
  let required: [Table?]
  let sectionVisible: [Table?]
  let sectionRequired: [Table?]
  let rules: [Table?]
  /// Whether some condition is left to the evaluator, which reads the record's values.
  let evaluates: Bool
  /// The tables' fields and their domains' sizes; for every entry, 1 when the condition
  /// holds, 0 when it does not, -1 when its evaluation did not finish, and the steps it took.
  let fields: [Int]
  let sizes: [Int]
  let answers: [Int8]
  let work: [Int32]

  init(_ fill: FillRecord) {
    let form = fill.form
    var domains: [Domain?] = []
    var values: [[LogicValue]] = []
    var absent: [Int] = []
    for (position, field) in form.fields.enumerated() {
      let (domain, read) = ConditionTables.domain(of: field)
      let index = read.firstIndex { ConditionTables.same($0, fill.absentData[position]) }
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
    self.absent = absent

    var builder = Builder(form: form, domains: domains, values: values)
    visible = form.fields.map { builder.table($0.visibleIf) }
    required = form.fields.map { builder.table($0.requiredIf) }
    sectionVisible = form.sections.map { builder.table($0.visibleIf) }
    sectionRequired = form.sections.map { builder.table($0.requiredIf) }
    rules = form.rules.map { builder.table($0.check) }
    evaluates = builder.evaluates
    fields = builder.fields
    sizes = builder.sizes
    answers = builder.answers
    work = builder.work
  }

  /// The table of the condition at `site`, if it has one.
  @inline(__always)
  func table(at site: ConditionSite) -> Table? {
    switch site {
    case .fieldVisible(let position): visible[position]
    case .fieldRequired(let position): required[position]
    case .sectionVisible(let position): sectionVisible[position]
    case .sectionRequired(let position): sectionRequired[position]
    case .rule(let position): rules[position]
    }
  }

  /// The index of a value in a field's domain: the first whose reading is the same, byte for
  /// byte; `nil` when none is.
  func index(of value: LogicValue, field: Int) -> Int? {
    values[field].firstIndex { ConditionTables.same($0, value) }
  }

  /// A field's domain and what each of its values reads as, from the kind's own `payload`
  /// (`ConditionData.value`); no domain for a field of many values.
  private static func domain(of field: Field) -> (Domain?, [LogicValue]) {
    func read(_ value: FormValue) -> LogicValue { ConditionData.value(of: field, value) }
    let ids = field.options.map(\.id)
    switch field.kind.behavior.byteAccept {
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

  /// Fills the tables of a form's conditions, within the limits above.
  private struct Builder {
    let form: Form
    let domains: [Domain?]
    let values: [[LogicValue]]
    var data: ConditionData
    var steps = 0
    var evaluates = false
    var fields: [Int] = []
    var sizes: [Int] = []
    var answers: [Int8] = []
    var work: [Int32] = []

    init(form: Form, domains: [Domain?], values: [[LogicValue]]) {
      self.form = form
      self.domains = domains
      self.values = values
      data = ConditionData(form: form)
    }

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
        guard let position = form.position(of: id), domains[position] != nil else { return nil }
        read.append(position)
      }
      let domainSizes = read.map { values[$0].count }
      var count = 1
      for size in domainSizes {
        count *= size
        guard count <= ConditionTables.maximumEntries else { return nil }
      }
      guard answers.count + count <= ConditionTables.maximumTotal else { return nil }
      var entryAnswers = [Int8](repeating: 0, count: count)
      var entryWork = [Int32](repeating: 0, count: count)
      for entry in 0..<count {
        var rest = entry
        for (field, size) in zip(read, domainSizes) {
          data.load(field, values[field][rest % size])
          rest /= size
        }
        var taken = 0
        switch condition.evaluate(data.value, work: &taken) {
        case .holds: entryAnswers[entry] = 1
        case .fails, .failed, .unusable: entryAnswers[entry] = 0
        case .unfinished: entryAnswers[entry] = -1
        }
        steps += taken
        guard steps <= ConditionTables.maximumSteps else { return nil }
        entryWork[entry] = Int32(clamping: taken)
      }
      let table = Table(
        fieldsStart: fields.count, fieldsEnd: fields.count + read.count, start: answers.count)
      fields += read
      sizes += domainSizes
      answers += entryAnswers
      work += entryWork
      return table
    }
  }
}
