import FormshDomain

/// `type` and `subtype` (any case) to a kind, by the spellings each kind declares; unknown
/// types are skipped, unknown subtypes are the kind the type names without one.
enum KindResolver {
  static func kind(of dto: FieldDTO, problems: inout [Diagnostic.Problem]) -> FieldKind? {
    guard let type = dto.type else {
      problems.append(.unknownType(nil))
      return nil
    }
    switch FieldKind.resolve(type: type, subtype: dto.subtype, multiple: dto.allowMultiple == true)
    {
    case .kind(let kind): return kind
    case .unknownSubtype(let kind):
      problems.append(.unknownSubtype(dto.subtype ?? ""))
      return kind
    case .unknownType:
      problems.append(.unknownType(type))
      return nil
    }
  }
}
