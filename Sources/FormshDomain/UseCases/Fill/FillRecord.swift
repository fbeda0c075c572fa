/// Batch fill of one record: the record's values are applied to the form's defaults with
/// exactly the rules of `set`, `select` and `check` (a refusal becomes that field's error),
/// then every rule runs, as `submit` would: a hidden field is neither validated nor in the
/// payload, a condition may make a field required, and the cross-field rules apply.
///
/// Built once per form and thread (`forAnotherThread`) and shared by every record (a class:
/// batch fill calls it for every field, and a struct this size would be copied for a call);
/// values travel in arrays aligned with `form.fields`, so no dictionary is built per record.
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
  /// The keys of the byte path's verdicts (`VerdictMemo`), when they are few enough.
  let verdictKeys: VerdictMemo.Keys?
  let byteDomains: [ByteProgram.Domain?]
  /// By render position, on the byte path: whether the byte program reads the field's value
  /// (it has a domain), and how the field reads when the record leaves it out (its default).
  @usableFromInline let byteReads: [Bool]
  @usableFromInline let absentReadings: [ByteReadings.Reading]

  /// Prepares the use case for a form.
  public convenience init(form: Form) {
    self.init(form: form, fastConditions: true)
  }

  /// The same use case for another thread: objects of its own for those the byte path
  /// touches for every record (two threads retaining one object make its count's cache line
  /// cross between cores at every retain), with the byte program's tables, the one part that
  /// takes a moment to build, shared. The form's own objects, which the general path reads,
  /// stay shared.
  public func forAnotherThread() -> FillRecord {
    FillRecord(form: form, fastConditions: fast != nil, sharing: self)
  }

  /// The same; without `fastConditions`, every record's conditions go through the full
  /// evaluator (for tests and the records fuzzer, which compare the two ways). With
  /// `sharing`, its byte program's tables are taken rather than built again.
  init(form: Form, fastConditions: Bool, sharing: FillRecord? = nil) {
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
    let byteProgram: ByteProgram?
    if let sharing {
      byteProgram = sharing.byteProgram.map(ByteProgram.init(copying:))
      readsOnBytes = sharing.readsOnBytes
    } else {
      byteProgram = form.logic.isEmpty ? nil : fast.flatMap { $0.byteProgram(fields: form.fields) }
      readsOnBytes = FillRecord.readsOnBytes(form, byteProgram)
    }
    self.byteProgram = readsOnBytes ? byteProgram : nil
    let byteDomains = readsOnBytes ? byteProgram!.domains : []
    self.byteDomains = byteDomains
    byteReads = byteDomains.map { $0 != nil }
    absentReadings = byteDomains.indices.map { [fastFields, defaultFilled] index in
      var reading = ByteReadings.Reading(at: 0, number: 0, filled: defaultFilled[index])
      if let domain = byteDomains[index] {
        // Every field's default reads in the program (`readsOnBytes`).
        let absent = fastFields.absent[index]
        reading.at = UInt64(ByteProgram.index(of: absent, domain, form.fields[index])!)
        if case .number(let value) = absent { reading.number = value }
      }
      return reading
    }
    if readsOnBytes, let byteProgram, let fast {
      let verdict = ConditionVerdict(form: form)
      verdictKeys = VerdictMemo.Keys(
        byteProgram, fast, fieldCount: form.fields.count,
        viewCount: FillRecord.byteViewCount(fieldCount: form.fields.count),
        rulesStart: verdict.rulesStart, ruleCount: form.rules.count)
    } else {
      verdictKeys = nil
    }
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
  static func requiredFailure(of field: Field, at index: Int)
    -> Result<PayloadValue, FillError>
  {
    .failure(FillError(field: index, message: field.message(for: .required(field.kind))))
  }

  /// A field's value checked against every rule: its payload value, or its first failure.
  static func outcome(
    of field: Field, _ behavior: any KindBehavior, at index: Int, value: consuming FormValue
  ) -> Result<PayloadValue, FillError> {
    if let failure = ValidateForm.firstFailure(of: field, value: value) {
      return .failure(FillError(field: index, message: field.message(for: failure)))
    }
    return .success(behavior.payload(value, for: field))
  }
}
