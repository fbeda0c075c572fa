/// What a path formsh is asked to write names, which decides how `AtomicFile` writes it: a
/// descriptor formsh holds already, a device or FIFO written through, or a regular file
/// created or replaced whole. Anything else is refused with a reason.
enum WriteTarget {
  /// `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` or `/proc/self/fd/N`: that descriptor itself,
  /// as bash and gawk read these names; nothing is opened, truncated or replaced.
  case descriptor(Int32)
  /// A character device or a FIFO (`/dev/null`, a named pipe): opened and written through,
  /// never replaced.
  case device(path: String)
  /// A regular file at `path` (whose last component is no symbolic link): new when
  /// `existing` is nil, else replaced; `existing` is its status (mode, owner).
  case file(path: String, existing: stat?)

  /// What `path` names. A symbolic link is refused unless `followingSymlinks`; then what it
  /// finally points to is the target. Failures name `path` as the user gave it.
  static func of(_ path: String, followingSymlinks: Bool) throws(FileSystem.Failure)
    -> WriteTarget
  {
    if let descriptor = try inheritedDescriptor(path) { return .descriptor(descriptor) }
    return try classify(path, shownAs: path, followingSymlinks: followingSymlinks)
  }

  private static func classify(_ path: String, shownAs shown: String, followingSymlinks: Bool)
    throws(FileSystem.Failure) -> WriteTarget
  {
    var status = stat()
    do {
      try systemCall("lstat") { lstat(path, &status) }
    } catch {
      guard error.code == ENOENT else { throw failure(shown, error.reason) }
      return .file(path: path, existing: nil)
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return .file(path: path, existing: status)
    case S_IFCHR, S_IFIFO: return .device(path: path)
    case S_IFDIR: throw failure(shown, SystemCallError(call: "open", code: EISDIR).reason)
    case S_IFLNK:
      guard followingSymlinks else {
        throw failure(
          shown, "is a symbolic link; --follow-symlinks writes to the file it points to")
      }
      guard let resolved = realpath(path, nil) else {
        throw failure(shown, SystemCallError(call: "realpath", code: errno).reason)
      }
      defer { free(resolved) }
      return try classify(String(cString: resolved), shownAs: shown, followingSymlinks: false)
    case S_IFBLK:
      throw failure(shown, "is a block device; formsh writes files, character devices and FIFOs")
    default:
      throw failure(shown, "is a socket; formsh writes files, character devices and FIFOs")
    }
  }

  /// The descriptor a name such as `/dev/stdout` stands for; nil for any other path. A
  /// descriptor that is not open for writing is refused.
  private static func inheritedDescriptor(_ path: String) throws(FileSystem.Failure) -> Int32? {
    let descriptor: Int32
    switch path {
    case "/dev/stdout": descriptor = FileDescriptor.standardOutput
    case "/dev/stderr": descriptor = FileDescriptor.standardError
    default:
      let number =
        ["/dev/fd/", "/proc/self/fd/"].first(where: path.hasPrefix).map {
          path.dropFirst($0.count)
        }
      guard let number, !number.isEmpty, number.allSatisfy({ $0.isASCII && $0.isNumber }),
        let value = Int32(number)
      else { return nil }
      descriptor = value
    }
    do throws(SystemCallError) {
      let flags = try systemCall("fcntl") { fcntl(descriptor, F_GETFL) }
      guard flags & O_ACCMODE != O_RDONLY else { throw SystemCallError(call: "fcntl", code: EBADF) }
    } catch {
      throw failure(path, error.reason)
    }
    return descriptor
  }

  private static func failure(_ path: String, _ reason: String) -> FileSystem.Failure {
    FileSystem.Failure(path: path, operation: .writing, reason: reason)
  }
}
