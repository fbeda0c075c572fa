/// The file an `AtomicFile` writes before publishing it under its name, in the same directory
/// (so that publishing is a rename). Where the file system has it, an unnamed file
/// (`O_TMPFILE`): nothing of it is left if the process dies, and no other process can reach
/// it. Elsewhere `.NAME.tmp-RANDOM`, created with `O_CREAT|O_EXCL|O_NOFOLLOW`: a file or link
/// planted under that name is never opened, and two runs (even with the same PID, in two PID
/// namespaces) never share one. Either way it is mode 0600 while written.
struct TemporaryFile {
  /// Open for reading and writing.
  let descriptor: Int32
  /// The directory, ending in `/`.
  let directory: String
  /// The file's name in `directory`; nil for an unnamed file.
  let name: String?
  /// The name of the file it becomes (for staging names).
  private let targetName: String

  /// `O_TMPFILE`, where this build knows its value (that of the kernel's generic headers,
  /// which Swift does not import).
  #if os(Linux) && (arch(x86_64) || arch(arm64) || arch(i386) || arch(arm))
    private static let unnamedFlag: Int32? = 0o20_000_000 | O_DIRECTORY
  #else
    private static let unnamedFlag: Int32? = nil
  #endif

  /// Creates the file beside `path`: unnamed when allowed and possible, else named.
  static func create(beside path: String, allowingUnnamed: Bool = true) throws(SystemCallError)
    -> TemporaryFile
  {
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { String(path[...$0]) } ?? "./"
    let targetName = slash.map { String(path[path.index(after: $0)...]) } ?? path
    if allowingUnnamed, let descriptor = try unnamed(in: directory) {
      return TemporaryFile(
        descriptor: descriptor, directory: directory, name: nil, targetName: targetName)
    }
    for _ in 0..<100 {
      let name = temporaryName(for: targetName)
      do throws(SystemCallError) {
        let descriptor = try systemCall("open") {
          open(
            directory + name, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode_t(0o600))
        }
        return TemporaryFile(
          descriptor: descriptor, directory: directory, name: name, targetName: targetName)
      } catch {
        if error.code != EEXIST { throw error }
      }
    }
    throw SystemCallError(call: "open", code: EEXIST)
  }

  /// An unnamed file in `directory`, or nil when its file system (or the kernel) has none, or
  /// when `/proc` is not there to link it by.
  private static func unnamed(in directory: String) throws(SystemCallError) -> Int32? {
    guard let flag = unnamedFlag else { return nil }
    do throws(SystemCallError) {
      let descriptor = try systemCall("open") {
        open(directory, flag | O_RDWR | O_CLOEXEC, mode_t(0o600))
      }
      guard access(linkSource(descriptor), F_OK) == 0 else {
        FileDescriptor.close(descriptor)
        return nil
      }
      return descriptor
    } catch {
      // EISDIR: a kernel without O_TMPFILE; EOPNOTSUPP: a file system without it.
      if [EISDIR, EOPNOTSUPP, EINVAL].contains(error.code) { return nil }
      throw error
    }
  }

  /// `.NAME.tmp-` and 16 random letters and digits (82 bits), from the system's generator;
  /// NAME is cut so that the whole stays within a file name's 255 bytes.
  static func temporaryName(for target: String) -> String {
    let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789".utf8)
    var generator = SystemRandomNumberGenerator()
    let suffix = (0..<16).map { _ in alphabet.randomElement(using: &generator)! }
    var base = target
    while base.utf8.count > 200 { base.removeLast() }
    return "." + base + ".tmp-" + String(decoding: suffix, as: UTF8.self)
  }

  /// Gives the file the name `path` (in the same directory): over an existing file when
  /// `replacing`, else only when nothing has that name (EEXIST otherwise).
  func publish(as path: String, replacing: Bool) throws(SystemCallError) {
    if let name {
      let from = directory + name
      if replacing {
        try systemCall("rename") { rename(from, path) }
      } else {
        try systemCall("link") { link(from, path) }
        unlink(from)
      }
      return
    }
    let source = TemporaryFile.linkSource(descriptor)
    guard replacing else {
      try systemCall("linkat") { linkat(AT_FDCWD, source, AT_FDCWD, path, AT_SYMLINK_FOLLOW) }
      return
    }
    // An unnamed file can only be linked where no file is: a staging name first, then a
    // rename over the target.
    for _ in 0..<100 {
      let staging = directory + TemporaryFile.temporaryName(for: targetName)
      do throws(SystemCallError) {
        try systemCall("linkat") {
          linkat(AT_FDCWD, source, AT_FDCWD, staging, AT_SYMLINK_FOLLOW)
        }
      } catch {
        if error.code == EEXIST { continue }
        throw error
      }
      do throws(SystemCallError) {
        try systemCall("rename") { rename(staging, path) }
      } catch {
        unlink(staging)
        throw error
      }
      return
    }
    throw SystemCallError(call: "linkat", code: EEXIST)
  }

  /// Flushes the directory, so that the new name survives a crash too. A file system that
  /// cannot (EINVAL) is not an error.
  func syncDirectory() throws(SystemCallError) {
    let descriptor = try systemCall("open") {
      open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    }
    defer { FileDescriptor.close(descriptor) }
    do throws(SystemCallError) {
      try systemCall("fsync") { fsync(descriptor) }
    } catch {
      if error.code != EINVAL { throw error }
    }
  }

  /// Closes the file; a named one is removed (an unnamed one goes with its descriptor).
  func discard() {
    FileDescriptor.close(descriptor)
    if let name { unlink(directory + name) }
  }

  /// The name `/proc` gives the open file, which `linkat` can link.
  private static func linkSource(_ descriptor: Int32) -> String {
    "/proc/self/fd/\(descriptor)"
  }
}
