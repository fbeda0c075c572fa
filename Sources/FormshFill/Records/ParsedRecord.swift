import FormshData
import FormshDomain

/// One record as read: a value per field of the form (nil where the record does not name
/// the field), the keys that are not fields, and the fields named twice.
public struct ParsedRecord: Sendable {
  /// Values aligned with the form's fields.
  public internal(set) var inputs: [Input?]
  /// Keys (or CSV columns) that are not fields of the form, in record order.
  public internal(set) var unknownKeys: [String] = []
  /// Keys of a group or a list given a value of another shape (a list not an array of
  /// objects), with what they expect (`wrong_input`), and members of the form's
  /// `submit_data` given another value than the form's (`read_only`).
  public internal(set) var misshapen: [(key: String, message: String, code: FillErrorCode)] = []
  /// Positions of fields the record names more than once.
  public internal(set) var repeatedFields: [Int] = []
  /// Why the record could not be read at all (then nothing else is set).
  public internal(set) var malformed: String?

  /// An empty record for a form of `fieldCount` fields.
  public init(fieldCount: Int) {
    inputs = [Input?](repeating: nil, count: fieldCount)
  }

  /// Forgets the previous record, keeping the storage.
  mutating func reset() {
    // Most slots are empty already: fill takes the values out.
    for index in inputs.indices where inputs[index] != nil { inputs[index] = nil }
    if !unknownKeys.isEmpty { unknownKeys.removeAll(keepingCapacity: true) }
    if !repeatedFields.isEmpty { repeatedFields.removeAll(keepingCapacity: true) }
    if !misshapen.isEmpty { misshapen.removeAll() }
    malformed = nil
  }

  /// Lends the values to `body`, which may take them out: the next parse starts afresh.
  public mutating func withInputs<Result>(_ body: (inout [Input?]) -> Result) -> Result {
    body(&inputs)
  }

  /// Marks the record as unreadable.
  public mutating func setMalformed(_ reason: String) {
    reset()
    malformed = reason
  }

  /// Stores the value of a key; a field named again keeps its first value (as a form's
  /// repeated key does) and is marked, which makes the record invalid.
  mutating func assign(_ value: Input, to index: Int?, key: @autoclosure () -> String) {
    guard let index else {
      unknownKeys.append(key())
      return
    }
    guard inputs[index] == nil else {
      if !repeatedFields.contains(index) { repeatedFields.append(index) }
      return
    }
    inputs[index] = value
  }
}
