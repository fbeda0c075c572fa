import FormshPlatform
import FormshPresentation

/// A buffered writer to a file descriptor.
public final class DescriptorSink: TextSink {
  private let descriptor: Int32
  private var buffer: [UInt8] = []

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
    Terminal.writeAll(descriptor, buffer)
    buffer.removeAll(keepingCapacity: true)
  }
}
