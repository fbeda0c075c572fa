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
  private let defaults: [FormValue]

  /// Prepares the use case for a form.
  public init(form: Form) {
    self.form = form
    self.behaviors = form.fields.map(\.kind.behavior)
    self.defaults = form.fields.map(\.defaultValue)
  }

  /// The outcome of one record. `inputs[i]` is the value given for `form.fields[i]`, or `nil`
  /// when the record does not name that field (it keeps its default).
  public func callAsFunction(_ inputs: [Input?]) -> FillOutcome {
    var payload: [PayloadValue] = []
    var errors: [FillError] = []
    payload.reserveCapacity(inputs.count)
    for index in form.fields.indices {
      let field = form.fields[index]
      var value = defaults[index]
      if let input = inputs[index] {
        do {
          value = try behaviors[index].accept(input, for: field)
        } catch {
          errors.append(FillError(field: index, message: error.reason))
          continue
        }
      }
      if let failure = ValidateForm.failure(of: field, value: value) {
        errors.append(FillError(field: index, message: failure.message))
      } else if errors.isEmpty {
        payload.append(behaviors[index].payload(value, for: field))
      }
    }
    return errors.isEmpty ? .valid(payload) : .invalid(errors)
  }
}

/// What filling one record gave.
public enum FillOutcome: Sendable, Equatable {
  /// Every rule passed: the payload values, aligned with the form's fields.
  case valid([PayloadValue])
  /// Some field was refused or failed a rule: one error per such field, in field order.
  case invalid([FillError])
}

/// One field's error in a record.
public struct FillError: Sendable, Equatable {
  /// The field's position in `form.fields`.
  public let field: Int
  /// The message (the field's `error_message` when it has one).
  public let message: String

  /// Creates an error.
  public init(field: Int, message: String) {
    self.field = field
    self.message = message
  }
}
