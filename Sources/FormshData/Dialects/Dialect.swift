import FormshDomain

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
  /// translation charges `work` as it goes, and ends early once `work` says to stop (its
  /// budget spent, or the run interrupted): what it then returns is not the whole form.
  func translate(_ document: JSONObject, work: ImportWork) -> DialectTranslation
}

extension Dialect {
  /// The same form in formsh's dialect, within the standard budget and never interrupted.
  public func translate(_ document: JSONObject) -> DialectTranslation {
    translate(document, work: ImportWork())
  }
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

/// A construct of another dialect that formsh did not keep (or kept only in part), where it
/// is in the source: a warning of `lint`, as "SurveyJS matrix question `rating` is not
/// supported; skipped (at /pages/0/elements/3)".
public struct DialectProblem: FormProblem, Equatable {
  /// The dialect's title (`SurveyJS`).
  public let dialect: String
  /// What the construct is, in the dialect's words (``matrix question `rating` ``).
  public let construct: String
  /// What formsh did about it (`is not supported; skipped`).
  public let outcome: String
  /// Where it is in the source document: a JSON Pointer (RFC 6901), empty for the whole.
  public let pointer: String

  /// Creates a problem.
  public init(dialect: String, construct: String, outcome: String, pointer: String) {
    self.dialect = dialect
    self.construct = construct
    self.outcome = outcome
    self.pointer = pointer
  }

  public var severity: Diagnostic.Severity { .warning }
  public var message: String {
    "\(dialect) \(Self.shortened(construct)) \(outcome) "
      + "(at \(pointer.isEmpty ? "the top level" : pointer))"
  }

  /// The longest a construct is quoted in a message: past it, a quoted expression or text of
  /// the source (a 300,000-character `visibleIf`) is cut, so that what formsh did and where
  /// stay on screen rather than after a terminal's cut.
  static let longestConstruct = 200

  private static func shortened(_ construct: String) -> String {
    guard construct.count > longestConstruct else { return construct }
    return construct.prefix(longestConstruct)
      + "… (\(construct.count - longestConstruct) more characters)"
  }
}

/// Building JSON Pointers to the constructs of a source document.
extension String {
  /// This pointer with one more reference token (a key or an array index), escaped.
  public func pointer(_ token: String) -> String {
    self + "/" + JSONPointer.escaped(token)
  }

  /// This pointer with one more array index.
  public func pointer(_ index: Int) -> String {
    self + "/" + String(index)
  }
}
