extension DialectProblem {
  /// What formsh did with a construct it could not keep as the dialect says it: a few
  /// outcomes, each worded here once, so that one outcome reads the same in every dialect
  /// (never "skipped" in one place, "dropped" or "ignored" in another; "kept as text" in one,
  /// "read as plain text" in another) and a test names it (`.unsupported`, `.plainText`)
  /// rather than quoting it.
  public enum Outcome: Hashable, Sendable {
    /// Left out of the form (a construct, or a member of one): why, then "skipped"
    /// (`is not supported; skipped`); without a reason, "is skipped".
    case skipped(String?)
    /// Not in the form, the rest of what holds it being kept: "is not kept", with why in
    /// parentheses (`is not kept (a field is shown once)`).
    case notKept(String?)
    /// Kept, but not checked as the dialect checks it: "is not checked (why)".
    case notChecked(String?)
    /// Kept out of what the form shows: "is not shown (why)".
    case notShown(String?)
    /// Kept out of what formsh sends: "is not sent (why)".
    case notSent(String?)
    /// In the form as something else than the dialect says: "is read as …" (`plain text`).
    case readAs(String)
    /// Sent otherwise than the dialect sends it: "is submitted as …".
    case submittedAs(String)
    /// A construct formsh cannot have in its form, kept otherwise: "is not supported; …"
    /// (`mapped from its schema`).
    case notSupported(String)
    /// A choice list or range from which no option could be made: why, then "no options
    /// are made".
    case noOptions(String)
    /// The first of two that disagree is kept: "keeps the first", with why in parentheses.
    case firstKept(String?)
    /// A condition or rule that JSON Logic cannot say, and what goes with it: "cannot be said
    /// in JSON Logic; the rule is skipped".
    case unsaid(skipping: String)
    /// A document with nothing formsh can make a form of: why, then "nothing kept".
    case nothingKept(String)
    /// What happens once, in the construct's own words.
    case changed(String)

    /// The outcome in words, after the construct it is said of.
    public var words: String {
      switch self {
      case .skipped(nil): "is skipped"
      case .skipped(let reason?): "\(reason); skipped"
      case .notKept(let why): "is not kept" + Self.because(why)
      case .notChecked(let why): "is not checked" + Self.because(why)
      case .notShown(let why): "is not shown" + Self.because(why)
      case .notSent(let why): "is not sent" + Self.because(why)
      case .readAs(let what): "is read as \(what)"
      case .submittedAs(let what): "is submitted as \(what)"
      case .notSupported(let instead): "is not supported; \(instead)"
      case .noOptions(let why): "\(why); no options are made"
      case .firstKept(let why): "keeps the first" + Self.because(why)
      case .unsaid(let what): "cannot be said in JSON Logic; \(what) is skipped"
      case .nothingKept(let why): "\(why); nothing kept"
      case .changed(let words): words
      }
    }

    private static func because(_ why: String?) -> String {
      why.map { " (\($0))" } ?? ""
    }
  }
}

/// The outcomes every dialect meets, each worded once.
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
  /// A member of another JSON type than the dialect's (`a number`).
  public static func mistyped(shouldBe type: String) -> Self {
    skipped("should be \(type)")
  }
  /// An input type, format or widget formsh has no kind for: a text field of any text.
  public static let plainText = readAs("plain text")
  /// A script, or what would run one.
  public static let notRun = changed("is not run (formsh runs no scripts)")
  /// A rule the dialect's conditions give that JSON Logic cannot say.
  public static let ruleUnsaid = unsaid(skipping: "the rule")
  /// A condition of when a field shows (or applies) that JSON Logic cannot say.
  public static let conditionalUnsaid = unsaid(skipping: "the conditional")
  /// A field, container or input the dialect hides: in the form, never shown, so never sent.
  public static let neverShown = readAs("never shown (visible_if false), so never submitted")
  /// A submit button after the first: a formsh form has one submit (`first`: which).
  public static func secondSubmit(first: String) -> Self {
    notKept("a formsh form has one submit, the first: \(first)")
  }
  /// An Adaptive Cards template expression (`$data`, `$when`).
  public static let unexpandedTemplate = changed(
    "is not evaluated (formsh reads cards already expanded)")
}
