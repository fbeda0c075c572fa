/// Something odd about a form's default, and what the kind did about it.
public enum DefaultIssue: Sendable, Equatable {
  /// The default (or, `inList`, an element of the list of defaults) is of a type the kind
  /// does not take; it is ignored.
  case wrongType(expected: String, found: Input, inList: Bool)
  /// Text longer than the field's maximum length: cut to it (the one place text is cut).
  case cut(max: Int, length: Int)
  /// An option id that is no option of the field: dropped.
  case unknownOption(String)
  /// Several defaults on a field that takes one option: the first is kept.
  case several(kept: String)
  /// The kind refuses the default as `set` would: the field starts empty.
  case refused(reason: String)
}
