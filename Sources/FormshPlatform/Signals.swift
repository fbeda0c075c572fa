/// Ctrl-C as a flag: the handler only records the signal, and the code that reads input or
/// walks records checks it at a safe point (a line, a record). A read that must end on Ctrl-C
/// passes `InterruptPolicy.stopOnCtrlC` to `systemCall`.
public enum Signals {
  nonisolated(unsafe) private static var interrupted: sig_atomic_t = 0

  /// Installs the SIGINT handler without SA_RESTART, so a blocked read returns EINTR.
  /// SIGPIPE is ignored: a closed pipe is an error on write, not a silent death.
  public static func install() {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in Signals.interrupted = 1 }
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    sigaction(SIGINT, &action, nil)
    signal(SIGPIPE, SIG_IGN)
    // A parent may have left SIGINT blocked (some process launchers do); Ctrl-C must work.
    var unblock = sigset_t()
    sigemptyset(&unblock)
    sigaddset(&unblock, SIGINT)
    sigprocmask(SIG_UNBLOCK, &unblock, nil)
  }

  /// Whether Ctrl-C came since the last `clear`.
  public static var wasInterrupted: Bool { interrupted != 0 }

  /// Forgets an earlier Ctrl-C.
  public static func clear() { interrupted = 0 }
}
