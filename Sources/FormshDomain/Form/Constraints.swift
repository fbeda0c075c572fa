/// Limits and patterns a field may carry; `nil` means no such rule.
public struct Constraints: Sendable, Equatable {
  /// Most characters (user-perceived), enforced at `set` time.
  public var maxLength: Int?
  /// Fewest characters, checked on validate.
  public var minLength: Int?
  /// A pattern the whole text must match, checked on validate.
  public var pattern: Pattern?
  /// Smallest accepted value (a number, a date), as the kind orders its values.
  public var minimum: RangeBound?
  /// Largest accepted value.
  public var maximum: RangeBound?
  /// Fewest options a multi-select needs.
  public var minSelections: Int?
  /// Most options a multi-select takes.
  public var maxSelections: Int?

  /// Creates constraints; every limit defaults to none.
  public init(
    maxLength: Int? = nil, minLength: Int? = nil, pattern: Pattern? = nil,
    minimum: RangeBound? = nil, maximum: RangeBound? = nil,
    minSelections: Int? = nil, maxSelections: Int? = nil
  ) {
    self.maxLength = maxLength
    self.minLength = minLength
    self.pattern = pattern
    self.minimum = minimum
    self.maximum = maximum
    self.minSelections = minSelections
    self.maxSelections = maxSelections
  }
}
