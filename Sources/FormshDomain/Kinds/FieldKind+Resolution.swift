extension FieldKind {
  /// What a form's `type` and `subtype` name.
  public enum Resolution: Sendable, Equatable {
    /// This kind.
    case kind(FieldKind)
    /// The type is known but not the subtype: the kind the type means without one.
    case unknownSubtype(FieldKind)
    /// No kind has this type.
    case unknownType
  }

  /// The kind a form's `type`, `subtype` and `allow_multiple` name, ignoring case. A subtype
  /// counts only for a type some kind spells with one; `multiple` only for a type whose kinds
  /// differ in it.
  public static func resolve(type: String, subtype: String?, multiple: Bool) -> Resolution {
    let type = type.uppercased()
    var candidates = allCases.flatMap { kind in
      kind.spellings.filter { $0.type == type }.map { (kind, $0) }
    }
    guard !candidates.isEmpty else { return .unknownType }
    if candidates.contains(where: { $0.1.multiple == multiple }) {
      candidates = candidates.filter { $0.1.multiple == multiple }
    }
    let plain = candidates.first { $0.1.subtype == nil }?.0 ?? candidates[0].0
    guard let subtype, candidates.contains(where: { $0.1.subtype != nil }) else {
      return .kind(plain)
    }
    let wanted = subtype.uppercased()
    if let match = candidates.first(where: { $0.1.subtype == wanted }) { return .kind(match.0) }
    return .unknownSubtype(plain)
  }
}
