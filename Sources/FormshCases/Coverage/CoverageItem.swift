import FormshDomain

/// One thing of a form a suite can exercise, and which of its sides it did: a field set, an
/// option selected, a rule seen passing and failing, a condition seen true and false.
public struct CoverageItem: Sendable, Equatable {
  /// What the item is about.
  public let kind: CoverageKind
  /// The field it belongs to, if one.
  public let field: FieldID?
  /// The section it belongs to (a section's condition), if one.
  public let section: SectionID?
  /// What tells it from the other items of its kind and field: the rule's name, the option's
  /// id, the message, the link's text, the server error shape.
  public let detail: String?
  /// The sides that can happen, among the kind's (a required dropdown with no options can
  /// only fail; a broken condition is only ever false).
  public let sides: [String]
  /// Whether each side was seen, in the order of `sides`.
  public internal(set) var seen: [Bool]

  /// An item none of whose sides was seen yet; `sides` defaults to all of the kind's.
  public init(
    _ kind: CoverageKind, field: FieldID? = nil, section: SectionID? = nil,
    detail: String? = nil, sides: [String]? = nil
  ) {
    self.kind = kind
    self.field = field
    self.section = section
    self.detail = detail
    self.sides = sides ?? kind.sides
    self.seen = Array(repeating: false, count: self.sides.count)
  }

  /// How many of its sides were seen.
  public var coveredCount: Int { seen.count { $0 } }

  /// The sides never seen, in order.
  public var missing: [String] {
    sides.indices.compactMap { seen[$0] ? nil : sides[$0] }
  }

  /// Whether a side was seen.
  public func wasSeen(_ side: String) -> Bool {
    sides.firstIndex(of: side).map { seen[$0] } ?? false
  }

  /// Records that a side was seen (a side the item cannot have is ignored).
  mutating func see(_ side: String) {
    if let index = sides.firstIndex(of: side) { seen[index] = true }
  }

  /// What identifies the item across loads of the same form.
  var identity: String {
    [kind.rawValue, field ?? "", section ?? "", detail ?? ""].joined(separator: "\u{0}")
  }
}
