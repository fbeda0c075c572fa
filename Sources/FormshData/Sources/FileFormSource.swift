import FormshDialects
import FormshDomain
import FormshPlatform

/// A form in a file, or on standard input when the path is `-`.
public struct FileFormSource: FormSource {
  /// The path as the user gave it.
  public let path: String
  /// The dialect `--dialect` named, or nil to detect it.
  public let dialect: (any Dialect)?
  /// Which form of an HTML page (`--html-form`; nil: the first).
  public let htmlForm: String?
  /// The OpenAPI operation `--operation` named, or nil.
  public let operation: String?

  /// Creates a source for a path.
  public init(
    path: String, dialect: (any Dialect)? = nil, htmlForm: String? = nil,
    operation: String? = nil
  ) {
    self.path = path
    self.dialect = dialect
    self.htmlForm = htmlForm
    self.operation = operation
  }

  public func load() throws(FormLoadError) -> LoadedForm {
    try FormDecoder.decode(
      bytes(), source: path, dialect: dialect, page: HTMLPageReading(form: htmlForm),
      operation: operation)
  }

  /// The form in formsh's dialect, for `formsh convert`.
  public func translated() throws(FormLoadError) -> FormDecoder.Translated {
    try FormDecoder.translate(
      bytes(), source: path, dialect: dialect, page: HTMLPageReading(form: htmlForm),
      operation: operation)
  }

  func bytes() throws(FormLoadError) -> [UInt8] {
    let read: [UInt8]?
    do {
      read = try FileSystem.readInput(path, atMost: FormLimits.fileBytes, asInput: true)
    } catch {
      throw .unreadable(path: path, reason: error.reason)
    }
    guard let bytes = read else { throw .tooLarge(path: path, reason: FormLimits.fileTooLarge()) }
    return bytes
  }
}
