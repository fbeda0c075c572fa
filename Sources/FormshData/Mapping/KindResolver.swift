import FormshDialects
import FormshDomain

/// `type` and `subtype` (any case) to a kind, by the spellings each kind declares; unknown
/// types are skipped, unknown subtypes are the kind the type names without one; both say
/// which known name they are a typo of, if any.
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
      let subtype = dto.subtype ?? ""
      let known = FieldKind.subtypeNames(ofType: type)
      problems.append(
        .unknownSubtype(
          subtype, suggestion: Suggestion.nearest(to: subtype, in: known, maxDistance: 2)))
      return kind
    case .unknownType:
      problems.append(
        .unknownType(
          type,
          suggestion: Suggestion.nearest(
            to: type, in: FieldKind.typeNames + [FormKeys.groupType], maxDistance: 2)))
      return nil
    }
  }
}
