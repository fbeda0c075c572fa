import FormshDomain

/// The sample form built into the binary (a copy of `Forms/showcase.json`), used when no form
/// is named.
public struct BuiltinFormSource: FormSource {
  /// How the built-in form is named in messages.
  public static let name = "<built-in showcase>"

  /// Creates the source.
  public init() {}

  public func load() throws(FormLoadError) -> LoadedForm {
    try FormDecoder.decode(Array(BuiltinForm.json.utf8), source: Self.name)
  }
}
