/// A validation rule as batch fill checks it straight on a value's bytes
/// (`FieldByteCheck`), for the rules whose check needs nothing but the bytes of text of plain
/// ASCII or the count of a selection. A rule without one (a pattern, a range) leaves its field
/// to the general path.
public enum ByteRule: Sendable, Equatable {
  /// `RequiredRule`: not blank, an option chosen, checked.
  case required
  /// `MinLengthRule`: empty, or at least this many characters.
  case minLength(Int)
  /// `MaxLengthRule`: at most this many characters.
  case maxLength(Int)
  /// `EmailRule`: empty, or an email address.
  case email
  /// `URLRule`: empty, or an http(s) URL with a host.
  case url
  /// `NumberRule`: empty, or a number.
  case number
  /// `SelectionCountRule`: nothing chosen, or a count within the bounds.
  case selections(min: Int?, max: Int?)
}
