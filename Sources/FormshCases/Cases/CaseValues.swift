import FormshDomain

/// The values the generator tries on a field: each taken as `set` would take it, and kept only
/// when the field's own rules say what the case needs. Nothing here decides an expectation;
/// the rules do.
///
/// A value goes into a scenario's line, so none is longer than `longest` bytes of UTF-8:
/// texts of more characters than that are never built (a `min_length` near 2^63 or of a
/// billion is a case not generated, not an allocation that cannot succeed).
struct CaseValues {
  let field: Field
  /// The most bytes of UTF-8 a value may have (`GenerateCases.longestValue`).
  let longest: Int

  /// Whether a text is short enough for a scenario's line.
  func fits(_ text: String) -> Bool { text.utf8.count <= longest }

  /// The value `set FIELD=text` gives, or `nil` when `set` refuses it or the text does not
  /// fit in a scenario's line.
  func accept(_ text: String) -> FormValue? {
    guard fits(text) else { return nil }
    return try? field.kind.behavior.accept(.text(text), for: field)
  }

  /// The refusal `set FIELD=text` gives, or `nil` when it takes the text.
  func refusal(_ text: String) -> EditError? { Self.refusal(text, for: field) }

  /// The refusal `set FIELD=text` gives on a field, or `nil` when it takes the text.
  static func refusal(_ text: String, for field: Field) -> EditError? {
    do {
      _ = try field.kind.behavior.accept(.text(text), for: field)
      return nil
    } catch {
      return error
    }
  }

  /// The first rule of the field's own a value fails (`required` counted as the form says).
  func failure(_ value: FormValue) -> ValidationFailure? {
    ValidateForm.firstFailure(of: field, value: value)
  }

  /// The first text among `texts` that `set` takes and that fails first with a failure
  /// `wanted` accepts (or passes every rule, when `wanted` is nil).
  func first(_ texts: [String], failing wanted: ((ValidationFailure) -> Bool)?) -> String? {
    texts.first { text in
      guard fits(text), let value = accept(text) else { return false }
      let found = failure(value)
      guard let wanted else { return found == nil }
      return found.map(wanted) ?? false
    }
  }

  /// Texts of the field's kind that are likely valid, the pattern's examples first, each
  /// also lengthened to the fewest characters and cut to the most.
  var validTexts: [String] {
    var texts = kindTexts
    if let pattern = field.constraints.pattern {
      texts += PatternExample.examples(pattern.source)
    }
    return fitted(texts)
  }

  /// The range's bounds (a value at a bound is often valid), then the kind's samples.
  private var kindTexts: [String] {
    [field.constraints.minimum?.text, field.constraints.maximum?.text].compactMap { $0 }
      + field.kind.behavior.sampleTexts
  }

  /// Each text, then the same lengthened to `min_length` with a few fillers, and cut to
  /// `max_length`.
  func fitted(_ texts: [String]) -> [String] {
    var fitted: [String] = []
    func add(_ text: String) {
      var text = text
      if let max = field.constraints.maxLength, text.exceedsCharacters(max) {
        text = text.prefix(characters: max)
      }
      if fits(text), !fitted.contains(text) { fitted.append(text) }
    }
    let fewest = field.constraints.minLength ?? 0
    for text in texts {
      add(text)
      let missing = fewest - text.characterLength
      guard missing > 0, missing <= longest else { continue }
      for filler in ["a", "1", String(text.last ?? "a"), String(text.first ?? "a")] {
        let padding = String(repeating: filler, count: missing)
        add(text + padding)
        add(padding + text)
      }
    }
    return fitted
  }

  /// Texts of exactly `count` characters built from `base`: padded with a two-byte `é` (so
  /// bytes and characters differ) or plain letters and digits, at either end or in the
  /// middle; those with the multi-byte character first. Only those that fit in a line: none
  /// when `count` is more than `longest` (a character takes a byte at least).
  func texts(ofLength count: Int, from base: String) -> [String] {
    guard count > 0, count <= longest else { return [] }
    var texts: [String] = []
    for filler in ["é", "a", "1", "A"] {
      // At least one `é` when it is the filler, so bytes and characters differ.
      let start = base.prefix(characters: filler == "é" ? count - 1 : count)
      let missing = count - start.characterLength
      let padding = String(repeating: filler, count: missing)
      texts.append(padding + start)
      texts.append(start + padding)
      if let at = start.firstIndex(of: "@") {
        texts.append(String(start[..<at]) + padding + String(start[at...]))
      }
      if start.contains("://"), missing > 1 {
        texts.append(start + "/" + String(repeating: filler, count: missing - 1))
      }
    }
    texts.append(String(repeating: "é", count: count))
    return texts.filter { $0.characterLength == count && fits($0) }
  }
}
