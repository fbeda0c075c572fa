/// A pattern of another dialect said as formsh's `regex` (a PCRE2 pattern the whole value
/// must match) with the meaning it has in that dialect (docs/dialects.md, "Patterns"): its
/// syntax is ECMAScript's (`ECMAPattern`), compiled alone first; where the dialect searches
/// the value for it, it is wrapped so that formsh's whole-value match searches too, unless
/// the whole pattern is anchored at both ends already.
package enum DialectPattern {
  /// How a dialect applies its pattern to a value.
  package enum Match: Sendable {
    /// Anywhere in the value, as JavaScript's `RegExp.prototype.test`: JSON Schema, SurveyJS,
    /// Adaptive Cards, and Form.io (which tests `^pattern$`, the anchors its own).
    case search
    /// The whole value, as an HTML input's `pattern`: Kratos.
    case whole
  }

  /// The regex of `source`; throws, as a clause, why the pattern cannot be one: ECMAScript
  /// refuses it, or PCRE2 does not compile what it says (`compiling` says why a pattern in
  /// PCRE2's syntax does not compile, nil when it does). `unicode`: the pattern has the `u`
  /// (or `v`) flag; `caseless`: the `i` flag.
  static func regex(
    _ source: String, match: Match, unicode: Bool, caseless: Bool = false,
    compiling: (String) -> String?
  ) throws(ExpressionError) -> String {
    let pattern = try ECMAPattern(source, unicode: unicode)
    var body = pattern.body
    // Alone first: a pattern is never read as part of the wrapping around it.
    if let reason = compiling(body) {
      // PCRE2's place is in the translation, not in the pattern as the document writes it.
      let place = reason.firstRange(of: " at character ")?.lowerBound ?? reason.endIndex
      throw ExpressionError("does not compile (\(reason[..<place]))")
    }
    let whole =
      match == .whole || (pattern.startsAnchored && pattern.endsAnchored && !pattern.alternates)
    // Where the match must end at the end of the value anyway, a last `$` says it as simply.
    if whole, pattern.endsAnchored { body = body.dropLast(2) + "$" }
    return (caseless ? "(?i)" : "") + (whole ? body : "(?s:.*?)(?:" + body + ")(?s:.*)")
  }

  /// What a dialect's translation says of a pattern it could not keep: the field is not
  /// checked by it (never by one that takes anything, as a wrapped `x)|(.*` did).
  static func unchecked(_ error: ExpressionError) -> DialectProblem.Outcome {
    .changed(
      "is not a pattern formsh can check (it \(error.message)); the field is not checked by it")
  }
}
