/// Opens a URL in the user's browser: `$BROWSER` (its first `:`-separated entry, split on
/// spaces into a program and its arguments) or `xdg-open`, with the URL as one more argument.
/// Never through a shell; the browser's own output goes to /dev/null.
public enum Browser {
  /// Starts the browser; `false` when no program could be started.
  public static func open(_ url: String) -> Bool {
    var command = ["xdg-open"]
    if let browser = Terminal.environment("BROWSER"),
      let first = browser.split(separator: ":").first
    {
      let words = first.split(separator: " ").map(String.init)
      if !words.isEmpty { command = words }
    }
    return spawn(command + [url])
  }

  /// Starts a program with `/dev/null` for its standard streams; `false` when it could not be
  /// started or exited with a failure within half a second.
  static func spawn(_ arguments: [String]) -> Bool {
    reapChildren()
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    let status = posix_spawnp(&pid, arguments[0], &actions, nil, &argv, environ)
    guard status == 0 else { return false }
    // A launcher like xdg-open returns at once; wait briefly so its failure can be seen.
    // (posix_spawnp returns its error instead of setting errno: it is not a `systemCall`.)
    for _ in 0..<20 {
      var exitStatus: Int32 = 0
      let done = try? systemCall("waitpid") { waitpid(pid, &exitStatus, WNOHANG) }
      if done == pid { return exitStatus & 0x7F == 0 && (exitStatus >> 8) & 0xFF == 0 }
      usleep(25_000)
    }
    return true
  }

  /// Collects finished browser processes so none stays a zombie.
  static func reapChildren() {
    var status: Int32 = 0
    while let reaped = try? systemCall("waitpid", { waitpid(-1, &status, WNOHANG) }), reaped > 0 {}
  }
}
