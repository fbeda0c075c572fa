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
    let bytes: [UInt8]
    do {
      bytes = try FileSystem.readInput(path)
    } catch {
      throw .unreadable(path: path, reason: error.reason)
    }
    return try FormDecoder.decode(bytes, source: path)
  }
}
