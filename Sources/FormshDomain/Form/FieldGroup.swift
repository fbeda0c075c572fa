/// A `GROUP` field: a labelled block of fields whose values the payload nests under its id
/// (`{"address": {"city": …}}`). The form keeps its fields flat, in render order, each named
/// by its path (`address.city`); a group is the run of them it holds.
///
/// A group's `visible_if` and `enabled_if` are its fields' (each field's own condition is
/// joined to its group's with `and`), and so is `read_only`: the mapping writes them into the
/// fields, so that everything that reads a field's conditions reads the group's too.
public struct FieldGroup: Sendable {
  /// Its path: the ids of the groups holding it and its own, joined by `.`.
  public let id: FieldID
  /// Its own id, the payload's member name.
  public let key: String
  /// The heading shown above its fields.
  public let label: String
  /// Help text shown under the heading.
  public let supportingText: String?
  /// The group holding it, `nil` at the top level.
  public let parent: FieldID?
  /// How many groups hold it: 0 at the top level.
  public let depth: Int
  /// Its own `visible_if` (each of its fields' is joined to it).
  public let visibleIf: Condition?
  /// Its own `enabled_if` (each of its fields' is joined to it).
  public let enabledIf: Condition?
  /// The render positions of its fields, those of the groups inside it included (a list
  /// without items: an empty range where its items would be).
  public internal(set) var fields: Range<Int> = 0..<0
  /// A repeating group (a list): how many items it takes, `repeat`'s `min` and `max`; its
  /// items are the groups inside it, `travellers[1]`, `travellers[2]`…
  public let bounds: ItemBounds?
  /// An item of a list: its number, from 1 (its id is the list's and `[N]`).
  public let item: Int?
  /// The same group placed at `position`: where a list without items would have them.
  public func anchored(at position: Int) -> FieldGroup {
    var group = self
    group.fields = position..<position
    return group
  }

  /// Where its object (or a list's array) goes in the payload.
  public internal(set) var path: [PayloadStep] = []

  /// Creates a group; the form works out which fields it holds from their `group`.
  public init(
    id: FieldID, key: String, label: String, supportingText: String? = nil,
    parent: FieldID? = nil, depth: Int = 0, visibleIf: Condition? = nil,
    enabledIf: Condition? = nil, bounds: ItemBounds? = nil, item: Int? = nil,
    anchor: Int = 0
  ) {
    self.bounds = bounds
    self.item = item
    fields = anchor..<anchor
    self.depth = depth
    self.visibleIf = visibleIf
    self.enabledIf = enabledIf
    self.id = id
    self.key = key
    self.label = label
    self.supportingText = supportingText
    self.parent = parent
  }
}
