/// A number lies within `min`…`max` (either bound optional), compared exactly in decimal.
struct NumberRangeRule: ValidationRule {
  let minimum: DecimalNumber?
  let maximum: DecimalNumber?

  func check(_ value: FormValue) -> ValidationFailure? {
    guard let text = value.text, let number = DecimalNumber(text) else { return nil }
    if let minimum, number < minimum { return .belowMinimum(minimum.text) }
    if let maximum, maximum < number { return .aboveMaximum(maximum.text) }
    return nil
  }

  var name: String { "range" }

  var description: String {
    [minimum.map { "at least \($0)" }, maximum.map { "at most \($0)" }]
      .compactMap { $0 }.joined(separator: " · ")
  }
}
