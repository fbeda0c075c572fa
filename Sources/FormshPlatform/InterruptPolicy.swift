/// What `systemCall` does when a signal interrupts a call that was waiting (EINTR).
public enum InterruptPolicy: Sendable {
  /// Calls again: the caller wants the call to finish (reading a form, writing a file).
  case retry
  /// Gives up when the run was asked to stop (`Signals.wasInterrupted`: Ctrl-C, SIGTERM, a
  /// closed standard output) and calls again otherwise: a read waiting on a person or a pipe
  /// must end when the user asks.
  case stopOnCtrlC

  /// Whether an interrupted call should be made again now.
  var retries: Bool {
    switch self {
    case .retry: true
    case .stopOnCtrlC: !Signals.wasInterrupted
    }
  }
}
