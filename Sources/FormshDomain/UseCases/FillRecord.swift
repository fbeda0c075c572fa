/// Batch fill of one record: the record's values are applied to the form's defaults with
/// exactly the rules of `set`, `select` and `check` (a refusal becomes that field's error),
/// then every rule runs, as `submit` would: a hidden field is neither validated nor in the
/// payload, a condition may make a field required, and the cross-field rules apply.
///
/// Built once per form and shared by every thread and record (a class: batch fill calls it
/// for every field, and a struct this size would be copied for a call); values travel in
/// arrays aligned with
/// `form.fields`, so no dictionary is built per record.
public final class FillRecord: Sendable {
  /// The form being filled.
  public let form: Form
  let behaviors: [any KindBehavior]
  /// What each field gives when the record leaves it out: its default's payload value, or
  /// the error its default fails with. The same for every record, so worked out once.
  let absent: [Result<PayloadValue, FillError>]
  /// What each field's default reads as in a condition.
  let absentData: [LogicValue]
  /// How each field reads in a fast condition.
  let fastFields: FastRecord.Fields
  /// The form's fast conditions, if it has them (`form.logic.fast`).
  let fast: FastLogic?
  /// The form's fields, the fields its conditions read (`form.logic.readPositions`) and its
  /// rules, kept apart so that a record reads them without copying `form.logic`.
  let fields: [Field]
  let readPositions: [Int]
  let rules: [CrossFieldRule]
  /// Whether the form has conditions (`!form.logic.isEmpty`).
  let isConditional: Bool
  /// The fields taken before the conditions are worked out: those some condition reads and,
  /// on the fast path, those a condition may make required (whose condition need not be
  /// worked out when they are given a value). `isRead` marks them by render position.
  let preread: [Int]
  let isRead: [Bool]
  /// Whether each field's default is not empty (`FormValue.isEmpty`).
  let defaultFilled: [Bool]
  /// The positions of the fields each cross-field rule names.
  let ruleFields: [[Int]]
  /// Whether batch fill's byte path can work out the form's conditions
  /// (`FillRecord+Bytes`).
  public let readsOnBytes: Bool
  /// The form's conditions for the byte path (`readsOnBytes`), and each field's domain in
  /// it, by render position.
  let byteProgram: ByteProgram?
  let byteDomains: [ByteProgram.Domain?]

  /// Prepares the use case for a form.
  public convenience init(form: Form) {
    self.init(form: form, fastConditions: true)
  }

  /// The same; without `fastConditions`, every record's conditions go through the full
  /// evaluator (for tests and the records fuzzer, which compare the two ways).
  init(form: Form, fastConditions: Bool) {
    self.form = form
    let behaviors = form.fields.map(\.kind.behavior)
    self.behaviors = behaviors
    self.absent = form.fields.indices.map { index in
      FillRecord.outcome(
        of: form.fields[index], behaviors[index], at: index, value: form.fields[index].defaultValue)
    }
    absentData = form.fields.map { ConditionData.value(of: $0, $0.defaultValue) }
    fastFields = FastRecord.Fields(form: form)
    fast = fastConditions ? form.logic.fast : nil
    fields = form.fields
    readPositions = form.logic.readPositions
    rules = form.rules
    isConditional = !form.logic.isEmpty
    let requiredIf =
      fast == nil ? [] : form.fields.indices.filter { form.fields[$0].requiredIf != nil }
    defaultFilled = form.fields.map { !$0.defaultValue.isEmpty }
    var isRead = [Bool](repeating: false, count: form.fields.count)
    for position in form.logic.readPositions + requiredIf { isRead[position] = true }
    self.isRead = isRead
    preread = isRead.indices.filter { isRead[$0] }
    ruleFields = form.rules.map { rule in rule.fields.compactMap(form.position(of:)) }
    let byteProgram =
      form.logic.isEmpty ? nil : fast.flatMap { $0.byteProgram(fields: form.fields) }
    readsOnBytes = FillRecord.readsOnBytes(form, byteProgram)
    self.byteProgram = readsOnBytes ? byteProgram : nil
    byteDomains = readsOnBytes ? byteProgram!.domains : []
  }

  /// The outcome of one record. `inputs[i]` is the value given for `form.fields[i]`, or `nil`
  /// when the record does not name that field (it keeps its default).
  public func callAsFunction(_ inputs: [Input?]) -> FillOutcome {
    var inputs = inputs
    var payload: [PayloadValue] = []
    var scratch = FillScratch()
    let errors = self(taking: &inputs, into: &payload, scratch: &scratch)
    guard errors.isEmpty else { return .invalid(errors) }
    return .valid(
      Payload(
        entries: form.fields.indices.compactMap { index in
          scratch.hidden.isEmpty || !scratch.hidden[index]
            ? (form.fields[index].id, payload[index]) : nil
        }))
  }

  /// Fills one record for a caller that goes through many: takes the values out of `inputs`
  /// (each is left `nil`), so that the text they hold moves into the payload rather than
  /// being copied, and puts the payload in `payload` (aligned with the fields), whose storage
  /// is reused from record to record, as is `scratch`'s. On a form with conditions,
  /// `scratch.hidden` then says which fields are hidden, to be left out of the payload. The
  /// errors, one per failing field in field order, then the form's own; none when the record
  /// is valid.
  public func callAsFunction(
    taking inputs: inout [Input?], into payload: inout [PayloadValue],
    scratch: inout FillScratch
  ) -> [FillError] {
    var errors: [FillError] = []
    payload.removeAll(keepingCapacity: true)
    payload.reserveCapacity(inputs.count)
    guard !isConditional else {
      conditional(taking: &inputs, into: &payload, scratch: &scratch, errors: &errors)
      return errors
    }
    for index in form.fields.indices {
      switch outcome(of: index, given: inputs[index].take()) {
      case .success(let value): if errors.isEmpty { payload.append(value) }
      case .failure(let error): errors.append(error)
      }
    }
    return errors
  }

  /// One field of a record of a form without conditions: the payload value or the error of
  /// `input` (`nil` when the record leaves the field out), as the loop over a whole record
  /// gives it. Batch fill calls it for the values it cannot check on their bytes
  /// (`FieldByteCheck`).
  @inline(__always)
  public func outcome(of index: Int, given input: consuming Input?)
    -> Result<PayloadValue, FillError>
  {
    guard let input else { return absent[index] }
    let field = form.fields[index]
    // One copy of the behaviour out of its array for both calls (each read copies the
    // existential and destroys it after).
    let behavior = behaviors[index]
    do {
      let value = try behavior.accept(input, for: field)
      return FillRecord.outcome(of: field, behavior, at: index, value: value)
    } catch {
      return .failure(FillError(field: index, message: error.reason))
    }
  }

  /// A record of a form with conditions: every value is read first, then the conditions are
  /// evaluated on them, then the shown fields are checked, then the rules across fields.
  /// (Not inlined into the plain loop, which is then optimised as it was alone.)
  @inline(never)
  private func conditional(
    taking inputs: inout [Input?], into payload: inout [PayloadValue],
    scratch: inout FillScratch, errors: inout [FillError]
  ) {
    let count = fields.count
    prepare(&scratch)
    // The values the conditions read first (and those they may make required); the others
    // are taken in the loop below, as a form without conditions takes them. (The loop leaves
    // each of `values` and `refused` nil for the next record.)
    // With them, whether each has a value: a field a condition may make required is then
    // required or not to the same effect (and a refused value fails either way).
    // Through the scratch arrays' buffers, so that no write checks an array's uniqueness.
    scratch.values.withUnsafeMutableBufferPointer { values in
      scratch.refused.withUnsafeMutableBufferPointer { refused in
        scratch.filled.withUnsafeMutableBufferPointer { filled in
          for index in preread {
            guard let input = inputs[index].take() else {
              filled[index] = defaultFilled[index]
              continue
            }
            do throws(EditError) {
              let value = try behaviors[index].accept(input, for: fields[index])
              filled[index] = FillRecord.isFilled(value)
              values[index] = value
            } catch {
              refused[index] = error.reason
              filled[index] = true
            }
          }
        }
      }
    }
    if !decideFast(&scratch) { decideSlowly(&scratch) }
    let fieldCount = scratch.verdict.fieldCount
    scratch.values.withUnsafeMutableBufferPointer { values in
      scratch.refused.withUnsafeMutableBufferPointer { refused in
        scratch.hidden.withUnsafeMutableBufferPointer { hidden in
          scratch.verdict.flags.withUnsafeBufferPointer { flags in
            for index in 0..<count {
              // One reference to the field for the whole step, and one copy of its
              // behaviour (each read out of the array copies the existential).
              let field = fields[index]
              let behavior = behaviors[index]
              let shown = flags[index]
              if hidden[index] == shown { hidden[index] = !shown }
              var given: FormValue?
              if isRead[index] {
                if let reason = refused[index].take() {
                  errors.append(FillError(field: index, message: reason))
                  continue
                }
                given = values[index].take()
              } else if let input = inputs[index].take() {
                // A hidden field's value is still refused as `set` would refuse it.
                do throws(EditError) {
                  given = try behavior.accept(input, for: field)
                } catch {
                  errors.append(FillError(field: index, message: error.reason))
                  continue
                }
              }
              guard shown else {
                if errors.isEmpty { payload.append(.null) }
                continue
              }
              // Required by a condition (`ConditionVerdict.isRequired`), not by the form.
              let byCondition = flags[fieldCount + index] && !field.isRequired
              switch shownOutcome(
                of: index, field, behavior, given.take(), byCondition: byCondition)
              {
              // The payload is only written for a valid record.
              case .success(let value): if errors.isEmpty { payload.append(value) }
              case .failure(let error): errors.append(error)
              }
            }
          }
        }
      }
    }
    guard !rules.isEmpty else { return }
    if scratch.verdict.anyRuleFails { failRules(scratch.verdict, &errors) }
  }

  /// Sizes `scratch` for a record of this form with conditions, once: the general path and
  /// the byte path (`beginReadings`) share it, and a record the byte path hands over finds it
  /// ready.
  func prepare(_ scratch: inout FillScratch) {
    let count = fields.count
    guard scratch.values.count != count else { return }
    scratch.values = Array(repeating: nil, count: count)
    scratch.refused = Array(repeating: nil, count: count)
    scratch.hidden = Array(repeating: false, count: count)
    scratch.filled = Array(repeating: false, count: count)
    scratch.status = FormStatus(form: form)
    scratch.data = ConditionData(form: form)
    scratch.verdict = ConditionVerdict(form: form)
  }

  /// A shown field's payload value or error, given its accepted value (`nil`: the record
  /// leaves it out), `byCondition` when a condition makes it required and the form does not.
  @inline(__always)
  func shownOutcome(
    of index: Int, _ field: Field, _ behavior: any KindBehavior, _ given: consuming FormValue?,
    byCondition: Bool
  ) -> Result<PayloadValue, FillError> {
    if let value = given {
      return byCondition && value.isEmpty
        ? FillRecord.requiredFailure(of: field, at: index)
        : FillRecord.outcome(of: field, behavior, at: index, value: value)
    } else if byCondition && field.defaultValue.isEmpty {
      return FillRecord.requiredFailure(of: field, at: index)
    }
    return absent[index]
  }

  /// The errors of the rules that do not hold, merged into `errors` in field order, the
  /// form's own last. (Apart from the loop over fields, which stays lean for it.)
  @inline(never)
  func failRules(_ verdict: ConditionVerdict, _ errors: inout [FillError]) {
    var formError: FillError?
    var ruled: [FillError] = []
    for (position, rule) in rules.enumerated() where !verdict.ruleHolds(position) {
      guard !rule.fields.isEmpty else {
        if formError == nil { formError = FillError(field: nil, message: rule.message) }
        continue
      }
      for index in ruleFields[position] {
        guard verdict.isVisible(index), !errors.contains(where: { $0.field == index }),
          !ruled.contains(where: { $0.field == index })
        else { continue }
        ruled.append(FillError(field: index, message: rule.message))
      }
    }
    if !ruled.isEmpty {
      errors = (errors + ruled).sorted { ($0.field ?? .max) < ($1.field ?? .max) }
    }
    if let formError { errors.append(formError) }
  }

  /// Works out the record's conditions with the full evaluator, for a form or a record the
  /// fast path cannot answer.
  @inline(never)
  private func decideSlowly(_ scratch: inout FillScratch) {
    var data = scratch.data.take()!
    var status = scratch.status.take()!
    for index in readPositions {
      data.load(
        index,
        scratch.values[index].map { ConditionData.value(of: fields[index], $0) }
          ?? absentData[index])
    }
    form.logic.evaluate(form, &status, &data)
    scratch.verdict.copy(status)
    scratch.data = data
    scratch.status = status
  }

  /// Works out the record's conditions on the fast path, when the form has one and it can
  /// answer for these values.
  private func decideFast(_ scratch: inout FillScratch) -> Bool {
    fast?.evaluate(
      FastRecord(fastFields, values: scratch.values), into: &scratch.verdict,
      filled: scratch.filled) ?? false
  }

  /// Whether a value is not empty (`!value.isEmpty`), text decided by its first byte when
  /// that is a visible ASCII character.
  @inline(__always)
  static func isFilled(_ value: FormValue) -> Bool {
    switch value {
    case .text(let text):
      if let first = text.utf8.first, first > 0x20, first < 0x80 { return true }
      return !text.isBlank
    case .bool(let on): return on
    case .selection(let ids): return !ids.isEmpty
    }
  }

  /// The error of a field a condition makes required, left empty.
  private static func requiredFailure(of field: Field, at index: Int)
    -> Result<PayloadValue, FillError>
  {
    .failure(FillError(field: index, message: field.message(for: .required(field.kind))))
  }

  /// A field's value checked against every rule: its payload value, or its first failure.
  private static func outcome(
    of field: Field, _ behavior: any KindBehavior, at index: Int, value: consuming FormValue
  ) -> Result<PayloadValue, FillError> {
    if let failure = ValidateForm.firstFailure(of: field, value: value) {
      return .failure(FillError(field: index, message: field.message(for: failure)))
    }
    return .success(behavior.payload(value, for: field))
  }
}
