/// How many items a repeating group takes (`repeat`: `{"min": 1, "max": 5}`), either bound
/// optional.
public struct ItemBounds: Sendable, Equatable {
  /// The most items a list may have: a form starts with no more (a larger `min` is taken as
  /// this, with a warning), `add` stops there, and a `fill` record may give no more.
  public static let mostItems = 1000

  /// The fewest items; the group starts with this many.
  public let min: Int
  /// The most items, when there is a most.
  public let max: Int?

  /// Bounds of `min` (at least 0) to `max` (at least `min`).
  public init(min: Int = 0, max: Int? = nil) {
    self.min = min
    self.max = max
  }

  /// Why `count` items are too few or too many, or `nil` when they are neither.
  public func failure(of count: Int) -> ValidationFailure? {
    if count < min { return .tooFewItems(min: min, count: count) }
    if let max, count > max { return .tooManyItems(max: max, count: count) }
    return nil
  }

  /// The bounds in words: `1 to 5 items`, `at least 1 item`, `at most 3 items`.
  public var description: String {
    switch (min, max) {
    case (0, nil): "any number of items"
    case (let min, nil): "at least \(min) \(min == 1 ? "item" : "items")"
    case (0, let max?): "at most \(max) \(max == 1 ? "item" : "items")"
    case (let min, let max?) where min == max: "exactly \(min) \(min == 1 ? "item" : "items")"
    case (let min, let max?): "\(min) to \(max) items"
    }
  }
}
