/// A file written in pieces that appears under its name only when complete. The bytes go to a
/// `TemporaryFile` beside it (unnamed where the file system allows, mode 0600), and `commit`
/// gives it the mode it should have, flushes it, renames it into place and flushes the
/// directory. Until then, and if the process dies, readers find the previous file (or none).
///
/// What the path names decides (`WriteTarget`): a regular file is replaced keeping its
/// permission bits and, where allowed, its owner and group (a file of passwords at 0600 stays
/// 0600); a new file gets 0666 less the umask, as `>` in a shell would. A character device or
/// a FIFO is written through and never replaced (`/dev/null` stays a device, even for root);
/// `/dev/stdout`, `/dev/stderr` and `/dev/fd/N` are the descriptors themselves. A symbolic
/// link is refused unless `followingSymlinks`, and then its final target is the file.
///
/// A file that is one of the run's inputs (`RunInputs`: the same device and inode, through
/// any link) is never replaced: it is refused here, before anything is written. A file
/// published is noted as the run's output, which the run may read and write again.
public final class AtomicFile {
  /// The path as the user gave it.
  public let path: String
  /// Where the bytes go: the temporary file, the device, or the inherited descriptor.
  public let descriptor: Int32
  /// The mode a new file gets, less the umask (an existing file keeps its own): 0666 as `>`
  /// in a shell, 0600 for a file of secrets (a cookie jar).
  public var newFileMode: mode_t = 0o666
  private var state: State

  private enum State {
    /// A regular file, through its temporary file.
    case file(TemporaryFile, target: String, existing: stat?, replacing: Bool)
    /// A device or FIFO formsh opened (closed at the end).
    case device
    /// A descriptor formsh was given (left open).
    case inherited
    /// Committed or abandoned.
    case done
  }

  /// Prepares to write `path`. Unless `replacing`, an existing file is refused (EEXIST), both
  /// now and when publishing (then the name is claimed only if still free).
  public convenience init(_ path: String, replacing: Bool = true, followingSymlinks: Bool = false)
    throws(FileSystem.Failure)
  {
    try self.init(
      path, replacing: replacing, followingSymlinks: followingSymlinks, allowingUnnamed: true)
  }

  /// `allowingUnnamed: false` uses a named temporary file even where `O_TMPFILE` works (for
  /// tests of the fallback).
  init(_ path: String, replacing: Bool, followingSymlinks: Bool, allowingUnnamed: Bool)
    throws(FileSystem.Failure)
  {
    self.path = path
    switch try WriteTarget.of(path, followingSymlinks: followingSymlinks) {
    case .descriptor(let descriptor):
      self.descriptor = descriptor
      state = .inherited
    case .device(let device):
      descriptor = try FileSystem.attempt(path, .writing) { () throws(SystemCallError) in
        try AtomicFile.openDevice(device)
      }
      state = .device
    case .file(let target, let existing):
      if existing != nil && !replacing {
        throw FileSystem.Failure(
          path: path, operation: .writing,
          reason: SystemCallError(call: "open", code: EEXIST).reason)
      }
      if let existing { try RunInputs.check(output: path, status: existing) }
      let temporary = try FileSystem.attempt(path, .writing) { () throws(SystemCallError) in
        try TemporaryFile.create(beside: target, allowingUnnamed: allowingUnnamed)
      }
      descriptor = temporary.descriptor
      state = .file(temporary, target: target, existing: existing, replacing: replacing)
    }
  }

  deinit { abandon() }

  /// Whether the bytes go straight to their destination (a device, a FIFO, an inherited
  /// descriptor) rather than to a file published at `commit`.
  public var writesThrough: Bool {
    if case .file = state { return false }
    return true
  }

  /// Whether a file was at the path when it was opened: `commit` replaces it.
  public var replacesAFile: Bool {
    if case .file(_, _, let existing, _) = state { return existing != nil }
    return false
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

  /// What was written so far to a file that is not yet published; nil when written through.
  public func written() throws(FileSystem.Failure) -> [UInt8]? {
    guard case .file = state else { return nil }
    var bytes: [UInt8] = []
    let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 16)
    defer { chunk.deallocate() }
    while true {
      let offset = bytes.count
      let count = try FileSystem.attempt(path, .writing) { () throws(SystemCallError) in
        try systemCall("pread") { pread(descriptor, chunk.baseAddress, chunk.count, off_t(offset)) }
      }
      if count == 0 { return bytes }
      bytes.append(contentsOf: chunk[0..<count])
    }
  }

  /// Replaces what was written so far to a file not yet published.
  public func rewrite(_ bytes: [UInt8]) throws(FileSystem.Failure) {
    guard case .file = state else { return }
    try FileSystem.attempt(path, .writing) { () throws(SystemCallError) in
      try systemCall("ftruncate") { ftruncate(descriptor, 0) }
      try systemCall("lseek") { lseek(descriptor, 0, SEEK_SET) }
    }
    try write(bytes)
  }

  /// Publishes the file: its mode and owner set, flushed to disk, renamed into place, the
  /// directory flushed. A device is closed; an inherited descriptor is left open. On a
  /// failure the previous file stays as it was.
  public func commit() throws(FileSystem.Failure) {
    let state = self.state
    self.state = .done
    switch state {
    case .done, .inherited: return
    case .device: FileDescriptor.close(descriptor)
    case .file(let temporary, let target, let existing, let replacing):
      do throws(SystemCallError) {
        try AtomicFile.setPermissions(of: descriptor, like: existing, newFileMode: newFileMode)
        try systemCall("fsync") { fsync(descriptor) }
        try temporary.publish(as: target, replacing: replacing)
      } catch {
        temporary.discard()
        throw FileSystem.Failure(path: path, operation: .writing, reason: error.reason)
      }
      RunInputs.noteOutput(descriptor: descriptor, path: target)
      FileDescriptor.close(descriptor)
      try FileSystem.attempt(path, .writing) { () throws(SystemCallError) in
        try temporary.syncDirectory()
      }
    }
  }

  /// Throws the temporary file away; the previous file stays as it was. (What was written
  /// through to a device stays written.)
  public func abandon() {
    let state = self.state
    self.state = .done
    switch state {
    case .done, .inherited: return
    case .device: FileDescriptor.close(descriptor)
    case .file(let temporary, _, _, _): temporary.discard()
    }
  }

  /// Opens a character device or FIFO for writing, never creating or truncating anything. A
  /// FIFO waits for its reader (Ctrl-C ends the wait); a path that changed into something else
  /// meanwhile is refused.
  private static func openDevice(_ path: String) throws(SystemCallError) -> Int32 {
    let descriptor = try systemCall("open", interrupt: .stopOnCtrlC) {
      open(path, O_WRONLY | O_NOCTTY | O_NOFOLLOW | O_CLOEXEC)
    }
    var status = stat()
    let kind = (try? systemCall("fstat") { fstat(descriptor, &status) }).map { _ in
      status.st_mode & S_IFMT
    }
    guard kind == S_IFCHR || kind == S_IFIFO else {
      FileDescriptor.close(descriptor)
      throw SystemCallError(call: "open", code: ENXIO)
    }
    return descriptor
  }

  /// The mode (and owner) a published file gets. Replacing a file keeps its permission bits
  /// (not set-user-ID, set-group-ID or sticky) and, where the system allows, its owner and
  /// group; when the group cannot be kept its bits are cleared, so that no other group reads
  /// what the old one could. A new file gets 0666 less the umask.
  private static func setPermissions(
    of descriptor: Int32, like existing: stat?, newFileMode: mode_t
  ) throws(SystemCallError) {
    guard let existing else {
      try systemCall("fchmod") { fchmod(descriptor, newFileMode & ~FileSystem.creationMask) }
      return
    }
    var mode = existing.st_mode & 0o777
    if existing.st_uid != geteuid() || existing.st_gid != getegid() {
      let kept =
        fchown(descriptor, existing.st_uid, existing.st_gid) == 0
        || fchown(descriptor, uid_t.max, existing.st_gid) == 0
      if !kept { mode &= ~0o070 }
    }
    try systemCall("fchmod") { fchmod(descriptor, mode) }
  }
}
