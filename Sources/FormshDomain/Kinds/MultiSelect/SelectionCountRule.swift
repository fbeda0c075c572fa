/// A non-empty multi-select has between `min` and `max` options chosen.
struct SelectionCountRule: ValidationRule {
  let min: Int?
  let max: Int?

  func check(_ value: FormValue) -> ValidationFailure? {
    guard let count = value.selection?.count, count > 0 else { return nil }
    if let min, count < min { return .tooFewSelections(min: min) }
    if let max, count > max { return .tooManySelections(max: max) }
    return nil
  }

  var name: String { "selections" }

  var byteRule: ByteRule? { .selections(min: min, max: max) }

  var description: String {
    [min.map { "at least \($0) selected" }, max.map { "at most \($0) selected" }]
      .compactMap { $0 }.joined(separator: " · ")
  }
}
