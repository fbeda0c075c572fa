extension FileSystem {
  /// Checks, before any work is done, that `writeAtomically(path, …)` could write `path`
  /// afterwards, so that a run whose report cannot be written fails at once (73), before it
  /// sends a request or runs a scenario, rather than after.
  ///
  /// It asks what `AtomicFile` asks: what the path names (`WriteTarget`: a directory, a
  /// symbolic link without `followingSymlinks`, a socket are refused), whether it is one of
  /// the run's inputs (`RunInputs`), and, for a regular file, whether a temporary file can be
  /// created beside it (the folder exists and is writable), which it then removes. A device or
  /// FIFO is not opened (a FIFO would wait for its reader): only `access(2)` is asked. Nothing
  /// is created or changed at `path`.
  public static func checkWritable(_ path: String, followingSymlinks: Bool = false)
    throws(Failure)
  {
    switch try WriteTarget.of(path, followingSymlinks: followingSymlinks) {
    case .descriptor: return
    case .device(let device):
      try attempt(path, .writing) { () throws(SystemCallError) in
        try systemCall("access") { access(device, W_OK) }
      }
    case .file(let target, let existing):
      if let existing { try RunInputs.check(output: path, status: existing) }
      let temporary = try attempt(path, .writing) { () throws(SystemCallError) in
        try TemporaryFile.create(beside: target)
      }
      temporary.discard()
    }
  }
}
