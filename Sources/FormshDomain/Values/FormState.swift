/// The values of a form's fields, by field id.
public struct FormState: Sendable, Equatable {
  /// Every field's value.
  public private(set) var values: [FieldID: FormValue]

  /// An empty state; `Form.initialState` gives one with the defaults.
  public init(values: [FieldID: FormValue] = [:]) {
    self.values = values
  }

  /// The value of a field; `nil` for an id the state does not hold.
  public subscript(id: FieldID) -> FormValue? {
    get { values[id] }
    set { values[id] = newValue }
  }
}
