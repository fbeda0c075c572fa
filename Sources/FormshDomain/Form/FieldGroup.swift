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
  /// The render positions of its fields, those of the groups inside it included.
  public internal(set) var fields: Range<Int> = 0..<0

  /// Creates a group; the form works out which fields it holds from their `group`.
  public init(
    id: FieldID, key: String, label: String, supportingText: String? = nil,
    parent: FieldID? = nil, depth: Int = 0, visibleIf: Condition? = nil,
    enabledIf: Condition? = nil
  ) {
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
