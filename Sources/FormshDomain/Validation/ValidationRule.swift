/// One validation concern (required, email, length, …). Rules are built once per field from
/// its constraints and run on `validate` and `submit`, never while rendering.
public protocol ValidationRule: Sendable {
  /// The failure this rule finds in a value, or `nil` when the value passes.
  /// Every rule but `RequiredRule` passes an empty value: emptiness is `required`'s concern.
  func check(_ value: FormValue) -> ValidationFailure?
  /// The rule's stable name, as coverage reports it: `required`, `email`, `url`, `number`,
  /// `max_length`, `min_length`, `regex`, `range`, `selections`, `date_range`.
  var name: String { get }
  /// The rule in a few words, as `describe` lists it: "at most 40 characters".
  var description: String { get }
  /// The rule as batch fill checks it on a value's bytes, or `nil` when its check needs the
  /// value itself (a pattern, a range): then its field takes the general path.
  var byteRule: ByteRule? { get }
}

extension ValidationRule {
  public var byteRule: ByteRule? { nil }
}
