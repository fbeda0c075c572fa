/// A record's values as its fast conditions read them, in place: nothing is converted until a
/// condition reads it, and then only as the field's `FastReading` says, without asking the
/// kind for a payload.
struct FastRecord: FastOperands {
  /// How a form's fields read, the same for every record (one reference to hold per record).
  final class Fields: Sendable {
    /// What each field reads as when the record leaves it out.
    let absent: [FastValue]
    /// How each field's value reads.
    let readings: [FastReading]
    let fields: [Field]

    init(form: Form) {
      fields = form.fields
      readings = form.fields.map(FastReading.init)
      absent = form.fields.map { field in
        FastValue(field.kind.behavior.payload(field.defaultValue, for: field))
      }
    }
  }

  let plan: Fields
  /// The record's values by render position; `nil` for a field the record leaves out.
  let values: [FormValue?]

  init(_ plan: Fields, values: [FormValue?]) {
    self.plan = plan
    self.values = values
  }

  @inline(__always)
  func value(_ position: Int) -> FastValue {
    guard let value = values[position] else { return plan.absent[position] }
    return FastValue(value, plan.readings[position]) {
      FastValue(plan.fields[position].kind.behavior.payload(value, for: plan.fields[position]))
    }
  }
}
