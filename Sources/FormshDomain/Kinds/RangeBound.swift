/// A bound of a range limit (`min` or `max`) as the form wrote it, already checked by the
/// field's kind to be one it can compare with (`KindBehavior.rangeBound`).
public struct RangeBound: Sendable, Hashable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The bound as written: `0.01`, `2026-12-31`.
  public let text: String

  /// Wraps a bound's text.
  public init(_ text: String) {
    self.text = text
  }

  public init(stringLiteral text: String) {
    self.text = text
  }

  public var description: String { text }
}
