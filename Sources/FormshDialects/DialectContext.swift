/// What a translation takes from the program that runs it: the work it may do, the largest
/// form it may make, the title of a form that has none, and the test of a pattern that only
/// the program's pattern engine can make. The caller gives it (FormshData's
/// `DialectContext.formsh`), so that the dialects depend on nothing but the JSON value type
/// and the form's key list.
public struct DialectContext {
  /// The work the translation may do; it charges it as it goes, and stops when told to.
  public let work: ImportWork
  /// The most fields and groups a form may have: a schema whose `$ref`s multiply past it is
  /// cut there.
  public let fieldLimit: Int
  /// The title of a form whose document has none.
  public let untitled: String
  /// Why a regular expression in formsh's syntax (PCRE2's) does not compile, or nil when it
  /// does: a pattern is compiled alone before it is wrapped (`DialectPattern`).
  public let patternProblem: (String) -> String?

  /// A context.
  public init(
    work: ImportWork, fieldLimit: Int, untitled: String,
    patternProblem: @escaping (String) -> String?
  ) {
    self.work = work
    self.fieldLimit = fieldLimit
    self.untitled = untitled
    self.patternProblem = patternProblem
  }
}
