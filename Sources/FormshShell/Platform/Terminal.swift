#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Every terminal and process call the shell makes, in one place.
public enum Terminal {
  /// Whether a file descriptor is a terminal.
  public static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

  /// The terminal's width in columns, or `nil` when the descriptor is not a terminal.
  public static func width(of descriptor: Int32) -> Int? {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  /// An environment variable.
  public static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// Reads one line from standard input with echo off (for secrets); `nil` at end of input.
  public static func readSecretLine(prompt: String) -> String? {
    var saved = termios()
    let canHide = tcgetattr(0, &saved) == 0
    if canHide {
      var hidden = saved
      hidden.c_lflag &= ~tcflag_t(ECHO)
      hidden.c_lflag |= tcflag_t(ECHONL)
      tcsetattr(0, TCSAFLUSH, &hidden)
    }
    defer { if canHide { tcsetattr(0, TCSAFLUSH, &saved) } }
    // The prompt only once echo is off: what is typed after seeing it is neither shown nor
    // flushed away.
    writeAll(2, Array(prompt.utf8))
    return readLine(from: 0)
  }

  /// Reads bytes up to a newline from a descriptor, without buffering past it.
  static func readLine(from descriptor: Int32) -> String? {
    var bytes: [UInt8] = []
    var byte: UInt8 = 0
    while true {
      let count = read(descriptor, &byte, 1)
      if count < 0 && errno == EINTR { return nil }
      if count <= 0 { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
      if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
      bytes.append(byte)
    }
  }

  /// Writes every byte, retrying after interruptions; gives up silently on a closed pipe.
  public static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { _ = writeAll(descriptor, $0) }
  }

  /// Writes every byte, retrying after interruptions; false when the descriptor refuses
  /// (a closed pipe, a full disk).
  @discardableResult
  public static func writeAll(_ descriptor: Int32, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    var offset = 0
    while offset < bytes.count {
      let written = write(descriptor, base + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        return false
      }
      offset += written
    }
    return true
  }

  /// The user's home directory.
  public static var home: String? {
    if let home = environment("HOME"), !home.isEmpty { return home }
    guard let entry = getpwuid(getuid()) else { return nil }
    return String(cString: entry.pointee.pw_dir)
  }
}
