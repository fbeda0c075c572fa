/// A form as a source delivered it: the form and every problem found while loading it.
public struct LoadedForm: Sendable {
  /// Where the form came from, as the user named it (a path, or `<built-in>`).
  public let source: String
  /// The form, with every oddity already handled.
  public private(set) var form: Form
  /// What was odd about the file and what was done about it, in file order.
  public private(set) var diagnostics: [Diagnostic]
  /// The dialect the file was written in, as people call it (`formsh`, `SurveyJS`).
  public let dialect: String
  /// For a form a server answered (a flow's next step), the origin the request that brought
  /// it was meant for, whose server chose the URLs the form names: the session's credentials
  /// go with those only to that origin, wherever a redirect took the request. `nil` for a
  /// form loaded from where the user said (a file, a URL).
  public var answerFor: String?

  /// Creates a loaded form.
  public init(source: String, form: Form, diagnostics: [Diagnostic], dialect: String = "formsh") {
    self.source = source
    self.form = form
    self.diagnostics = diagnostics
    self.dialect = dialect
  }

  /// Whether any diagnostic is an error (the form cannot be submitted as it stands).
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// The same, from the same place, with another form (its options loaded, its lists resized).
  public func with(_ form: Form) -> LoadedForm {
    var changed = self
    changed.form = form
    return changed
  }

  /// The same, from the same place, with other diagnostics.
  public func with(diagnostics: [Diagnostic]) -> LoadedForm {
    var changed = self
    changed.diagnostics = diagnostics
    return changed
  }
}
