extension GenerateCases {
  /// The cases of a text kind: empty, its format, each length limit at and past the bound,
  /// its pattern broken, its range at and one step past each bound.
  func textCases(_ field: Field, _ builder: inout CaseBuilder, _ notes: inout [NotGenerated]) {
    let id = field.id
    let values = CaseValues(field: field)
    let base = builder.state[id]?.text ?? ""
    let constraints = field.constraints

    builder.comment(field.isRequired ? "Empty: required." : "Empty: allowed.")
    builder.assign(id, field.kind.emptyValue)
    if !builder.expectFailure(id, { $0 == .required(field.kind) }) {
      builder.expectNoError(id)
    }

    formatCases(field, values, &builder, &notes)

    if let max = constraints.maxLength {
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

    if let min = constraints.minLength, min > 1 {
      let short = values.first(values.texts(ofLength: min - 1, from: base)) {
        $0 == .tooShort(min: min)
      }
      if let short {
        builder.comment("\(min - 1) characters: one short of min_length \(min).")
        builder.assign(id, values.accept(short)!)
        builder.expectFailure(id) { $0 == .tooShort(min: min) }
      } else {
        notes.append(
          NotGenerated(
            subject: id, reason: "no value of \(min - 1) characters fails only min_length"))
      }
      if let exact = values.first(values.texts(ofLength: min, from: base), failing: nil) {
        builder.comment("Exactly \(min) characters (min_length).")
        builder.assign(id, values.accept(exact)!)
        builder.expectNoError(id)
      }
    }

    if let pattern = constraints.pattern {
      patternCases(field, pattern, base, values, &builder, &notes)
    }
    rangeCases(field, values, &builder, &notes)
  }

  /// A value of the wrong format for the kind: refused at set (a number, a date) or an error
  /// on validate (an email, a URL).
  private func formatCases(
    _ field: Field, _ values: CaseValues, _ builder: inout CaseBuilder,
    _ notes: inout [NotGenerated]
  ) {
    let id = field.id
    switch field.kind {
    case .email:
      if let text = values.first(
        ["not-an-email", "user@example", "user"], failing: { $0 == .invalidEmail })
      {
        builder.comment("Not an email address.")
        builder.assign(id, values.accept(text)!)
        builder.expectFailure(id) { $0 == .invalidEmail }
      }
    case .url:
      if let text = values.first(
        ["example.com", "ftp://example.com", "https://"], failing: { $0 == .invalidURL })
      {
        builder.comment("Not an http(s) URL with a host.")
        builder.assign(id, values.accept(text)!)
        builder.expectFailure(id) { $0 == .invalidURL }
      }
    case .number:
      builder.comment("Not a number: refused at set.")
      for text in ["ten", "12,50"] {
        builder.expectRefusedSet(field, text) { if case .notANumber = $0 { true } else { false } }
      }
    case .date:
      builder.comment("Not a day of the calendar: refused at set.")
      for text in ["2026-02-30", "03/12/2026"] {
        builder.expectRefusedSet(field, text) { if case .refused = $0 { true } else { false } }
      }
    default: break
    }
  }

  /// The pattern broken by a value that passes every other rule, then matched.
  private func patternCases(
    _ field: Field, _ pattern: Pattern, _ base: String, _ values: CaseValues,
    _ builder: inout CaseBuilder, _ notes: inout [NotGenerated]
  ) {
    let id = field.id
    guard !base.isEmpty, pattern.match(base) == .matched else {
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

  /// Each bound of a range (numbers, dates) and one step past it.
  private func rangeCases(
    _ field: Field, _ values: CaseValues, _ builder: inout CaseBuilder,
    _ notes: inout [NotGenerated]
  ) {
    let isDate = field.kind == .date
    let bounds: [(bound: RangeBound?, word: String, direction: Int)] = [
      (field.constraints.minimum, isDate ? "earliest" : "min", -1),
      (field.constraints.maximum, isDate ? "latest" : "max", 1),
    ]
    for (bound, word, direction) in bounds {
      guard let bound else { continue }
      let past =
        isDate
        ? (direction < 0 ? CalendarDate.dayBefore(bound.text) : CalendarDate.dayAfter(bound.text))
        : DecimalStep.beyond(bound.text, by: direction)
      if let value = values.first([bound.text], failing: nil).flatMap(values.accept) {
        builder.comment("At the \(word), \(bound.text).")
        builder.assign(field.id, value)
        builder.expectNoError(field.id)
      }
      let outside: (ValidationFailure) -> Bool = { failure in
        switch failure {
        case .belowMinimum, .aboveMaximum: !isDate
        case .failed(let rule, _): isDate && rule == "date range"
        default: false
        }
      }
      guard let past, let value = values.first([past], failing: outside).flatMap(values.accept)
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
