import Synchronization

/// The files this run reads as its inputs (the form, the records, scripts and the files they
/// source, scenarios, the snapshots `expect state` compares with), so that no output of the
/// run replaces one of them: `fill --output X X`, `test --report junit S.formsh DIR` or
/// `submit --out FORM` would otherwise destroy what they read or are about to read.
///
/// A file is known by its identity (device and inode, read from the descriptor it was read
/// through), never by its name: a hard link, a symbolic link, `./x` and `x` are all the same
/// input. Only regular files count (standard input included when it is one); a pipe or a
/// device is never replaced by a write. A file the run published itself (`AtomicFile`) is
/// its output, not an input, when the run reads it back later: a script may write a payload,
/// compare with it, and write it again.
///
/// `AtomicFile` checks every file it is about to replace, so each writer of an output file
/// refuses an input; a writer that knows its outputs before it starts (the reports of
/// `formsh test`) checks them first with `check(output:)`, before any work is done.
public enum RunInputs {
  /// A file's identity.
  private struct Identity: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64

    init(_ status: stat) {
      device = UInt64(status.st_dev)
      inode = UInt64(status.st_ino)
    }
  }

  private struct Book: Sendable {
    /// Each input, with the path it was first read by (`standard input` for the descriptor).
    var inputs: [Identity: String] = [:]
    /// The inputs read through a descriptor with no path to look at again (standard input).
    var unnamed: Set<Identity> = []
    /// The files the run published, with the path each was published as.
    var outputs: [Identity: String] = [:]
  }

  private static let book = Mutex(Book())

  /// Notes the file at `path` (following links) as an input; nothing when it is not a
  /// regular file or cannot be examined.
  public static func note(_ path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return }
    note(status, path: path)
  }

  /// Notes the file open on `descriptor` as an input, shown as `path`; `named`: whether
  /// `path` names it (else it is only what the messages call it: `standard input`).
  static func note(descriptor: Int32, path: String, named: Bool = true) {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return }
    note(status, path: path, named: named)
  }

  private static func note(_ status: stat, path: String, named: Bool = true) {
    guard status.st_mode & S_IFMT == S_IFREG else { return }
    let identity = Identity(status)
    // Drops the entries of files gone since, whose inode this one now has.
    _ = input(status)
    if let output = book.withLock({ $0.outputs[identity] }), !names(output, identity) {
      book.withLock { book in
        if book.outputs[identity] == output { book.outputs[identity] = nil }
      }
    }
    book.withLock { book in
      if book.inputs[identity] == nil, book.outputs[identity] == nil {
        book.inputs[identity] = path
        if !named { book.unnamed.insert(identity) }
      }
    }
  }

  /// Notes the file open on `descriptor`, which the run has just published as `path`, as an
  /// output.
  static func noteOutput(descriptor: Int32, path: String) {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return }
    let identity = Identity(status)
    book.withLock { $0.outputs[identity] = path }
  }

  /// Whether `path` still names the file of this identity (following links).
  private static func names(_ path: String, _ identity: Identity) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && Identity(status) == identity
  }

  /// The input that `path` names (following links), as it was read; `nil` when it names none.
  public static func input(sameAs path: String) -> String? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return input(status)
  }

  private static func input(_ status: stat) -> String? {
    guard status.st_mode & S_IFMT == S_IFREG else { return nil }
    let identity = Identity(status)
    guard
      let (path, unnamed) = book.withLock({ book in
        book.inputs[identity].map { ($0, book.unnamed.contains(identity)) }
      })
    else { return nil }
    if unnamed { return path }
    // An input deleted since, or replaced under its name, is gone: the system may have given
    // its inode to another file, which is no input (a long-lived process, such as the tests',
    // saw an output refused as a deleted form).
    guard names(path, identity) else {
      book.withLock { book in
        if book.inputs[identity] == path { book.inputs[identity] = nil }
      }
      return nil
    }
    return path
  }

  /// Refuses an output path that names (following links) one of the run's inputs.
  public static func check(output path: String) throws(FileSystem.Failure) {
    var status = stat()
    guard stat(path, &status) == 0 else { return }
    try check(output: path, status: status)
  }

  /// Refuses a folder the run is to write files into, when the folder itself or one of
  /// `files` (the paths it writes there) is one of the run's inputs. (The folder's other
  /// files are left alone.)
  public static func check(folder: String, files: [String]) throws(FileSystem.Failure) {
    try check(output: folder)
    for file in files { try check(output: file) }
  }

  /// Refuses writing `path`, whose status (its final target's) is `status`, when it is one of
  /// the run's inputs.
  static func check(output path: String, status: stat) throws(FileSystem.Failure) {
    guard let input = input(status) else { return }
    throw FileSystem.Failure(
      path: path, operation: .writing,
      reason: "would overwrite its own input \(input) (the same file); write to another file")
  }
}
