/// A system call that failed: which one, and the `errno` it left.
public struct SystemCallError: Error, Sendable, Equatable {
  /// The C function's name (`open`, `read`, …).
  public let call: String
  /// The `errno` value.
  public let code: Int32

  /// Creates an error.
  public init(call: String, code: Int32) {
    self.call = call
    self.code = code
  }

  /// The system's reason, as `strerror` words it ("No such file or directory").
  public var reason: String { String(cString: strerror(code)) }

  /// Whether Ctrl-C ended the call (under `InterruptPolicy.stopOnCtrlC`) rather than a fault.
  public var isInterruption: Bool { code == EINTR }
}
