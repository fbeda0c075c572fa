import FormshDomain

/// The fields a condition or a rule may name: those kept, and those skipped (by the type
/// that made them skipped), so that a name that is no field says why: a typo of a field's
/// id ("did you mean"), or a field the form has but that was skipped.
struct FieldNames {
  /// The ids of the fields skipped for their type, with that type (`nil`: none).
  let skipped: [FieldID: String?]
  private let kept: Set<FieldID>
  private let suggester: Suggester
  /// The groups' paths.
  let groups: Set<FieldID>

  /// `ids`: the fields kept, in render order; `groups`: the groups' paths.
  init(ids: [FieldID], skipped: [FieldID: String?], groups: [FieldID] = []) {
    let kept = Set(ids)
    self.kept = kept
    self.groups = Set(groups)
    // A skipped field whose id a kept field has (a later duplicate) is that field.
    self.skipped = skipped.filter { !kept.contains($0.key) }
    // A kept field before a skipped one.
    suggester = Suggester(ids + self.skipped.keys.sorted())
  }

  /// Whether a field of this id was kept.
  func contains(_ id: FieldID) -> Bool { kept.contains(id) }

  /// The field whose id `name` is a typo of, if any.
  func suggestion(for name: String) -> FieldID? { suggester.suggestion(for: name) }
}
