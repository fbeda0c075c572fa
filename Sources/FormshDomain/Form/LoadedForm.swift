/// A form as a source delivered it: the form and every problem found while loading it.
public struct LoadedForm: Sendable {
  /// Where the form came from, as the user named it (a path, or `<built-in>`).
  public let source: String
  /// The form, with every oddity already handled.
  public let form: Form
  /// What was odd about the file and what was done about it, in file order.
  public let diagnostics: [Diagnostic]
  /// The dialect the file was written in, as people call it (`formsh`, `SurveyJS`).
  public let dialect: String

  /// Creates a loaded form.
  public init(source: String, form: Form, diagnostics: [Diagnostic], dialect: String = "formsh") {
    self.source = source
    self.form = form
    self.diagnostics = diagnostics
    self.dialect = dialect
  }

  /// Whether any diagnostic is an error (the form cannot be submitted as it stands).
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
