/// Exit statuses (docs/command-line.md, exit statuses). The 6x and 7x values are those of BSD's
/// sysexits.h.
public enum ExitStatus {
  /// All went well.
  public static let success: Int32 = 0
  /// A command failed, an expectation failed, a submit was refused, a record was invalid.
  public static let failure: Int32 = 1
  /// The command line or a command was used wrongly.
  public static let usage: Int32 = 2
  /// A form or data file is malformed (EX_DATAERR).
  public static let malformed: Int32 = 65
  /// A file or URL cannot be read (EX_NOINPUT).
  public static let unreadable: Int32 = 66
  /// A server cannot be reached: connection, TLS, time-out (EX_UNAVAILABLE). Nothing returns
  /// it until formsh speaks HTTP.
  public static let unreachable: Int32 = 69
  /// An output file cannot be created or written (EX_CANTCREAT).
  public static let unwritable: Int32 = 73
  /// Interrupted by Ctrl-C (128 + SIGINT).
  public static let interrupted: Int32 = 130
  /// Standard output was a pipe whose reader went away (128 + SIGPIPE, what a shell shows for
  /// `cat` stopped the same way); nothing is printed.
  public static let closedPipe: Int32 = 141
  /// Stopped by SIGTERM, after flushing what was buffered (128 + SIGTERM).
  public static let terminated: Int32 = 143
}
