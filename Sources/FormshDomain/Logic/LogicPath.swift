/// Where a rule reads its data: the keys (or array indices) from the data down, as `var` and
/// `val` name them. `{"var": "address.city"}` reads `["address", "city"]`; an empty path is the
/// whole data. In a form's conditions the first segment is a field id.
public struct LogicPath: Sendable, Hashable, CustomStringConvertible {
  /// The keys from the data down.
  public let segments: [String]
  /// The steps reading the path counts (`LogicLimits.maximumWork`): one per key, and one more
  /// per 16 bytes of them, since looking a key up in a large object hashes all its bytes.
  let cost: Int

  /// A path of these keys.
  public init(_ segments: [String]) {
    self.segments = segments
    cost = segments.count + segments.reduce(0) { $0 + $1.utf8.count } / 16
  }

  /// A `var` path: its text split at each `.` (`""` is the whole data).
  init(dotted text: String) {
    self.init(
      text.isEmpty
        ? [] : text.split(separator: ".", omittingEmptySubsequences: false).map(String.init))
  }

  /// The first key: in a form, the id of the field read.
  public var root: String? { segments.first }

  /// The keys joined with `.`.
  public var description: String { segments.joined(separator: ".") }

  /// The value at this path in `data`, or `nil` when there is none: a key an object lacks, an
  /// index past an array's end (or not written as one: `01`), or a step into a value that is
  /// neither. A member whose value is null is there, and is null.
  func value(in data: LogicValue) -> LogicValue? {
    var current = data
    for segment in segments {
      switch current {
      case .object(let object):
        guard let member = object[segment] else { return nil }
        current = member
      case .array(let elements):
        guard let index = LogicPath.index(segment), index < elements.count else { return nil }
        current = elements[index]
      default:
        return nil
      }
    }
    return current
  }

  /// A key written as a JavaScript array index: digits without a leading zero (or `0`).
  private static func index(_ segment: String) -> Int? {
    let bytes = segment.utf8
    guard let first = bytes.first, bytes.count <= 15,
      first != UInt8(ascii: "0") || bytes.count == 1,
      bytes.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
    else { return nil }
    return Int(segment)
  }
}
