/// The reasons a run stops early, as flags: Ctrl-C (SIGINT), SIGTERM, and a standard output
/// whose reader went away (EPIPE). The handlers only record the signal, and the code that reads
/// input or walks records checks `wasInterrupted` at a safe point (a line, a record), then
/// flushes what it buffered. A read that must end on them passes `InterruptPolicy.stopOnCtrlC`
/// to `systemCall`.
public enum Signals {
  nonisolated(unsafe) private static var interrupted: sig_atomic_t = 0
  nonisolated(unsafe) private static var terminated: sig_atomic_t = 0
  nonisolated(unsafe) private static var outputClosed: sig_atomic_t = 0

  /// Installs the SIGINT and SIGTERM handlers without SA_RESTART, so a blocked read returns
  /// EINTR. SIGPIPE is ignored: a closed pipe is an error on write (EPIPE), which the writer
  /// turns into `outputWasClosed`, not a death that would lose buffered output.
  public static func install() {
    var action = sigaction()
    // Counted: a second Ctrl-C may end what the first lets finish. (The handler does not
    // nest for its own signal, so the increment is not raced.)
    action.__sigaction_handler.sa_handler = { _ in
      Signals.interrupted = Signals.interrupted < 2 ? Signals.interrupted + 1 : 2
    }
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    sigaction(SIGINT, &action, nil)
    // SIGTERM once: stop at the next safe point and flush. The handler then gives way to the
    // default (SA_RESETHAND), so a second SIGTERM ends formsh at once, even in a write
    // blocked on a pipe nobody reads.
    var termination = sigaction()
    termination.__sigaction_handler.sa_handler = { _ in Signals.terminated = 1 }
    sigemptyset(&termination.sa_mask)
    termination.sa_flags = Int32(truncatingIfNeeded: SA_RESETHAND)
    sigaction(SIGTERM, &termination, nil)
    signal(SIGPIPE, SIG_IGN)
    // A parent may have left SIGINT or SIGTERM blocked (some process launchers do, and a
    // child inherits the mask): Ctrl-C must work, and so must `timeout` and a CI runner's
    // SIGTERM, which were otherwise held pending until formsh ended by itself.
    var unblock = sigset_t()
    sigemptyset(&unblock)
    sigaddset(&unblock, SIGINT)
    sigaddset(&unblock, SIGTERM)
    sigprocmask(SIG_UNBLOCK, &unblock, nil)
  }

  /// Lets SIGTERM end the process at once, as it does by default: for the interactive prompt,
  /// where libedit restores the terminal and re-sends it, and nothing is left buffered.
  public static func terminateAtOnce() {
    signal(SIGTERM, SIG_DFL)
  }

  /// Whether the run should stop: Ctrl-C came since the last `clear`, SIGTERM came, or
  /// standard output was closed.
  public static var wasInterrupted: Bool {
    interrupted != 0 || terminated != 0 || outputClosed != 0
  }

  /// Whether Ctrl-C came twice since the last `clear`: what the first lets finish (the
  /// requests in flight of `fill --to`) stops too.
  public static var wasInterruptedTwice: Bool { interrupted >= 2 }

  /// Whether SIGTERM came (it is never cleared).
  public static var wasTerminated: Bool { terminated != 0 }

  /// Whether standard output's reader went away (it is never cleared).
  public static var outputWasClosed: Bool { outputClosed != 0 }

  /// Records that a write to standard output failed with EPIPE: the run stops quietly, as
  /// `cat` does.
  public static func noteOutputClosed() { outputClosed = 1 }

  /// Forgets an earlier Ctrl-C (SIGTERM and a closed output stay).
  public static func clear() { interrupted = 0 }
}
