extension FileSystem {
  /// Whether a path names something, a symbolic link included (even one to nothing, which
  /// `exists` does not see): what writing there would replace.
  public static func entryExists(_ path: String) -> Bool {
    var status = stat()
    return (try? systemCall("lstat") { lstat(path, &status) }) != nil
  }

  /// Writes several files into a directory all at once or not at all: every file is first
  /// written, flushed, into a fresh folder of its own (beside the directory when there is
  /// none yet, made with its parents; inside it otherwise, so that it is on the same file
  /// system), then put in place by renames: the whole folder when the directory is new, each
  /// file when it exists. An entry of the same name is replaced, never written through: a
  /// symbolic link is replaced by the file, not followed; a directory is refused before
  /// anything is written. A failure at any step puts back what was there (the old entries
  /// are moved aside, not removed, until every new file is in place) and removes the folder,
  /// so the directory is left as it was. Other entries of the directory are not touched. A
  /// new file gets 0666 less the umask; one that replaces a file keeps its permission bits.
  public static func writeFiles(
    _ files: [(name: String, bytes: [UInt8])], into directory: String
  ) throws(Failure) {
    let base =
      directory.count > 1 && directory.hasSuffix("/")
      ? String(directory.dropLast()) : directory
    let prefix = base.hasSuffix("/") ? base : base + "/"
    var status = stat()
    if (try? systemCall("stat") { stat(base, &status) }) != nil {
      guard status.st_mode & S_IFMT == S_IFDIR else {
        throw Failure(path: directory, operation: .writing, reason: "is not a directory")
      }
      try replace(files, in: prefix)
    } else if entryExists(base) {
      throw Failure(
        path: directory, operation: .writing, reason: "is a symbolic link to nothing")
    } else {
      try create(base, with: files)
    }
  }

  /// A new directory: its files written in a folder beside it, which is then renamed to it.
  private static func create(_ directory: String, with files: [(name: String, bytes: [UInt8])])
    throws(Failure)
  {
    let parent = directory.lastIndex(of: "/").map { String(directory[...$0]) } ?? ""
    if !parent.isEmpty { try makeDirectories(parent, mode: 0o777) }
    let staging = try stagingFolder(in: parent, for: directory)
    do throws(Failure) {
      try attempt(directory, .writing) { () throws(SystemCallError) in
        try systemCall("chmod") { chmod(staging, 0o777 & ~creationMask) }
      }
      for file in files {
        try writeNew(
          file.bytes, at: staging + "/" + file.name, mode: 0o666 & ~creationMask,
          shownAs: directory)
      }
      try attempt(directory, .writing) { () throws(SystemCallError) in
        try systemCall("rename") { rename(staging, directory) }
      }
    } catch {
      removeFolder(staging)
      throw error
    }
    syncDirectory(parent.isEmpty ? "." : parent)
  }

  /// An existing directory: the files written in a folder inside it, then each renamed into
  /// place, what was there moved aside (into a second folder) first and put back if a later
  /// step fails.
  private static func replace(_ files: [(name: String, bytes: [UInt8])], in prefix: String)
    throws(Failure)
  {
    // What each name holds now, checked before anything is written.
    var existing: [stat?] = []
    for file in files {
      var status = stat()
      guard (try? systemCall("lstat") { lstat(prefix + file.name, &status) }) != nil else {
        existing.append(nil)
        continue
      }
      if status.st_mode & S_IFMT == S_IFDIR {
        throw Failure(path: prefix + file.name, operation: .writing, reason: "is a directory")
      }
      existing.append(status)
    }
    let staging = try stagingFolder(in: prefix, for: prefix) + "/"
    let aside: String
    do throws(Failure) {
      aside = try stagingFolder(in: prefix, for: prefix) + "/"
    } catch {
      removeFolder(staging)
      throw error
    }
    defer {
      removeFolder(String(staging.dropLast()))
      removeFolder(String(aside.dropLast()))
    }
    for (file, old) in zip(files, existing) {
      // A file keeps its permission bits; anything else gives way to a new file.
      let mode =
        old.flatMap { $0.st_mode & S_IFMT == S_IFREG ? $0.st_mode & 0o777 : nil }
        ?? 0o666 & ~creationMask
      try writeNew(file.bytes, at: staging + file.name, mode: mode, shownAs: prefix + file.name)
    }
    // How many files are in place; whether the old entry of the next one is aside.
    var placed = 0
    var nextIsAside = false
    do throws(Failure) {
      for (file, old) in zip(files, existing) {
        let target = prefix + file.name
        try attempt(target, .writing) { () throws(SystemCallError) in
          if old != nil {
            try systemCall("rename") { rename(target, aside + file.name) }
            nextIsAside = true
          }
          try systemCall("rename") { rename(staging + file.name, target) }
        }
        placed += 1
        nextIsAside = false
      }
    } catch {
      // Back as it was, the last placed first: each new file out, each old entry back.
      if nextIsAside { rename(aside + files[placed].name, prefix + files[placed].name) }
      for index in (0..<placed).reversed() {
        let (name, target) = (files[index].name, prefix + files[index].name)
        if existing[index] != nil {
          rename(aside + name, target)
        } else {
          unlink(target)
        }
      }
      throw error
    }
    syncDirectory(prefix)
  }

  /// A fresh folder in `directory` (a path ending in `/`, or empty for the current one),
  /// named `.formsh-` and six random characters, mode 0700.
  private static func stagingFolder(in directory: String, for path: String) throws(Failure)
    -> String
  {
    var bytes = Array((directory + ".formsh-XXXXXX").utf8CString)
    let made = bytes.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    guard made != nil else {
      throw Failure(
        path: path, operation: .writing,
        reason: SystemCallError(call: "mkdtemp", code: errno).reason)
    }
    return String(decoding: bytes.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Writes a file that must not exist yet (no link followed), flushed, with this mode.
  private static func writeNew(
    _ bytes: [UInt8], at path: String, mode: mode_t, shownAs shown: String
  ) throws(Failure) {
    try attempt(shown, .writing) { () throws(SystemCallError) in
      let descriptor = try systemCall("open") {
        open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode_t(0o600))
      }
      defer { FileDescriptor.close(descriptor) }
      let written = bytes.withUnsafeBytes { raw in
        Result { () throws(SystemCallError) in try FileDescriptor.writeAll(to: descriptor, raw) }
      }
      try written.get()
      try systemCall("fchmod") { fchmod(descriptor, mode) }
      try systemCall("fsync") { fsync(descriptor) }
    }
  }

  /// Removes a staging folder and the files left in it.
  private static func removeFolder(_ path: String) {
    for name in (try? list(path)) ?? [] { unlink(path + "/" + name) }
    rmdir(path)
  }

  /// Flushes a directory, so that renames in it survive a crash (best effort: the files are
  /// in place either way).
  private static func syncDirectory(_ path: String) {
    let opened = try? systemCall("open") { open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
    guard let descriptor = opened else { return }
    fsync(descriptor)
    FileDescriptor.close(descriptor)
  }
}
