/// Batch fill of one record: the record's values are applied to the form's defaults with
/// exactly the rules of `set`, `select` and `check` (a refusal becomes that field's error),
/// then every rule runs, as `submit` would.
///
/// Built once per form and used for every record; values travel in arrays aligned with
/// `form.fields`, so no dictionary is built per record.
public struct FillRecord: Sendable {
  /// The form being filled.
  public let form: Form
  private let behaviors: [any KindBehavior]
  /// What each field gives when the record leaves it out: its default's payload value, or
  /// the error its default fails with. The same for every record, so worked out once.
  private let absent: [Result<PayloadValue, FillError>]

  /// Prepares the use case for a form.
  public init(form: Form) {
    self.form = form
    let behaviors = form.fields.map(\.kind.behavior)
    self.behaviors = behaviors
    self.absent = form.fields.indices.map { index in
      FillRecord.outcome(
        of: form.fields[index], behaviors[index], at: index, value: form.fields[index].defaultValue)
    }
  }

  /// The outcome of one record. `inputs[i]` is the value given for `form.fields[i]`, or `nil`
  /// when the record does not name that field (it keeps its default).
  public func callAsFunction(_ inputs: [Input?]) -> FillOutcome {
    var inputs = inputs
    var payload: [PayloadValue] = []
    let errors = self(taking: &inputs, into: &payload)
    return errors.isEmpty ? .valid(payload) : .invalid(errors)
  }

  /// Fills one record for a caller that goes through many: takes the values out of `inputs`
  /// (each is left `nil`), so that the text they hold moves into the payload rather than
  /// being copied, and puts the payload in `payload`, whose storage is reused from record to
  /// record. The errors, one per failing field in field order; none when the record is valid.
  public func callAsFunction(taking inputs: inout [Input?], into payload: inout [PayloadValue])
    -> [FillError]
  {
    var errors: [FillError] = []
    payload.removeAll(keepingCapacity: true)
    payload.reserveCapacity(inputs.count)
    for index in form.fields.indices {
      let outcome: Result<PayloadValue, FillError>
      if let input = inputs[index].take() {
        let field = form.fields[index]
        do {
          let value = try behaviors[index].accept(input, for: field)
          outcome = FillRecord.outcome(of: field, behaviors[index], at: index, value: value)
        } catch {
          outcome = .failure(FillError(field: index, message: error.reason))
        }
      } else {
        outcome = absent[index]
      }
      switch outcome {
      case .success(let value): if errors.isEmpty { payload.append(value) }
      case .failure(let error): errors.append(error)
      }
    }
    return errors
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
