/// The limits a form may put on a field; each kind says which it takes
/// (`KindBehavior.limits`). A set of flags: asking costs no allocation.
public struct Limits: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8

  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// Fewest and most characters.
  public static let length = Limits(rawValue: 1 << 0)
  /// A pattern the whole text must match.
  public static let pattern = Limits(rawValue: 1 << 1)
  /// Smallest and largest value, compared as the kind orders its values.
  public static let range = Limits(rawValue: 1 << 2)
  /// Fewest and most options chosen.
  public static let selectionCount = Limits(rawValue: 1 << 3)
}
