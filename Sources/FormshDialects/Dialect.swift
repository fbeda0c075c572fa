import FormshJSON

/// A form language formsh reads besides its own: how to recognise a document written in it,
/// and how to say the same form in formsh's dialect (§1–§9 of the format reference).
///
/// An importer only translates documents: everything after (mapping, checks, conditions,
/// payload) is the formsh dialect's, so an imported form behaves as one written by hand, and
/// `formsh convert` prints exactly what was loaded. What the form's dialect expresses and
/// formsh's cannot hold is reported, never dropped in silence (`DialectProblem`).
public protocol Dialect: Sendable {
  /// The name `--dialect` takes: lower case, no spaces (`surveyjs`).
  var name: String { get }
  /// The name people know it by, for messages (`SurveyJS`).
  var title: String { get }
  /// Whether the document is written in this dialect (each dialect's page of `docs/dialects/`
  /// says by what).
  func recognises(_ document: JSONObject) -> Bool
  /// The same form in formsh's dialect, and each construct that could not be kept. The
  /// translation charges `context.work` as it goes, and ends early once it says to stop (its
  /// budget spent, or the run interrupted): what it then returns is not the whole form.
  func translate(_ document: JSONObject, in context: DialectContext) -> DialectTranslation
}

/// A document said in formsh's dialect, with what it lost on the way.
public struct DialectTranslation: Sendable {
  /// The form in formsh's dialect (the object `FormDTO` reads).
  public var form: JSONObject
  /// Each construct of the source that the form does not keep, in document order.
  public var dropped: [DialectProblem]

  /// Creates a translation.
  public init(form: JSONObject, dropped: [DialectProblem] = []) {
    self.form = form
    self.dropped = dropped
  }
}
