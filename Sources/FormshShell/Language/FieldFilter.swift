import FormshDomain

/// Which fields a command applies to (what Tab offers after it): the edits (`editable` and
/// the kinds) leave out the read-only and computed fields, which no edit changes.
public enum FieldFilter: Sendable, Equatable {
  case any
  case editable
  case textual
  case choice
  case boolean
  case withLinks

  /// Whether a field passes the filter.
  public func accepts(_ field: Field) -> Bool {
    switch self {
    case .any: true
    case .editable: !field.isLocked
    case .textual: field.kind.shape == .text && !field.isLocked
    case .choice: field.kind.shape.takesOptions && !field.isLocked
    case .boolean: field.kind.shape == .onOff && !field.isLocked
    case .withLinks: !field.links.isEmpty
    }
  }
}
