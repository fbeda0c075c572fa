import FormshData

/// The output lines of one batch, handed from the worker thread that wrote them to the main
/// thread that writes them out, without copying them into an array on the way.
///
/// `@unchecked Sendable`: the buffer is never changed after the worker makes this, and the
/// main thread reads it only after joining that worker (`Parallel.Running.wait`).
final class FilledLines: @unchecked Sendable {
  private let buffer: ByteBuffer

  init(_ buffer: consuming ByteBuffer) {
    self.buffer = buffer
  }

  /// Calls `body` with the lines' bytes.
  func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    buffer.withBytes(body)
  }
}
