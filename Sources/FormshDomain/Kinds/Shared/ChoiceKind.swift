/// A kind whose value is options chosen among the field's (dropdowns, single or multiple):
/// chosen by id or label, kept in option order, recorded as `select`.
public protocol ChoiceKind: KindBehavior {}

extension ChoiceKind {
  public var emptyValue: FormValue { .selection([]) }

  public func sameValue(_ lhs: FormValue, _ rhs: FormValue) -> Bool {
    guard let left = lhs.selection, let right = rhs.selection else { return lhs == rhs }
    return Set(left) == Set(right)
  }

  public func summary(_ value: FormValue) -> String {
    guard let ids = value.selection, !ids.isEmpty else { return "(none)" }
    return ids.joined(separator: ", ")
  }

  public func canonicalEdit(for value: FormValue) -> CanonicalEdit {
    guard let ids = value.selection, !ids.isEmpty else { return .clear }
    return .select(ids)
  }

  public func suggestions(for field: Field) -> [String] { field.options.map(\.id) }
}
