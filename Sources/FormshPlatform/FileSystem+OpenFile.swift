extension FileSystem {
  /// A file opened for streaming: its descriptor, and its size when it is a regular file (for
  /// progress). `close()` gives the descriptor back.
  public struct OpenFile: Sendable {
    /// The descriptor to read from (0 for standard input).
    public let descriptor: Int32
    /// The size in bytes of a regular file; `nil` for a pipe or a terminal.
    public let size: Int?

    /// Up to `count` bytes from the start of a regular file, read without moving its
    /// offset (what a reader will read next); `nil` for a pipe or a terminal, or when the
    /// read fails.
    public func peek(_ count: Int) -> [UInt8]? {
      guard size != nil else { return nil }
      var bytes = [UInt8](repeating: 0, count: count)
      // pread(2) writes into the array's own storage: no buffer to allocate and copy from.
      let read = bytes.withUnsafeMutableBytes { buffer in
        try? systemCall("pread") { pread(descriptor, buffer.baseAddress, count, 0) }
      }
      guard let read else { return nil }
      return Array(bytes.prefix(read))
    }

    /// Reads from a pipe until what was read holds a whole first line, or `limit` bytes, or
    /// the input ends (a read error ends it too; the reader that goes on meets it again).
    /// The bytes are consumed: whoever reads on must be given them first.
    public func readFirstLine(limit: Int) -> [UInt8] {
      var bytes = [UInt8](repeating: 0, count: limit)
      var length = 0
      while length < limit {
        // read(2) into the array's own storage, past what is there: no buffer to copy from.
        let read = bytes.withUnsafeMutableBytes { buffer in
          try? FileDescriptor.readBytes(
            from: descriptor, into: UnsafeMutableRawBufferPointer(rebasing: buffer[length...]))
        }
        guard let read, read > 0 else { break }
        length += read
        // Only what this read brought is searched for the newline.
        if bytes[(length - read)..<length].contains(UInt8(ascii: "\n")) { break }
      }
      return Array(bytes.prefix(length))
    }

    /// Closes the descriptor (standard input stays open).
    public func close() {
      if descriptor != FileDescriptor.standardInput { FileDescriptor.close(descriptor) }
    }
  }
}
