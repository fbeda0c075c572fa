/// Reads and writes on an open file descriptor, each through `systemCall`.
public enum FileDescriptor {
  /// Standard input.
  public static let standardInput: Int32 = 0
  /// Standard output.
  public static let standardOutput: Int32 = 1
  /// Standard error.
  public static let standardError: Int32 = 2

  /// Reads what is there, up to `buffer.count` bytes; 0 at the end of the input.
  public static func readBytes(
    from descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer,
    interrupt: InterruptPolicy = .retry
  ) throws(SystemCallError) -> Int {
    try systemCall("read", interrupt: interrupt) {
      read(descriptor, buffer.baseAddress, buffer.count)
    }
  }

  /// Writes every byte, however many calls the descriptor takes.
  public static func writeAll(to descriptor: Int32, _ bytes: UnsafeRawBufferPointer)
    throws(SystemCallError)
  {
    guard let base = bytes.baseAddress else { return }
    var offset = 0
    while offset < bytes.count {
      offset += try systemCall("write") { write(descriptor, base + offset, bytes.count - offset) }
    }
  }

  /// Whether a read would return at once (data, the end, or an error are there), asked with
  /// `poll(2)` without waiting. A regular file always is.
  public static func isReadable(_ descriptor: Int32) -> Bool {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&entry, 1, 0) != 0
  }

  /// Closes a descriptor. Not retried: on Linux the descriptor is gone even when `close`
  /// reports EINTR, and a retry could close one another thread just opened.
  public static func close(_ descriptor: Int32) {
    closeOnce(descriptor)
  }
}

/// `close(2)` under a name the enum's own `close` does not hide.
private func closeOnce(_ descriptor: Int32) {
  _ = close(descriptor)
}
