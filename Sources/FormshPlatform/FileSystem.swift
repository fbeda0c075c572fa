/// The calls formsh makes on paths: reading a file whole, opening one to stream, writing one
/// atomically, asking what a path is, listing and creating directories. `AtomicFile` and
/// `FileAppender` beside it write files piece by piece; libedit reads `~/.editrc` on its own.
/// Every failure is a `Failure` that says whether formsh was reading or writing.
///
/// A read with `asInput` notes the file as one of the run's inputs (`RunInputs`), which no
/// output of the run may replace: forms, records, scripts, scenarios, snapshots. (The history
/// and the cookie jar, which formsh reads to write them back, are not inputs.)
public enum FileSystem {
  /// Forms and scripts larger than this are refused rather than read into memory.
  public static let readLimit = 256 << 20

  /// The whole content of a file.
  public static func read(_ path: String, limit: Int = readLimit, asInput: Bool = false)
    throws(Failure) -> [UInt8]
  {
    try readAll(try openFile(path, asInput: asInput), path, limit: limit)
  }

  /// The whole content of a file, or of standard input for `-`.
  public static func readInput(_ path: String, limit: Int = readLimit, asInput: Bool = false)
    throws(Failure) -> [UInt8]
  {
    try readAll(try openForReading(path, asInput: asInput), path, limit: limit)
  }

  /// The whole content of a file (or standard input for `-`), or `nil` as soon as it is
  /// known to be larger than `limit`, before more than `limit` bytes are held: the caller
  /// says what a file too large means.
  public static func readInput(_ path: String, atMost limit: Int, asInput: Bool = false)
    throws(Failure) -> [UInt8]?
  {
    try readAllUnlessLarger(try openForReading(path, asInput: asInput), path, limit: limit)
  }

  /// The rest of an open file, which is closed afterwards (standard input stays open).
  private static func readAll(_ file: OpenFile, _ path: String, limit: Int) throws(Failure)
    -> [UInt8]
  {
    guard let bytes = try readAllUnlessLarger(file, path, limit: limit) else {
      throw tooLarge(path, limit)
    }
    return bytes
  }

  /// The rest of an open file, or `nil` once it is larger than `limit`.
  private static func readAllUnlessLarger(_ file: OpenFile, _ path: String, limit: Int)
    throws(Failure) -> [UInt8]?
  {
    defer { file.close() }
    if let size = file.size, size > limit { return nil }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(file.size ?? 0)
    let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 16)
    defer { chunk.deallocate() }
    while true {
      let count = try attempt(path, .reading) { () throws(SystemCallError) in
        try FileDescriptor.readBytes(from: file.descriptor, into: chunk)
      }
      if count == 0 { return bytes }
      bytes.append(contentsOf: chunk[0..<count])
      if bytes.count > limit { return nil }
    }
  }

  /// Opens a file (or standard input for `-`) to be read in a stream; a directory is refused.
  public static func openForReading(_ path: String, asInput: Bool = false) throws(Failure)
    -> OpenFile
  {
    guard path == "-" else { return try openFile(path, asInput: asInput) }
    if asInput {
      RunInputs.note(descriptor: FileDescriptor.standardInput, path: "standard input", named: false)
    }
    return try examine(FileDescriptor.standardInput, path)
  }

  /// Opens a file by its name (`-` is a file called `-` here); a directory is refused.
  private static func openFile(_ path: String, asInput: Bool) throws(Failure) -> OpenFile {
    let descriptor = try attempt(path, .reading) { () throws(SystemCallError) in
      try systemCall("open") { open(path, O_RDONLY | O_CLOEXEC) }
    }
    if asInput { RunInputs.note(descriptor: descriptor, path: path) }
    return try examine(descriptor, path)
  }
  /// An open descriptor with its size; closed and refused when it is a directory.
  private static func examine(_ descriptor: Int32, _ path: String) throws(Failure) -> OpenFile {
    var status = stat()
    guard (try? systemCall("fstat", { fstat(descriptor, &status) })) != nil else {
      return OpenFile(descriptor: descriptor, size: nil)
    }
    if status.st_mode & S_IFMT == S_IFDIR {
      OpenFile(descriptor: descriptor, size: nil).close()
      throw Failure(path: path, operation: .reading, reason: "is a directory")
    }
    let size = status.st_mode & S_IFMT == S_IFREG ? Int(status.st_size) : nil
    return OpenFile(descriptor: descriptor, size: size)
  }

  /// Writes a file so that readers see the old content or the new, never half of it (see
  /// `AtomicFile`, which also says what happens with devices, FIFOs and symbolic links).
  public static func writeAtomically(
    _ path: String, _ bytes: [UInt8], followingSymlinks: Bool = false, newFileMode: mode_t = 0o666
  ) throws(Failure) {
    let writer = try AtomicFile(path, followingSymlinks: followingSymlinks)
    writer.newFileMode = newFileMode
    do {
      try writer.write(bytes)
      try writer.commit()
    } catch {
      writer.abandon()
      throw error
    }
  }

  /// Whether a path names something that exists.
  public static func exists(_ path: String) -> Bool {
    var status = stat()
    return (try? systemCall("stat") { stat(path, &status) }) != nil
  }

  /// Whether a path is a directory.
  public static func isDirectory(_ path: String) -> Bool {
    var status = stat()
    return (try? systemCall("stat") { stat(path, &status) }) != nil
      && status.st_mode & S_IFMT == S_IFDIR
  }

  /// The names in a directory (without `.` and `..`), sorted.
  public static func list(_ path: String) throws(Failure) -> [String] {
    // Opened with open(2), which can be retried, then handed to fdopendir.
    let descriptor = try attempt(path, .reading) { () throws(SystemCallError) in
      try systemCall("open") { open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
    }
    guard let directory = fdopendir(descriptor) else {
      let failure = Failure(
        path: path, operation: .reading, reason: String(cString: strerror(errno)))
      FileDescriptor.close(descriptor)
      throw failure
    }
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

  /// Creates a directory and its parents, with the given mode (a `mode_t`; see
  /// `FileAppender.init` for why it is spelled `UInt32`).
  public static func makeDirectories(_ path: String, mode: UInt32 = 0o700) throws(Failure) {
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/") {
      prefix += component
      do {
        try systemCall("mkdir") { mkdir(prefix, mode) }
      } catch {
        if error.code != EEXIST {
          throw Failure(path: prefix, operation: .writing, reason: error.reason)
        }
      }
      prefix += "/"
    }
  }

  /// Runs system calls on a path; a failure becomes a `Failure` for that path and operation.
  @inline(__always)
  @discardableResult
  static func attempt<Result>(
    _ path: String, _ operation: Failure.Operation, _ body: () throws(SystemCallError) -> Result
  ) throws(Failure) -> Result {
    do {
      return try body()
    } catch {
      throw Failure(path: path, operation: operation, reason: error.reason)
    }
  }

  private static func tooLarge(_ path: String, _ limit: Int) -> Failure {
    Failure(path: path, operation: .reading, reason: "larger than \(limit >> 20) MiB")
  }
}
