/// A file written in pieces that appears under its name only when complete: the bytes go to
/// `.NAME.tmp-PID` beside it, and `commit` flushes and renames it into place. Until then, and
/// if the process dies, readers find the previous file (or none).
public final class AtomicFile {
  /// The final path.
  public let path: String
  private let temporaryPath: String
  private var descriptor: Int32

  /// Creates the temporary file beside `path`.
  public init(_ path: String, mode: mode_t = 0o644) throws(FileSystem.Failure) {
    self.path = path
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    let temporaryPath = "\(directory).\(name).tmp-\(getpid())"
    self.temporaryPath = temporaryPath
    descriptor = try FileSystem.attempt(path, .writing) { () throws(SystemCallError) in
      try systemCall("open") {
        open(temporaryPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
      }
    }
  }

  deinit {
    if descriptor >= 0 { abandon() }
  }

  /// Appends bytes.
  public func write(_ bytes: [UInt8]) throws(FileSystem.Failure) {
    try bytes.withUnsafeBufferPointer { (buffer) throws(FileSystem.Failure) in try write(buffer) }
  }

  /// Appends bytes.
  public func write(_ bytes: UnsafeBufferPointer<UInt8>) throws(FileSystem.Failure) {
    try FileSystem.attempt(path, .writing) { () throws(SystemCallError) in
      try FileDescriptor.writeAll(to: descriptor, UnsafeRawBufferPointer(bytes))
    }
  }

  /// Flushes the bytes to disk and renames the file into place.
  public func commit() throws(FileSystem.Failure) {
    let (descriptor, temporaryPath, path) = (self.descriptor, self.temporaryPath, self.path)
    try FileSystem.attempt(path, .writing) { () throws(SystemCallError) in
      try systemCall("fsync") { fsync(descriptor) }
    }
    FileDescriptor.close(descriptor)
    self.descriptor = -1
    do {
      try systemCall("rename") { rename(temporaryPath, path) }
    } catch {
      unlink(temporaryPath)
      throw FileSystem.Failure(path: path, operation: .writing, reason: error.reason)
    }
  }

  /// Throws the temporary file away; the previous file stays as it was.
  public func abandon() {
    guard descriptor >= 0 else { return }
    FileDescriptor.close(descriptor)
    descriptor = -1
    unlink(temporaryPath)
  }
}
