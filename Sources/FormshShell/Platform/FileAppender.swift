#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif
import FormshData

/// A file written line by line, each line sent to the system at once (a recording survives a
/// crash up to its last command). Used for `record` and the history file.
final class FileAppender {
  private let descriptor: Int32

  /// Opens a file for appending; `truncate` starts it empty.
  init(path: String, truncate: Bool = true, mode: mode_t = 0o644) throws(FileSystem.Failure) {
    let flags = O_WRONLY | O_CREAT | O_CLOEXEC | (truncate ? O_TRUNC : O_APPEND)
    descriptor = open(path, flags, mode)
    guard descriptor >= 0 else {
      throw FileSystem.Failure(path: path, reason: String(cString: strerror(errno)))
    }
    if !truncate { fchmod(descriptor, mode) }
  }

  deinit { close(descriptor) }

  /// Appends text in one write (atomic for lines under the pipe-buffer size with O_APPEND).
  func append(_ text: String) {
    Terminal.writeAll(descriptor, Array(text.utf8))
  }
}
