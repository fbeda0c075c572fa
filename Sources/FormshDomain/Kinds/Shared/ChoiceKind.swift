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

  /// The ids of the list, then the single default when it is one: ids that are no option are
  /// dropped, repeats ignored, and a field that takes one option keeps the first.
  public func startingValue(_ value: Input?, list: [Input], for field: Field) -> StartingValue {
    var issues: [DefaultIssue] = []
    var requested: [String] = []
    for element in list {
      switch element {
      case .text(let id), .number(let id): requested.append(id)
      default: issues.append(.wrongType(expected: "option ids", found: element, inList: true))
      }
    }
    if case .text(let id)? = value { requested.append(id) }
    var known: [String] = []
    for id in requested {
      guard field.option(id) != nil else {
        issues.append(.unknownOption(id))
        continue
      }
      if !known.contains(id) { known.append(id) }
    }
    if shape == .options(multiple: false), known.count > 1 {
      issues.append(.several(kept: known[0]))
      known = [known[0]]
    }
    guard !known.isEmpty else { return StartingValue(nil, issues: issues) }
    return StartingValue(.selection(field.inOptionOrder(Set(known))), issues: issues)
  }
}
