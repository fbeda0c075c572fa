import FormshDomain

extension GenerateCases {
  /// The cases of a text kind: empty, its format, each length limit at and past the bound,
  /// its pattern broken, its range at and one step past each bound.
  func textCases(_ field: Field, _ builder: inout CaseBuilder, _ notes: inout [NotGenerated]) {
    let id = field.id
    let values = CaseValues(field: field, longest: longestValue)
    let base = builder.state[id]?.text ?? ""
    let constraints = field.constraints

    builder.comment(field.isRequired ? "Empty: required." : "Empty: allowed.")
    builder.assign(id, field.kind.emptyValue)
    if !builder.expectFailure(id, { $0 == .required(field.kind) }) {
      builder.expectNoError(id)
    }

    formatCases(field, values, &builder, &notes)

    if let max = constraints.maxLength {
      maxLengthCases(field, max, base, values, &builder, &notes)
    }
    if let min = constraints.minLength, min > 1 {
      minLengthCases(field, min, base, values, &builder, &notes)
    }

    if let pattern = constraints.pattern {
      patternCases(field, pattern, base, values, &builder, &notes)
    }
    rangeCases(field, values, &builder, &notes)
  }

  /// A value of exactly `max` characters, taken, and one of `max + 1`, refused at `set`;
  /// each named in a note when it cannot be derived or does not fit in a line.
  private func maxLengthCases(
    _ field: Field, _ max: Int, _ base: String, _ values: CaseValues,
    _ builder: inout CaseBuilder, _ notes: inout [NotGenerated]
  ) {
    let id = field.id
    if max > longestValue {
      notes.append(
        NotGenerated(subject: id, reason: tooLong("exactly \(max) characters (max_length)")))
    } else {
      let atMax = values.texts(ofLength: max, from: base)
      if let text = values.first(atMax, failing: nil)
        ?? atMax.first(where: { values.accept($0) != nil })
      {
        builder.comment("Exactly \(max) characters (max_length), counted as characters, not bytes.")
        builder.assign(id, values.accept(text)!)
        if !builder.expectNoError(id) { _ = builder.expectFailure(id) { _ in true } }
      } else {
        notes.append(
          NotGenerated(subject: id, reason: "no value of exactly \(max) characters is taken"))
      }
    }
    // `max + 1` only once it is known to fit (`max` may be Int.max).
    guard max < longestValue else {
      notes.append(
        NotGenerated(subject: id, reason: tooLong("more than \(max) characters (max_length)")))
      return
    }
    let over = values.texts(ofLength: max + 1, from: base).first { text in
      if case .tooLong? = values.refusal(text) { true } else { false }
    }
    if let over {
      builder.comment("\(max + 1) characters: refused at set, nothing changes.")
      builder.expectRefusedSet(field, over)
    } else {
      notes.append(
        NotGenerated(subject: id, reason: "no value of \(max + 1) characters is refused"))
    }
  }

  /// A value one character short of `min`, failing min_length alone, and one of exactly
  /// `min`, passing; each named in a note when it does not fit in a line.
  private func minLengthCases(
    _ field: Field, _ min: Int, _ base: String, _ values: CaseValues,
    _ builder: inout CaseBuilder, _ notes: inout [NotGenerated]
  ) {
    let id = field.id
    if min - 1 > longestValue {
      notes.append(
        NotGenerated(
          subject: id, reason: tooLong("\(min - 1) characters (one short of min_length)")))
    } else if let short = values.first(
      values.texts(ofLength: min - 1, from: base),
      failing: {
        $0 == .tooShort(min: min)
      })
    {
      builder.comment("\(min - 1) characters: one short of min_length \(min).")
      builder.assign(id, values.accept(short)!)
      builder.expectFailure(id) { $0 == .tooShort(min: min) }
    } else {
      notes.append(
        NotGenerated(
          subject: id, reason: "no value of \(min - 1) characters fails only min_length"))
    }
    if min > longestValue {
      notes.append(
        NotGenerated(subject: id, reason: tooLong("exactly \(min) characters (min_length)")))
    } else if let exact = values.first(values.texts(ofLength: min, from: base), failing: nil) {
      builder.comment("Exactly \(min) characters (min_length).")
      builder.assign(id, values.accept(exact)!)
      builder.expectNoError(id)
    }
  }

  /// Values of the wrong format for the kind (`KindBehavior.malformedSamples`): those `set`
  /// refuses (letters in a number, a day not in the calendar), and one that fails the kind's
  /// format rule on validate (an email without a domain).
  private func formatCases(
    _ field: Field, _ values: CaseValues, _ builder: inout CaseBuilder,
    _ notes: inout [NotGenerated]
  ) {
    let id = field.id
    let kind = field.kind
    let samples = kind.behavior.malformedSamples
    let refused = samples.filter { text in
      guard let refusal = values.refusal(text) else { return false }
      if case .tooLong = refusal { return false }
      return true
    }
    if !refused.isEmpty {
      builder.comment("Not \(kind.article) \(kind.name): refused at set, nothing changes.")
      for text in refused { builder.expectRefusedSet(field, text) }
    }
    let isFormat: (ValidationFailure) -> Bool = { failure in
      switch failure {
      case .invalidEmail, .invalidURL, .notANumber: true
      default: false
      }
    }
    if let text = values.first(samples, failing: isFormat), let value = values.accept(text) {
      builder.comment("Not \(kind.article) \(kind.name): an error on validate.")
      builder.assign(id, value)
      builder.expectFailure(id, isFormat)
    }
  }

  /// The pattern broken by a value that passes every other rule, then matched.
  private func patternCases(
    _ field: Field, _ pattern: Pattern, _ base: String, _ values: CaseValues,
    _ builder: inout CaseBuilder, _ notes: inout [NotGenerated]
  ) {
    let id = field.id
    guard !base.isEmpty, values.fits(base), pattern.match(base) == .matched else {
      notes.append(
        NotGenerated(
          subject: id, reason: "no value matching the pattern \(pattern.source) could be derived"))
      return
    }
    // What breaks a pattern: a character added, removed or replaced, a few values of other
    // shapes, and the punctuation the pattern names (what `[^<>]*` refuses).
    var broken: [String] = [
      base + "!", "!" + base, String(base.dropLast()), String(base.dropFirst()),
    ]
    broken += [
      "!" + String(base.dropFirst()), String(base.dropLast()) + "!", "1.5", "-1", "a", "!",
    ]
    let syntax: Set<Character> = [
      "[", "]", "(", ")", "{", "}", "^", "$", "*", "+", "?", "|", ".", "\\",
    ]
    for character in pattern.source where !character.isLetter && !character.isNumber {
      guard !syntax.contains(character) else { continue }
      broken += [base + String(character), String(character)]
    }
    guard
      let text = values.first(
        values.fitted(broken), failing: { $0 == .patternMismatch(pattern.source) })
    else {
      notes.append(
        NotGenerated(
          subject: id,
          reason: "no value breaking only the pattern \(pattern.source) could be derived"))
      return
    }
    builder.comment("Does not match the pattern \(pattern.source).")
    builder.assign(id, values.accept(text)!)
    builder.expectFailure(id) { $0 == .patternMismatch(pattern.source) }
    builder.comment("Matches the pattern.")
    builder.assign(id, values.accept(base)!)
    builder.expectNoError(id)
  }

  /// Each bound of a range (numbers, dates) and one step past it, in the kind's own steps.
  private func rangeCases(
    _ field: Field, _ values: CaseValues, _ builder: inout CaseBuilder,
    _ notes: inout [NotGenerated]
  ) {
    let bounds: [(bound: RangeBound?, word: String, direction: Int)] = [
      (field.constraints.minimum, "min", -1), (field.constraints.maximum, "max", 1),
    ]
    let outside: (ValidationFailure) -> Bool = { failure in
      switch failure {
      case .belowMinimum, .aboveMaximum, .failed: true
      default: false
      }
    }
    for (bound, word, direction) in bounds {
      guard let bound else { continue }
      if let value = values.first([bound.text], failing: nil).flatMap(values.accept) {
        builder.comment("At the \(word), \(bound.text).")
        builder.assign(field.id, value)
        builder.expectNoError(field.id)
      }
      guard let past = field.kind.behavior.step(beyond: bound, by: direction),
        let value = values.first([past], failing: outside).flatMap(values.accept)
      else {
        notes.append(
          NotGenerated(
            subject: field.id,
            reason: "no value one step past its \(word) \(bound.text) could be derived"))
        continue
      }
      builder.comment("One step past the \(word): \(past).")
      builder.assign(field.id, value)
      builder.expectFailure(field.id, outside)
    }
  }
}
