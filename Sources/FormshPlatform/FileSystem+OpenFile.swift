extension FileSystem {
  /// A file opened for streaming: its descriptor, and its size when it is a regular file (for
  /// progress). `close()` gives the descriptor back.
  public struct OpenFile: Sendable {
    /// The descriptor to read from (0 for standard input).
    public let descriptor: Int32
    /// The size in bytes of a regular file; `nil` for a pipe or a terminal.
    public let size: Int?

    /// Closes the descriptor (standard input stays open).
    public func close() {
      if descriptor != FileDescriptor.standardInput { FileDescriptor.close(descriptor) }
    }
  }
}
