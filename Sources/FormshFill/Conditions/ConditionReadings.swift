import FormshDomain

/// A record's conditions on batch fill's byte path: the values they read, as the byte path
/// found them, and the answers (`ConditionTables`, else the evaluator on those values) given
/// to the form's own plan (`FormLogic.evaluate`). One per thread, rewritten for each record.
struct ConditionReadings: ConditionAnswers {
  /// A value a table reads, as the byte path found it (`FieldByteCheck`).
  enum Reading {
    /// The record leaves the field out.
    case absent
    /// The option at this position, its id named exactly (`FieldByteCheck.optionPosition`).
    case option(Int)
    /// The options whose bits are set, each named once by its id.
    case options(UInt64)
    /// true or false.
    case bool(Bool)
  }

  let tables: ConditionTables
  /// Each field's index in its domain as the record gives it, and as the conditions read it
  /// now (0, null, once it is hidden).
  private var given: [Int]
  private var at: [Int]
  /// The record's values, for the conditions the evaluator answers.
  private var data: ConditionData
  /// The tables' entries this thread has filled in (`ConditionTables`): 1 when the condition
  /// holds, 0 when it does not, `unknown` before; and the steps each took and the bytes it
  /// built, which the record's budget counts as the evaluator's. `filling` holds the values
  /// an entry stands for while the evaluator works it out.
  private var answers: [Int8]
  private var steps: [Int32]
  private var built: [Int32]
  private var filling: ConditionData
  private static let unknown: Int8 = -1
  /// The status the last record's conditions were worked out into (`decide`); a record whose
  /// view was recalled from the memo has rules that all hold.
  private(set) var status: FormStatus?
  /// What the byte path reads of the verdict: whether each field is shown (by render
  /// position), then whether a condition makes it required that the form does not require
  /// itself, then whether the form's rules refuse the record.
  private(set) var view: [Bool]
  /// The views worked out so far, by their readings (`ConditionTables.memoKey`), for a form
  /// whose conditions all have tables: most records repeat one, and looking it up costs a
  /// fraction of working the form's plan out again. Views whose rules refuse the record are
  /// not kept (their errors need the verdict).
  private var memo: [[Bool]?]

  init(_ tables: ConditionTables, form: Form) {
    self.tables = tables
    given = Array(repeating: 0, count: form.fields.count)
    at = given
    data = ConditionData(form: form)
    memo = Array(repeating: nil, count: tables.memoSize)
    answers = Array(repeating: ConditionReadings.unknown, count: tables.entryCount)
    steps = Array(repeating: 0, count: tables.entryCount)
    built = steps
    filling = ConditionData(form: form)
    status = FormStatus(form: form)
    view = Array(repeating: false, count: 2 * form.fields.count + 1)
  }

  /// Whether the field's value is read through its domain (`read(_:_:)`), or as a value
  /// (`read(_:value:)`).
  func hasDomain(_ field: Int) -> Bool { tables.hasDomain[field] }

  /// Gives a number field of a domain its number, as written (`text`, its bytes, which only
  /// conditions the evaluator answers read); false for a number in no stretch (NaN).
  mutating func read(
    _ field: Int, number: Double, _ text: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard let index = tables.index(of: number, field: field) else { return false }
    given[field] = index
    at[field] = index
    if tables.evaluates {
      data.load(field, ConditionData.value(of: .number(String(decoding: text, as: UTF8.self))))
    }
    return true
  }

  /// Gives a field of a domain its value as the byte path found it.
  mutating func read(_ field: Int, _ reading: Reading) {
    let index: Int
    switch reading {
    case .absent:
      // The default's index; a number's stretch is not the number.
      given[field] = tables.absent[field]
      at[field] = tables.absent[field]
      if tables.evaluates { data.load(field, tables.absentData[field]) }
      return
    case .option(let position): index = position + 1
    case .options(let chosen): index = Int(chosen)
    case .bool(let on): index = on ? 2 : 1
    }
    set(field, index)
  }

  /// Gives a field its value as a condition reads it (`ConditionData.value`); false when a
  /// field of a domain has a value outside it (the record then takes the general path). A
  /// number's index is its stretch; the evaluator, where it answers, reads the number itself.
  mutating func read(_ field: Int, value: LogicValue) -> Bool {
    guard hasDomain(field) else {
      data.load(field, value)
      return true
    }
    guard let index = tables.index(of: value, field: field) else { return false }
    given[field] = index
    at[field] = index
    if tables.evaluates { data.load(field, value) }
    return true
  }

  /// A field of a few values (`Reading`) at this index, whose value reads exactly as the
  /// domain's value there.
  private mutating func set(_ field: Int, _ index: Int) {
    given[field] = index
    at[field] = index
    if tables.evaluates { data.load(field, tables.values[field][index]) }
  }

  /// Works out the record's verdict into `view` (and `status`), from the values read; false
  /// when the general path must, which says why (a condition that did not finish: a table's
  /// entry, or the evaluator).
  mutating func decide(_ fill: FillRecord) -> Bool {
    var key = -1
    if let memoKey = tables.memoKey {
      key = 0
      for (field, weight) in memoKey { key += given[field] * weight }
      if let known = memo[key] {
        view = known
        return true
      }
    }
    var status = self.status.take()!
    // A record's budget, as on the general path (a form of this path has no computed value).
    var budget = LogicBudget()
    fill.form.logic.evaluate(fill.form, &status, &self, budget: &budget)
    defer { self.status = status }
    guard status.unfinished == nil else { return false }
    let count = at.count
    for position in 0..<count {
      view[position] = status.isActive(position)
      view[count + position] = status.required[position] && !tables.formRequired[position]
    }
    let refused = fill.rulesRefuse(status)
    view[2 * count] = refused
    if key >= 0, !refused { memo[key] = view }
    return true
  }

  // MARK: ConditionAnswers

  mutating func outcome(
    at site: ConditionSite, in form: Form, budget: inout LogicBudget, quotingValues: Bool
  ) -> ConditionOutcome {
    guard let table = tables.table(at: site) else {
      return data.outcome(at: site, in: form, budget: &budget, quotingValues: quotingValues)
    }
    var entry = table.start
    var scale = 1
    for slot in table.fieldsStart..<table.fieldsEnd {
      entry += at[tables.fields[slot]] * scale
      scale *= tables.sizes[slot]
    }
    if answers[entry] == ConditionReadings.unknown {
      // The values the entry stands for, as the evaluator reads them.
      var rest = entry - table.start
      for slot in table.fieldsStart..<table.fieldsEnd {
        let field = tables.fields[slot]
        filling.load(field, tables.values[field][rest % tables.sizes[slot]])
        rest /= tables.sizes[slot]
      }
      var taken = LogicBudget()
      switch form.condition(at: site)!.evaluate(filling.value, budget: &taken) {
      case .holds: answers[entry] = 1
      case .fails, .failed, .unusable: answers[entry] = 0
      case .unfinished(let reason): return .unfinished(reason)
      }
      steps[entry] = Int32(clamping: taken.work)
      built[entry] = Int32(clamping: taken.bytes)
    }
    budget.spend(work: Int(steps[entry]), bytes: Int(built[entry]))
    return answers[entry] == 1 ? .holds : .fails
  }

  mutating func show(_ position: Int, _ shown: Bool) {
    at[position] = shown ? given[position] : 0
    if tables.evaluates { data.show(position, shown) }
  }
}
