/// A loaded form: its title, theme and fields in render order.
///
/// Fields are already sorted, de-duplicated and checked by the mapping that built the form;
/// everything here is safe to render and fill.
public struct Form: Sendable {
  /// The title shown above the fields.
  public let title: String
  /// The colour roles the form asks for.
  public let theme: Theme
  /// Fields in render order.
  public let fields: [Field]
  private let index: [FieldID: Int]
  /// Tells this form from another with the same content loaded again.
  private let identity = Identity()

  private final class Identity: Sendable {}

  /// Creates a form; `fields` must have unique ids and be in render order.
  public init(title: String, theme: Theme, fields: [Field]) {
    self.title = title
    self.theme = theme
    self.fields = fields
    var index: [FieldID: Int] = [:]
    for (position, field) in fields.enumerated() { index[field.id] = position }
    self.index = index
  }

  /// Whether this is the very form another one is (not merely an equal one loaded again).
  public func isSame(as other: Form) -> Bool { identity === other.identity }

  /// The field with this exact id, if any.
  public func field(_ id: FieldID) -> Field? {
    index[id].map { fields[$0] }
  }

  /// The position of a field in render order.
  public func position(of id: FieldID) -> Int? { index[id] }

  /// Every rich-text link of the form, in field order, numbered from 1 by position.
  public var links: [(field: Field, link: Link)] {
    fields.flatMap { field in field.links.map { (field, $0) } }
  }

  /// The state every field starts in: each field's default value.
  public var initialState: FormState {
    var state = FormState()
    for field in fields { state[field.id] = field.defaultValue }
    return state
  }
}
