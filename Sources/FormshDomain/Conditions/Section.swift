/// The identifier of a section, as the form file spells it.
public typealias SectionID = String

/// A titled group of fields, shown in the form's order; the whole group is hidden when its
/// `visibleIf` is false (its fields with it).
public struct Section: Sendable {
  /// The id fields name to join it.
  public let id: SectionID
  /// The title shown above its fields.
  public let title: String
  /// Text shown under the title.
  public let description: String?
  /// When the section (and every field in it) is shown; always when `nil`.
  public let visibleIf: Condition?
  /// When every field of the section is required; never when `nil`.
  public let requiredIf: Condition?

  /// Creates a section.
  public init(
    id: SectionID, title: String, description: String? = nil, visibleIf: Condition? = nil,
    requiredIf: Condition? = nil
  ) {
    self.id = id
    self.title = title
    self.description = description
    self.visibleIf = visibleIf
    self.requiredIf = requiredIf
  }
}
