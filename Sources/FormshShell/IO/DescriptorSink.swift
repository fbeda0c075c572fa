import FormshPlatform
import FormshPresentation

/// A buffered writer to a file descriptor. Every write is checked: the first failure is kept
/// (`failure`), and what comes after it is dropped rather than written after a gap.
public final class DescriptorSink: TextSink {
  private let descriptor: Int32
  private var buffer: [UInt8] = []
  public private(set) var failure: SystemCallError?

  /// Creates a writer to a descriptor (1 or 2).
  public init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  public func write(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= 1 << 16 { flush() }
  }

  public func flush() {
    guard !buffer.isEmpty else { return }
    defer { buffer.removeAll(keepingCapacity: true) }
    guard failure == nil else { return }
    do throws(SystemCallError) {
      try buffer.withUnsafeBufferPointer { (bytes) throws(SystemCallError) in
        try FileDescriptor.writeAll(to: descriptor, UnsafeRawBufferPointer(bytes))
      }
    } catch {
      failure = error
    }
  }
}
