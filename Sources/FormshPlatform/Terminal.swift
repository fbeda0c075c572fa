/// The terminal and the process's environment: whether a descriptor is a terminal, its width,
/// environment variables, reading a line (or a secret with echo off) and writing bytes.
public enum Terminal {
  /// Whether a file descriptor is a terminal.
  public static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

  /// The terminal's width in columns, or `nil` when the descriptor is not a terminal.
  public static func width(of descriptor: Int32) -> Int? {
    var size = winsize()
    guard (try? systemCall("ioctl", { ioctl(descriptor, UInt(TIOCGWINSZ), &size) })) != nil,
      size.ws_col > 0
    else { return nil }
    return Int(size.ws_col)
  }

  /// An environment variable.
  public static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// Reads one line from standard input with echo off (for secrets); `nil` at end of input
  /// or on Ctrl-C.
  public static func readSecretLine(prompt: String) -> String? {
    let input = FileDescriptor.standardInput
    var saved = termios()
    let canHide = (try? systemCall("tcgetattr") { tcgetattr(input, &saved) }) != nil
    if canHide {
      var hidden = saved
      hidden.c_lflag &= ~tcflag_t(ECHO)
      hidden.c_lflag |= tcflag_t(ECHONL)
      _ = try? systemCall("tcsetattr") { tcsetattr(input, TCSAFLUSH, &hidden) }
    }
    defer {
      if canHide { _ = try? systemCall("tcsetattr") { tcsetattr(input, TCSAFLUSH, &saved) } }
    }
    // The prompt only once echo is off: what is typed after seeing it is neither shown nor
    // flushed away.
    writeAll(FileDescriptor.standardError, Array(prompt.utf8))
    return readLine(from: input)
  }

  /// Reads bytes up to a newline from a descriptor, without buffering past it; `nil` at the
  /// end of the input, on an error, or when Ctrl-C interrupts the read.
  static func readLine(from descriptor: Int32) -> String? {
    var bytes: [UInt8] = []
    var byte: UInt8 = 0
    while true {
      let count = try? withUnsafeMutableBytes(of: &byte) { (raw) throws(SystemCallError) in
        try FileDescriptor.readBytes(from: descriptor, into: raw, interrupt: .stopOnCtrlC)
      }
      guard let count else { return nil }
      if count == 0 { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
      if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
      bytes.append(byte)
    }
  }

  /// Writes every byte; gives up silently on any failure (a closed pipe, a full disk). For
  /// standard error and the terminal only (progress, prompts, `^C`), where a failure has no
  /// other place to be reported; results go through checked writes (`DescriptorSink`,
  /// `AtomicFile`).
  public static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { _ = writeAll(descriptor, $0) }
  }

  /// Writes every byte; false when the descriptor refuses (a closed pipe, a full disk).
  @discardableResult
  public static func writeAll(_ descriptor: Int32, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    (try? FileDescriptor.writeAll(to: descriptor, UnsafeRawBufferPointer(bytes))) != nil
  }

  /// The user's home directory.
  public static var home: String? {
    if let home = environment("HOME"), !home.isEmpty { return home }
    guard let entry = getpwuid(getuid()) else { return nil }
    return String(cString: entry.pointee.pw_dir)
  }
}
