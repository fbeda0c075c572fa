/// The conditions of a record on batch fill's byte path: the values the conditions read are
/// given as the byte path found them (`ConditionReading`), turned straight into what the fast
/// conditions compare (`FastValue`), with no `FormValue` made for a value the byte path is sure
/// of; then the same `FastLogic` decides, and each field is filled as `conditional` fills it.
extension FillRecord {
  /// A value a condition reads, as the byte path has it.
  public enum ConditionReading {
    /// The record leaves the field out.
    case absent
    /// The option at this position, its id named exactly (`FieldByteCheck.optionPosition`).
    case option(Int)
    /// The options whose bits are set, each named once by its id.
    case options(UInt64)
    /// A number the field takes, as written.
    case number(UnsafeBufferPointer<UInt8>)
    /// A number the field takes, already read (`FieldByteCheck.plainNumber`).
    case decimal(Double)
    /// true or false.
    case bool(Bool)
    /// Text the field takes, as UTF-8.
    case text(UnsafeBufferPointer<UInt8>)
  }

  /// Whether the byte path can work out this form's conditions (false for a form without
  /// any, which needs none worked out): they have a `ByteProgram`, and every field's default
  /// reads in it.
  static func readsOnBytes(_ form: Form, _ program: ByteProgram?) -> Bool {
    guard let program else { return false }
    let absent = FastRecord.Fields(form: form).absent
    return form.fields.indices.allSatisfy { position in
      guard let domain = program.domains[position] else { return true }
      return ByteProgram.index(of: absent[position], domain, form.fields[position]) != nil
    }
  }

  /// The fields whose values the conditions read or whose requirement they decide: the byte
  /// path gives each of these its reading (`read`) before `decideOnBytes`.
  public var conditionFields: [Int] { preread }

  /// Prepares `scratch` for records of this form on the byte path, and gives what they are
  /// read into (`read`), the same for each record: a caller takes it once for many.
  public func beginReadings(_ scratch: inout FillScratch) -> ByteReadings {
    // Made anew for another use case (`prepare`): a memo's keys are one form's.
    prepare(&scratch)
    if let readings = scratch.byteReadings { return readings }
    let readings = ByteReadings(
      fieldCount: fields.count, viewCount: byteViewCount,
      memo: scratch.remembersVerdicts ? verdictKeys.map(VerdictMemo.init) : nil)
    scratch.byteReadings = readings
    return readings
  }

  /// Gives the value of field `field`, one of `conditionFields`, as the byte path found it;
  /// false when it is not a value the byte program reads (the record then takes the general
  /// path). Each of `conditionFields` is given this way or by `read(_:given:into:_:)` before
  /// `decideOnBytes`.
  @inlinable @inline(__always)
  public func read(_ field: Int, _ reading: ConditionReading, into readings: ByteReadings)
    -> Bool
  {
    // Its index in its domain, its number, and whether it is filled.
    var value = ByteReadings.Reading(at: 1, number: 0, filled: true)
    switch reading {
    case .absent: value = absentReadings[field]
    case .option(let position): value.at = UInt64(position + 1)
    case .options(let chosen):
      value.at = chosen
      value.filled = chosen != 0
    case .number(let bytes): if byteReads[field] { value.number = FillRecord.number(bytes) }
    case .decimal(let number): value.number = number
    case .bool(let on):
      value.at = on ? 2 : 1
      value.filled = on
    case .text(let bytes):
      // Text the byte program does not read: only whether it is filled matters.
      guard !byteReads[field] else { return false }
      value.at = 0
      value.filled = FillRecord.isFilled(bytes)
    }
    readings.index[field] = value.at
    readings.numbers[field] = value.number
    readings.filled[field] = value.filled
    return true
  }

  /// The number a condition reads in a number's bytes (`FastValue.number`).
  @usableFromInline static func number(_ bytes: UnsafeBufferPointer<UInt8>) -> Double {
    FastValue.number(bytes)
  }

  /// Gives field `index`'s value as the conditions read it, for any other value than those
  /// of `ConditionReading`: what `accept` makes of it, or its refusal (reading as the field's
  /// default), kept for the field's own turn (`givenOutcome`). False as `read`.
  public func read(
    _ index: Int, given input: consuming Input, into readings: ByteReadings,
    _ scratch: inout FillScratch
  ) -> Bool {
    let domain = byteDomains[index]
    var at: UInt64 = 0
    var number: Double = 0
    let filled: Bool
    let field = fields[index]
    let behavior = behaviors[index]
    do throws(EditError) {
      let accepted = try behavior.accept(input, for: field)
      filled = FillRecord.isFilled(accepted)
      if let domain {
        let value = FastValue(accepted, fastFields.readings[index]) {
          FastValue(behavior.payload(accepted, for: field))
        }
        guard let position = ByteProgram.index(of: value, domain, field) else { return false }
        at = UInt64(position)
        if case .number(let value) = value { number = value }
      }
      // Kept for the field's own turn (`givenOutcome`), so it is taken once.
      scratch.values[index] = accepted
    } catch {
      // A refused value reads as the field's default, as on the general path.
      scratch.refused[index] = error.reason
      filled = true
      at = absentReadings[index].at
      number = absentReadings[index].number
    }
    readings.index[index] = at
    readings.numbers[index] = number
    readings.filled[index] = filled
    return true
  }

  /// The outcome of a field read with `read(_:given:into:_:)` (`conditionalOutcome` of the value
  /// `read` took, or its refusal), which it takes out of `scratch`.
  public func givenOutcome(
    of index: Int, _ scratch: inout FillScratch, shown: Bool, byCondition: Bool
  ) -> Result<PayloadValue?, FillError> {
    if let reason = scratch.refused[index].take() {
      return .failure(FillError(field: index, message: reason))
    }
    let given = scratch.values[index].take()
    guard shown else { return .success(nil) }
    return shownOutcome(of: index, fields[index], behaviors[index], given, byCondition: byCondition)
      .map { $0 }
  }

  /// Forgets what `read` took, for a record the byte path hands to the general path.
  public func discardReadings(_ scratch: inout FillScratch) {
    for index in preread {
      scratch.values[index] = nil
      scratch.refused[index] = nil
    }
  }

  /// Whether the form's rules refuse the record, once the conditions are decided, whatever
  /// its fields: a rule that does not hold and names no field, or names a shown one (as
  /// `failRules` reports them: a rule naming only hidden fields refuses nothing, and a shown
  /// field with an error of its own makes the record invalid anyway).
  func rulesRefuse(_ verdict: borrowing ConditionVerdict) -> Bool {
    guard !rules.isEmpty, verdict.anyRuleFails else { return false }
    for position in rules.indices where !verdict.ruleHolds(position) {
      if rules[position].fields.isEmpty { return true }
      if ruleFields[position].contains(where: verdict.isVisible) { return true }
    }
    return false
  }

  /// How many flags the view `decideOnBytes` gives has.
  public var byteViewCount: Int { FillRecord.byteViewCount(fieldCount: fields.count) }

  /// The same for a form of `fieldCount` fields: each shown, each required by a condition,
  /// and the rules refusing.
  static func byteViewCount(fieldCount: Int) -> Int { 2 * fieldCount + 1 }

  /// Works out the record's conditions from its readings and gives what the byte path reads
  /// of them (its view): whether each field is shown (by render position), then whether a
  /// condition makes each field required that the form does not require itself, then whether
  /// the form's rules refuse the record (`rulesRefuse`); `nil` when the fast conditions
  /// cannot answer for them (the record then takes the general path). A verdict worked out
  /// before for the same readings is looked up (`VerdictMemo`), and its view is read where
  /// the memo keeps it. The view stays as it is until the next record's call.
  public func decideOnBytes(_ readings: ByteReadings, _ scratch: inout FillScratch)
    -> UnsafePointer<Bool>?
  {
    readings.recalled = nil
    var key: Int?
    if let memo = readings.memo {
      key = memo.keys.key(readings, byteProgram!)
      if let key, let view = memo.recall(key) {
        readings.recalled = view
        return view
      }
    }
    guard fast!.evaluate(readings, with: byteProgram!, into: &scratch.verdict) else {
      return nil
    }
    let view = key.map { readings.memo!.keep($0) } ?? readings.view.baseAddress!
    let count = fields.count
    let verdict = scratch.verdict
    for position in 0..<count {
      view[position] = verdict.isVisible(position)
      view[count + position] = verdict.isRequired(position) && !fields[position].isRequired
    }
    view[2 * count] = rulesRefuse(verdict)
    if key != nil {
      for position in rules.indices { view[2 * count + 1 + position] = verdict.ruleHolds(position) }
    }
    return UnsafePointer(view)
  }

  /// Whether UTF-8 text is not blank (`!String.isBlank`): a visible ASCII byte says so at
  /// once.
  @usableFromInline static func isFilled(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    if bytes.contains(where: { $0 > 0x20 && $0 < 0x80 }) { return true }
    return !String(decoding: bytes, as: UTF8.self).isBlank
  }

  /// A field's payload value (`nil` when hidden) or error, as `conditional` gives it: a
  /// hidden field's value is still refused as `set` refuses it.
  public func conditionalOutcome(
    of index: Int, given input: consuming Input?, shown: Bool, byCondition: Bool
  ) -> Result<PayloadValue?, FillError> {
    let field = fields[index]
    let behavior = behaviors[index]
    var given: FormValue?
    if let input {
      do throws(EditError) {
        given = try behavior.accept(input, for: field)
      } catch {
        return .failure(FillError(field: index, message: error.reason))
      }
    }
    guard shown else { return .success(nil) }
    return shownOutcome(of: index, field, behavior, given, byCondition: byCondition).map { $0 }
  }

  /// Adds the errors of the form's rules that do not hold to `errors` (in field order, the
  /// form's own last), as `conditional` does.
  public func addRuleErrors(
    _ readings: ByteReadings, _ scratch: inout FillScratch, to errors: inout [FillError]
  ) {
    guard !rules.isEmpty else { return }
    // A recalled verdict's shown fields and rules are where the memo keeps them.
    if let view = readings.recalled { readings.memo!.restore(view, into: &scratch.verdict.flags) }
    guard scratch.verdict.anyRuleFails else { return }
    failRules(scratch.verdict, &errors)
  }
}
