/// Batch fill of one record: the record's values are applied to the form's defaults with
/// exactly the rules of `set`, `select` and `check` (a refusal becomes that field's error),
/// then every rule runs, as `submit` would: a hidden or disabled field is neither validated
/// nor in the payload, a condition may make a field required, and the cross-field rules
/// apply. A record may give a read-only or computed field the value it has (so that fill's
/// payloads fill again); another value is refused for it (`read_only`, naming both values);
/// computed fields are worked out on the record's values; a field the record
/// leaves out starts as the form says (`Form.startValues`); `submit_data` follows the fields
/// in the payload.
///
/// The reference for batch fill: its conditions are the evaluator's (`FormLogic.evaluate` on
/// `ConditionData`), its checks each kind's own `accept` and rules. Batch fill's faster paths
/// (`FormshFill`) are held to it byte for byte.
///
/// Built once per form and shared by every record (a class: batch fill calls it for every
/// field, and a struct this size would be copied for a call); values travel in arrays aligned
/// with `form.fields`, so no dictionary is built per record.
public final class FillRecord: Sendable {
  /// The form being filled.
  public let form: Form
  package let behaviors: [any KindBehavior]
  /// What each field gives when the record leaves it out: its default's payload value, or
  /// the error its default fails with. The same for every record, so worked out once.
  package let absent: [Result<PayloadValue, FillError>]
  /// What each field's default reads as in a condition.
  package let absentData: [LogicValue]
  /// The form's fields, the fields its conditions read (`form.logic.readPositions`) and its
  /// rules, kept apart so that a record reads them without copying `form.logic`.
  package let fields: [Field]
  package let readPositions: [Int]
  let rules: [CrossFieldRule]
  /// Whether the form has conditions (`!form.logic.isEmpty`).
  package let isConditional: Bool
  /// Whether each field is read by some condition (`readPositions`), by render position: such
  /// fields are taken before the conditions are worked out.
  let isRead: [Bool]
  /// The positions of the fields each cross-field rule names.
  package let ruleFields: [[Int]]
  /// The positions in `form.lists` of the lists each cross-field rule names.
  let ruleLists: [[Int]]
  /// The read-only and computed fields, by render position: a record may not give them.
  let locked: [Int]
  /// Whether the form has read-only or computed fields, `submit_data`, or leaves empty fields
  /// out (`omit_empty`): batch fill's byte path leaves such a form to this use case.
  package let hasExtras: Bool
  /// The positions of the nullable fields, whose empty answer is sent as null.
  let nullable: [Int]

  /// Prepares the use case for a form.
  public init(form: Form) {
    self.form = form
    let behaviors = form.fields.map(\.kind.behavior)
    self.behaviors = behaviors
    self.absent = form.fields.indices.map { index in
      FillRecord.outcome(
        of: form.fields[index], behaviors[index], at: index, value: form.startValues[index])
    }
    absentData = form.fields.indices.map {
      ConditionData.value(of: form.fields[$0], form.startValues[$0])
    }
    fields = form.fields
    // Computed fields are worked out before the conditions, which may read them.
    readPositions = Array(Set(form.logic.readPositions + form.values.readPositions)).sorted()
    rules = form.rules
    isConditional = !form.logic.isEmpty || !form.values.isEmpty
    locked = form.fields.indices.filter { form.fields[$0].isLocked }
    nullable = form.fields.indices.filter { form.fields[$0].isNullable }
    hasExtras =
      !locked.isEmpty || !form.submitData.isEmpty || form.omitsEmpty || !nullable.isEmpty
    var isRead = [Bool](repeating: false, count: form.fields.count)
    for position in readPositions { isRead[position] = true }
    self.isRead = isRead
    ruleFields = form.rules.map { rule in rule.fields.compactMap(form.position(of:)) }
    ruleLists = form.rules.map { rule in
      rule.fields.compactMap { id in form.lists.firstIndex { $0.id == id } }
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
    let ids = form.payloadIDs
    return .valid(
      Payload(
        entries: payload.indices.compactMap { index in
          scratch.hidden.isEmpty || !scratch.hidden[index] ? (ids[index], payload[index]) : nil
        }, nesting: form))
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
    guard !hasExtras else { return filledWithExtras(taking: &inputs, into: &payload, &scratch) }
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

  /// A record of a form with read-only or computed fields, or `submit_data`: a value given
  /// to a locked field is taken out and compared with the value the field has (a computed
  /// one's worked out on the record's values), the rest is filled as on a form without them,
  /// and a valid record's payload gets `submit_data` after the fields.
  private func filledWithExtras(
    taking inputs: inout [Input?], into payload: inout [PayloadValue],
    _ scratch: inout FillScratch
  ) -> [FillError] {
    var refused: [FillError] = []
    scratch.lockedGiven.removeAll(keepingCapacity: true)
    for index in locked {
      guard let input = inputs[index].take() else { continue }
      scratch.lockedGiven.append((index, input, nil))
    }
    var errors: [FillError] = []
    if isConditional {
      conditional(taking: &inputs, into: &payload, scratch: &scratch, errors: &errors)
    } else {
      for index in form.fields.indices {
        switch outcome(of: index, given: inputs[index].take()) {
        case .success(let value): if errors.isEmpty { payload.append(value) }
        case .failure(let error): errors.append(error)
        }
      }
    }
    // A shown computed field that could not be worked out is an error, never a silent null.
    for (index, message) in scratch.notComputed
    where scratch.hidden.isEmpty || !scratch.hidden[index] {
      refused.append(
        FillError(
          field: index, message: "could not be worked out: \(message)", code: .notComputed))
    }
    // A value given to a locked field: the one it has is taken, another is its error.
    for (index, input, computed) in scratch.lockedGiven
    where !refused.contains(where: { $0.field == index }) {
      let field = fields[index]
      let value = field.computed == nil ? form.startValues[index] : computed ?? .text("")
      if let error = FillRecord.lockedRefusal(of: field, behaviors[index], value, given: input) {
        refused.append(FillError(field: index, message: error, code: .readOnly))
      }
    }
    // One error a field, in field order: these in place of the field's own.
    for error in refused {
      errors.removeAll { $0.field == error.field }
      let at = errors.firstIndex { ($0.field ?? .max) > error.field! } ?? errors.endIndex
      errors.insert(error, at: at)
    }
    guard errors.isEmpty else { return errors }
    // A nullable field's empty answer is null, and is sent even on an omit_empty form.
    for index in nullable where payload[index].isEmptyAnswer { payload[index] = .null }
    if form.omitsEmpty {
      // An empty answer is left out as a hidden field is (on a form without conditions,
      // `hidden` is made for this record).
      if !isConditional { scratch.hidden = Array(repeating: false, count: payload.count) }
      for index in payload.indices where payload[index].isEmptyAnswer {
        if !form.fields[index].isNullable { scratch.hidden[index] = true }
      }
    }
    // (`prepare` sized `scratch.hidden` for these, never hidden.)
    payload += form.submitData.map(\.value)
    if form.omitsEmpty, !isConditional {
      scratch.hidden += Array(repeating: false, count: form.submitData.count)
    }
    return errors
  }

  /// Why a locked field cannot take the value a record gives it, naming both values; `nil`
  /// when it is the value the field has (a payload of the form, filled again).
  static func lockedRefusal(
    of field: Field, _ behavior: any KindBehavior, _ value: FormValue, given input: Input
  ) -> String? {
    let shown = behavior.summary(value)
    let given: String
    do throws(EditError) {
      let accepted = try behavior.accept(input, for: field)
      if behavior.sameValue(accepted, value) { return nil }
      given = behavior.summary(accepted)
    } catch {
      given = input.excerpt
    }
    return field.computed == nil
      ? "is read-only, always \(shown); the record gives \(given)"
      : "is computed as \(shown) from other fields; the record gives \(given)"
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
      return .failure(FillError(field: index, message: error.reason, code: error.fillCode))
    }
  }

  /// The error of a field a condition makes required, left empty.
  package static func requiredFailure(of field: Field, at index: Int)
    -> Result<PayloadValue, FillError>
  {
    .failure(
      FillError(
        field: index, message: field.message(for: .required(field.kind)), code: .required))
  }

  /// A field's value checked against every rule: its payload value, or its first failure.
  package static func outcome(
    of field: Field, _ behavior: any KindBehavior, at index: Int, value: consuming FormValue
  ) -> Result<PayloadValue, FillError> {
    if let failure = ValidateForm.firstFailure(of: field, value: value) {
      return .failure(
        FillError(field: index, message: field.message(for: failure), code: failure.fillCode))
    }
    return .success(behavior.payload(value, for: field))
  }
}
