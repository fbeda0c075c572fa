#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Every file-system call formsh makes, in one place. Errors carry the system's reason.
public enum FileSystem {
  /// Why a file operation failed: the path and the system's reason.
  public struct Failure: Error, Sendable, Equatable {
    /// The path as the user gave it.
    public let path: String
    /// The system's reason ("No such file or directory"), or formsh's own.
    public let reason: String

    /// Creates a failure.
    public init(path: String, reason: String) {
      self.path = path
      self.reason = reason
    }
  }

  /// Forms and scripts larger than this are refused rather than read into memory.
  public static let readLimit = 256 << 20

  /// The whole content of a file.
  public static func read(_ path: String, limit: Int = readLimit) throws(Failure) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure(path) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw failure(path) }
    if status.st_mode & S_IFMT == S_IFDIR {
      throw Failure(path: path, reason: "is a directory")
    }
    if Int(status.st_size) > limit {
      throw Failure(path: path, reason: "larger than \(limit >> 20) MiB")
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(Int(status.st_size))
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw failure(path)
      }
      if count == 0 { return bytes }
      bytes.append(contentsOf: chunk[0..<count])
      if bytes.count > limit {
        throw Failure(path: path, reason: "larger than \(limit >> 20) MiB")
      }
    }
  }

  /// An input opened for streaming: its descriptor, and its size when it is a regular file
  /// (for progress). Standard input when `path` is `-`. `close()` gives the descriptor back.
  public struct Input: Sendable {
    public let descriptor: Int32
    public let size: Int?

    /// Closes the descriptor (standard input stays open).
    public func close() {
      if descriptor != 0 { _ = Glibc.close(descriptor) }
    }
  }

  /// Opens a file (or standard input for `-`) to be read in a stream; a directory is refused.
  public static func openForReading(_ path: String) throws(Failure) -> Input {
    let descriptor = path == "-" ? 0 : open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure(path) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return Input(descriptor: descriptor, size: nil) }
    if status.st_mode & S_IFMT == S_IFDIR {
      Input(descriptor: descriptor, size: nil).close()
      throw Failure(path: path, reason: "is a directory")
    }
    let size = status.st_mode & S_IFMT == S_IFREG ? Int(status.st_size) : nil
    return Input(descriptor: descriptor, size: size)
  }

  /// Writes a file so that readers see the old content or the new, never half of it:
  /// the bytes go to a temporary file beside it, are flushed to disk, then renamed over it.
  public static func writeAtomically(_ path: String, _ bytes: [UInt8], mode: mode_t = 0o644)
    throws(Failure)
  {
    let writer = try AtomicFile(path, mode: mode)
    do {
      try writer.write(bytes)
      try writer.commit()
    } catch {
      writer.abandon()
      throw error
    }
  }

  /// Whether a path names an existing regular file or directory.
  public static func exists(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0
  }

  /// Whether a path is a directory.
  public static func isDirectory(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
  }

  /// The names in a directory (without `.` and `..`), sorted.
  public static func list(_ path: String) throws(Failure) -> [String] {
    guard let directory = opendir(path) else { throw failure(path) }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  /// Creates a directory and its parents, with the given mode.
  public static func makeDirectories(_ path: String, mode: mode_t = 0o700) throws(Failure) {
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/") {
      prefix += component
      if mkdir(prefix, mode) != 0 && errno != EEXIST { throw failure(prefix) }
      prefix += "/"
    }
  }

  /// The failure for the current `errno`.
  static func failure(_ path: String) -> Failure {
    Failure(path: path, reason: String(cString: strerror(errno)))
  }
}
