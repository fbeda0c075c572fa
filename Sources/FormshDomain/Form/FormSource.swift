/// Anything that can deliver a form: a file, the built-in sample, a string in a test.
public protocol FormSource: Sendable {
  /// Reads and maps the form.
  func load() throws(FormLoadError) -> LoadedForm
}
