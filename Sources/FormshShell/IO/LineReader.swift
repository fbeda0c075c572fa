/// What one read of a line gives.
public enum LineInput: Equatable, Sendable {
  /// A line, without its newline.
  case line(String)
  /// Ctrl-C: the line was cancelled.
  case interrupted
  /// End of input (Ctrl-D, or the end of the file).
  case end
}

/// A source of command lines: libedit at a terminal, plain lines otherwise.
public protocol LineReader: AnyObject {
  /// Reads one line, showing `prompt` when the reader is interactive.
  func readLine(prompt: String) -> LineInput
  /// Adds a line to the history (already stripped of secrets).
  func remember(_ line: String)
}

/// Lines from bytes: a script file, standard input, or a string in tests.
public final class PlainLineReader: LineReader {
  private let descriptor: Int32?
  private var bytes: [UInt8]
  private var offset = 0
  private var atEnd = false

  /// Lines from text held in memory.
  public init(text: String) {
    self.descriptor = nil
    self.bytes = Array(text.utf8)
  }

  /// Lines read on demand from a descriptor (standard input).
  public init(descriptor: Int32) {
    self.descriptor = descriptor
    self.bytes = []
  }

  public func readLine(prompt: String) -> LineInput {
    while true {
      if let newline = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) {
        var end = newline
        if end > offset && bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        let line = String(decoding: bytes[offset..<end], as: UTF8.self)
        offset = newline + 1
        compact()
        return .line(line)
      }
      if atEnd || descriptor == nil {
        guard offset < bytes.count else { return .end }
        var end = bytes.count
        if bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        let line = String(decoding: bytes[offset..<end], as: UTF8.self)
        offset = bytes.count
        return .line(line)
      }
      if !fill() { atEnd = true }
    }
  }

  public func remember(_ line: String) {}

  private func compact() {
    if offset > 1 << 16 {
      bytes.removeFirst(offset)
      offset = 0
    }
  }

  private func fill() -> Bool {
    guard let descriptor else { return false }
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    let count = chunk.withUnsafeMutableBytes { raw in
      systemRead(descriptor, raw.baseAddress!, raw.count)
    }
    if count <= 0 { return false }
    bytes.append(contentsOf: chunk[0..<count])
    return true
  }
}
