/// One way a form file names a kind: a `type`, optionally a `subtype`, and whether the field
/// takes several options (`allow_multiple`). Names are matched ignoring case.
public struct KindSpelling: Sendable, Equatable {
  /// The type, in upper case: `TEXT`, `DROPDOWN`.
  public let type: String
  /// The subtype, in upper case; `nil` for the kind a type means without one.
  public let subtype: String?
  /// Whether the spelling is that of a field taking several options.
  public let multiple: Bool

  /// Creates a spelling.
  public init(type: String, subtype: String? = nil, multiple: Bool = false) {
    self.type = type
    self.subtype = subtype
    self.multiple = multiple
  }
}
