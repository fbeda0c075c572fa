import FormshDomain
import FormshPlatform

/// A form in a file, or on standard input when the path is `-`.
public struct FileFormSource: FormSource {
  /// The path as the user gave it.
  public let path: String

  /// Creates a source for a path.
  public init(path: String) {
    self.path = path
  }

  public func load() throws(FormLoadError) -> LoadedForm {
    let read: [UInt8]?
    do {
      read = try FileSystem.readInput(path, atMost: FormLimits.fileBytes, asInput: true)
    } catch {
      throw .unreadable(path: path, reason: error.reason)
    }
    guard let bytes = read else { throw .tooLarge(path: path, reason: FormLimits.fileTooLarge()) }
    return try FormDecoder.decode(bytes, source: path)
  }
}
