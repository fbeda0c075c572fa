/// A limit a form may put on a field. Each kind says which it takes (`KindBehavior.limits`).
public enum Limit: Sendable, Hashable {
  /// Fewest and most characters.
  case length
  /// A pattern the whole text must match.
  case pattern
  /// Smallest and largest value, compared as the kind orders its values.
  case range
  /// Fewest and most options chosen.
  case selectionCount
}
