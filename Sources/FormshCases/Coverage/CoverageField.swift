import FormshDomain

/// A field of a form whose coverage is recorded, as a report draws it: its id (across items,
/// `guests[].name`, on a form with lists), label and kind. Its items are those of
/// `FormCoverage.items` that name it.
public struct CoverageField: Sendable, Equatable {
  /// The id its items name.
  public let id: FieldID
  /// The label shown to the user.
  public let label: String
  /// Its kind's name (`text`, `dropdown`, …).
  public let kind: String
  /// The section it is shown in, if one.
  public let section: SectionID?
}
