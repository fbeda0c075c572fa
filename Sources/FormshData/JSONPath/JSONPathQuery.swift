/// A parsed query: from the root (`$`) or, inside a filter, from the current node (`@`), then
/// its segments.
struct JSONPathQuery: Sendable {
  /// Whether the query starts at the current node (`@`) rather than the root (`$`).
  let isRelative: Bool
  let segments: [JSONPathSegment]

  /// Whether the query selects at most one node: child segments of one name or index
  /// selector each (RFC 9535 §2.3.5.1's singular query).
  var isSingular: Bool {
    segments.allSatisfy { segment in
      guard !segment.isDescendant, segment.selectors.count == 1 else { return false }
      switch segment.selectors[0] {
      case .name, .index: return true
      default: return false
      }
    }
  }
}
