extension FileSystem {
  /// Why a file operation failed: the path, whether formsh was reading or writing it, and the
  /// system's reason. The operation decides the exit status (66 cannot read, 73 cannot write).
  public struct Failure: Error, Sendable, Equatable {
    /// What formsh was doing with the file.
    public enum Operation: Sendable, Equatable {
      /// Opening, reading, listing: the file was input.
      case reading
      /// Creating, writing, renaming into place, making its directory: the file was output.
      case writing
    }

    /// The path as the user gave it.
    public let path: String
    /// Reading or writing.
    public let operation: Operation
    /// The system's reason ("No such file or directory"), or formsh's own ("is a directory").
    public let reason: String

    /// Creates a failure.
    public init(path: String, operation: Operation, reason: String) {
      self.path = path
      self.operation = operation
      self.reason = reason
    }

    /// `PATH: cannot read: REASON` or `PATH: cannot write: REASON`.
    public var message: String {
      "\(path): cannot \(operation == .reading ? "read" : "write"): \(reason)"
    }
  }
}
