/// A file written line by line, each line sent to the system at once: the history file, which
/// two sessions may append to together. (`record` writes through `AtomicFile`, every write
/// checked.)
public final class FileAppender {
  private let descriptor: Int32

  /// Opens a file for appending; `truncate` starts it empty; `exclusive` refuses a file that
  /// exists already (then nothing is touched). `mode` is the C library's `mode_t`, written
  /// `UInt32` here: a public `mode_t` no longer compiles in release builds once no earlier file
  /// of this module names it publicly (the type is attributed to SwiftOverlayShims).
  public init(path: String, truncate: Bool = true, exclusive: Bool = false, mode: UInt32 = 0o644)
    throws(FileSystem.Failure)
  {
    let flags =
      O_WRONLY | O_CREAT | O_CLOEXEC | (truncate ? O_TRUNC : O_APPEND) | (exclusive ? O_EXCL : 0)
    let descriptor = try FileSystem.attempt(path, .writing) { () throws(SystemCallError) in
      try systemCall("open") { open(path, flags, mode) }
    }
    self.descriptor = descriptor
    if !truncate { _ = try? systemCall("fchmod") { fchmod(descriptor, mode) } }
  }

  deinit { FileDescriptor.close(descriptor) }

  /// Appends text in one write (atomic for lines under the pipe-buffer size with O_APPEND);
  /// a failure is ignored on purpose: the history file is a convenience, and a lost line must
  /// not stop the shell.
  public func append(_ text: String) {
    Terminal.writeAll(descriptor, Array(text.utf8))
  }
}
