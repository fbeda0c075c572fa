import FormshDomain

/// Which fields a command applies to.
public enum FieldFilter: Sendable, Equatable {
  case any
  case textual
  case choice
  case boolean
  case withLinks

  /// Whether a field passes the filter.
  public func accepts(_ field: Field) -> Bool {
    switch self {
    case .any: true
    case .textual: field.kind.shape == .text
    case .choice: field.kind.shape.takesOptions
    case .boolean: field.kind.shape == .onOff
    case .withLinks: !field.links.isEmpty
    }
  }
}
