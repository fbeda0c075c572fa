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
  private var status: FormStatus?
  /// What the byte path reads of the verdict: whether each field is shown (by render
  /// position), then whether a condition makes it required that the form does not require
  /// itself, then whether the form's rules refuse the record.
  private(set) var view: [Bool]

  init(_ tables: ConditionTables, form: Form) {
    self.tables = tables
    given = Array(repeating: 0, count: form.fields.count)
    at = given
    data = ConditionData(form: form)
    status = FormStatus(form: form)
    view = Array(repeating: false, count: 2 * form.fields.count + 1)
  }

  /// Whether the field's value is read through its domain (`read(_:_:)`), or as a value
  /// (`read(_:value:)`).
  @inline(__always)
  func hasDomain(_ field: Int) -> Bool { tables.domains[field] != nil }

  /// Gives a field of a domain its value as the byte path found it.
  @inline(__always)
  mutating func read(_ field: Int, _ reading: Reading) {
    let index =
      switch reading {
      case .absent: tables.absent[field]
      case .option(let position): position + 1
      case .options(let chosen): Int(chosen)
      case .bool(let on): on ? 2 : 1
      }
    set(field, index)
  }

  /// Gives a field its value as a condition reads it (`ConditionData.value`); false when a
  /// field of a domain has a value outside it (the record then takes the general path).
  mutating func read(_ field: Int, value: LogicValue) -> Bool {
    guard hasDomain(field) else {
      data.load(field, value)
      return true
    }
    guard let index = tables.index(of: value, field: field) else { return false }
    set(field, index)
    return true
  }

  @inline(__always)
  private mutating func set(_ field: Int, _ index: Int) {
    given[field] = index
    at[field] = index
    if tables.evaluates { data.load(field, tables.values[field][index]) }
  }

  /// Works out the record's verdict into `scratch` and `view`, from the values read; false
  /// when the general path must, which says why (a condition that did not finish: a table's
  /// entry, or the evaluator).
  mutating func decide(_ fill: FillRecord, _ scratch: inout FillScratch) -> Bool {
    var status = self.status.take()!
    fill.form.logic.evaluate(fill.form, &status, &self)
    defer { self.status = status }
    guard status.unfinished == nil else { return false }
    scratch.settle(status, in: fill.form)
    let count = at.count
    let verdict = scratch.verdict
    for position in 0..<count {
      view[position] = verdict.isVisible(position)
      view[count + position] = verdict.isRequired(position) && !fill.fields[position].isRequired
    }
    view[2 * count] = fill.rulesRefuse(verdict)
    return true
  }

  // MARK: ConditionAnswers

  func outcome(
    at site: ConditionSite, in form: Form, work: inout Int, quotingValues: Bool
  ) -> ConditionOutcome {
    guard let table = tables.table(at: site) else {
      return form.condition(at: site)!.evaluate(
        data.value, work: &work, quotingValues: quotingValues)
    }
    var entry = table.start
    var scale = 1
    for slot in table.fieldsStart..<table.fieldsEnd {
      entry += at[tables.fields[slot]] * scale
      scale *= tables.sizes[slot]
    }
    work += Int(tables.work[entry])
    switch tables.answers[entry] {
    case 1: return .holds
    case 0: return .fails
    default: return .unfinished("not finished when the fill began")
    }
  }

  mutating func show(_ position: Int, _ shown: Bool) {
    at[position] = shown ? given[position] : 0
    if tables.evaluates { data.show(position, shown) }
  }
}
