import FormshJSON

/// What one document's translation did not keep, in document order: the one place every
/// importer reports to, and where the values a translation may have to refuse are read (a
/// number through `SourceNumber`, a pattern through `DialectPattern`), so that each is
/// reported in the same words whichever dialect reads it.
package struct DialectProblems {
  /// The dialect's title, in each problem (`SurveyJS`).
  let dialect: String
  /// Why a pattern in formsh's syntax does not compile (`DialectContext.patternProblem`).
  private let patternProblem: (String) -> String?
  /// What was reported, in document order.
  package private(set) var list: [DialectProblem] = []

  /// The problems of a translation from `dialect` (its title), in `context`.
  package init(dialect: String, context: DialectContext) {
    self.dialect = dialect
    patternProblem = context.patternProblem
  }

  /// Reports a construct that was not kept (or kept in part), where it is.
  package mutating func report(
    _ construct: String, _ outcome: DialectProblem.Outcome, at pointer: String
  ) {
    list.append(
      DialectProblem(dialect: dialect, construct: construct, outcome: outcome, pointer: pointer))
  }

  /// Reports a construct before those reported since `mark` (a count of `list`): a container
  /// is reported before what is inside it.
  mutating func report(
    _ construct: String, _ outcome: DialectProblem.Outcome, at pointer: String, before mark: Int
  ) {
    list.insert(
      DialectProblem(dialect: dialect, construct: construct, outcome: outcome, pointer: pointer),
      at: min(mark, list.count))
  }

  /// `SourceNumber.whole`, reported here.
  mutating func wholeNumber(
    _ key: String, of object: JSONObject, owner: String, at pointer: String
  ) -> Int? {
    SourceNumber.whole(key, of: object, owner: owner, at: pointer) { report($0, $1, at: $2) }
  }

  /// A limit (a length, a number of choices): a whole number above 0, as `wholeNumber` reads
  /// it; 0 or less is no limit, as SurveyJS and Form.io write "none".
  mutating func limit(
    _ key: String, of object: JSONObject, owner: String, at pointer: String
  ) -> Int? {
    wholeNumber(key, of: object, owner: owner, at: pointer).flatMap { $0 > 0 ? $0 : nil }
  }

  /// `SourceNumber.finite`, reported here.
  mutating func finiteNumber(
    _ key: String, of object: JSONObject, owner: String, at pointer: String
  ) -> SourceNumber? {
    SourceNumber.finite(key, of: object, owner: owner, at: pointer) { report($0, $1, at: $2) }
  }

  /// A dialect's pattern as formsh's `regex` (`DialectPattern.regex`); one that cannot be is
  /// reported as `construct`, at `pointer`, and nil: the field is not checked by it.
  package mutating func regex(
    _ source: String, match: DialectPattern.Match, unicode: Bool, caseless: Bool = false,
    construct: String, at pointer: String
  ) -> String? {
    do {
      return try DialectPattern.regex(
        source, match: match, unicode: unicode, caseless: caseless, compiling: patternProblem)
    } catch {
      report(construct, DialectPattern.unchecked(error), at: pointer)
      return nil
    }
  }
}
