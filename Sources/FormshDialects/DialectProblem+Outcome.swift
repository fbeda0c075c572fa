extension DialectProblem {
  /// What formsh did with a construct it could not keep as the dialect says it: two outcomes,
  /// each worded here once, so that one outcome reads the same in every dialect (never
  /// "skipped" in one place, "dropped" or "ignored" in another) and a test names it
  /// (`.unsupported`) rather than quoting it.
  public enum Outcome: Hashable, Sendable {
    /// Left out of the form (a construct, or a member of one): why, then "skipped"
    /// (`is not supported; skipped`); without a reason, "is skipped".
    case skipped(String?)
    /// In the form, but otherwise than the dialect says, or only in part: the words say how
    /// (`is kept as plain text`, `is not kept (a field is shown once)`).
    case changed(String)

    /// The outcome in words, after the construct it is said of.
    public var words: String {
      switch self {
      case .skipped(nil): "is skipped"
      case .skipped(let reason?): "\(reason); skipped"
      case .changed(let words): words
      }
    }
  }
}

/// The reasons a construct is skipped that every dialect meets, each worded once.
extension DialectProblem.Outcome {
  /// A construct formsh has no place for.
  public static let unsupported = skipped("is not supported")
  /// An element, page or component that is not a JSON object.
  public static let notAnObject = skipped("is not an object")
  /// An element or component without its `type`.
  public static let noType = skipped("has no type")
  /// A container nested deeper than a dialect reads.
  public static func nested(deeperThan depth: Int) -> Self {
    skipped("is nested more than \(depth) deep")
  }
  /// An expression that does not parse or cannot be said in formsh's conditions; `why` is
  /// the parser's (`expects an operand after "and"`).
  public static func untranslatable(_ why: String) -> Self {
    skipped("cannot be translated (it \(why))")
  }
  /// A type of element the dialect has and formsh does not know (`known`: one formsh knows
  /// it cannot keep).
  public static func unknownType(of dialect: String, known: Bool) -> Self {
    known ? unsupported : skipped("is not a \(dialect) type formsh knows")
  }
}
