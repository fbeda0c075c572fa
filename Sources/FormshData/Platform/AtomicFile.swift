#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

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
    temporaryPath = "\(directory).\(name).tmp-\(getpid())"
    descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
    guard descriptor >= 0 else {
      let reason = String(cString: strerror(errno))
      throw FileSystem.Failure(path: path, reason: reason)
    }
  }

  deinit {
    if descriptor >= 0 { abandon() }
  }

  /// Appends bytes.
  public func write(_ bytes: [UInt8]) throws(FileSystem.Failure) {
    var result: Result<Void, FileSystem.Failure> = .success(())
    bytes.withUnsafeBufferPointer { buffer in
      result = Result { () throws(FileSystem.Failure) in try write(buffer) }
    }
    try result.get()
  }

  /// Appends bytes.
  public func write(_ bytes: UnsafeBufferPointer<UInt8>) throws(FileSystem.Failure) {
    guard let base = bytes.baseAddress else { return }
    var offset = 0
    while offset < bytes.count {
      let written = Glibc.write(descriptor, base + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        throw FileSystem.failure(path)
      }
      offset += written
    }
  }

  /// Flushes the bytes to disk and renames the file into place.
  public func commit() throws(FileSystem.Failure) {
    guard fsync(descriptor) == 0 else { throw FileSystem.failure(path) }
    close(descriptor)
    descriptor = -1
    guard rename(temporaryPath, path) == 0 else {
      let failure = FileSystem.failure(path)
      unlink(temporaryPath)
      throw failure
    }
  }

  /// Throws the temporary file away; the previous file stays as it was.
  public func abandon() {
    guard descriptor >= 0 else { return }
    close(descriptor)
    descriptor = -1
    unlink(temporaryPath)
  }
}
