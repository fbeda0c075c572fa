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

  /// Every spelling of every kind, with its kind: gathered once.
  private static let spelled: [(spelling: KindSpelling, kind: FieldKind)] = allCases.flatMap {
    kind in kind.spellings.map { ($0, kind) }
  }

  /// Every `type` a form may name, in upper case, each once, in the order of the kinds.
  public static let typeNames: [String] = spelled.reduce(into: []) { names, entry in
    if !names.contains(entry.spelling.type) { names.append(entry.spelling.type) }
  }

  /// Every `subtype` a form may give `type` (any case), in upper case, each once.
  public static func subtypeNames(ofType type: String) -> [String] {
    let type = type.uppercased()
    return spelled.reduce(into: []) { names, entry in
      if entry.spelling.type == type, let subtype = entry.spelling.subtype,
        !names.contains(subtype)
      {
        names.append(subtype)
      }
    }
  }

  /// The kind a form's `type`, `subtype` and `allow_multiple` name, ignoring case. A subtype
  /// counts only for a type some kind spells with one; `multiple` only for a type whose kinds
  /// differ in it.
  public static func resolve(type: String, subtype: String?, multiple: Bool) -> Resolution {
    let type = type.uppercased()
    var candidates = spelled.filter { $0.spelling.type == type }
    guard !candidates.isEmpty else { return .unknownType }
    if candidates.contains(where: { $0.spelling.multiple == multiple }) {
      candidates.removeAll { $0.spelling.multiple != multiple }
    }
    let plain = candidates.first { $0.spelling.subtype == nil }?.kind ?? candidates[0].kind
    guard let subtype, candidates.contains(where: { $0.spelling.subtype != nil }) else {
      return .kind(plain)
    }
    let wanted = subtype.uppercased()
    if let match = candidates.first(where: { $0.spelling.subtype == wanted }) {
      return .kind(match.kind)
    }
    return .unknownSubtype(plain)
  }
}
