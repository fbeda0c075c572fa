import FormshData
import FormshPlatform

/// Lines from bytes: a script file, standard input, or a string in tests. A line longer than
/// `maximumLineLength` is skipped and reported as `.tooLong`, without holding it: a script
/// with a gigabyte and no newline is read in constant memory. A line that is not UTF-8 is
/// skipped and reported as `.notUTF8`, never read with U+FFFD in place of its bytes.
public final class PlainLineReader: LineReader {
  /// Lines longer than this (in bytes) are skipped.
  public static let maximumLineLength = 1 << 20

  private let descriptor: Int32?
  private var bytes: [UInt8]
  private var offset = 0
  /// Where the search for the next newline goes on (every byte before it was looked at).
  private var searched = 0
  /// Bytes of an overlong line dropped so far.
  private var skipped = 0
  private var atEnd = false
  /// Whether the first line was read (only it may start with a byte order mark).
  private var pastFirstLine = false

  /// Lines from text held in memory.
  public convenience init(text: String) {
    self.init(bytes: Array(text.utf8))
  }

  /// Lines from bytes held in memory (a script file's).
  public init(bytes: [UInt8]) {
    self.descriptor = nil
    self.bytes = bytes
  }

  /// Lines read on demand from a descriptor (standard input).
  public init(descriptor: Int32) {
    self.descriptor = descriptor
    self.bytes = []
  }

  public func readLine(prompt: String) -> LineRead {
    while true {
      if let newline = newline(from: max(offset, searched)) {
        if skipped > 0 || newline - offset > PlainLineReader.maximumLineLength {
          return endSkipping(at: newline, next: newline + 1)
        }
        var end = newline
        if end > offset && bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        let line = text(from: offset + byteOrderMark(offset), to: end)
        offset = newline + 1
        searched = offset
        compact()
        return line
      }
      searched = bytes.count
      if bytes.count - offset > PlainLineReader.maximumLineLength {
        skipped += bytes.count - offset
        offset = bytes.count
        compact()
      }
      if atEnd || descriptor == nil {
        if skipped > 0 { return endSkipping(at: bytes.count, next: bytes.count) }
        guard offset < bytes.count else { return .end }
        var end = bytes.count
        if bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        let line = text(from: offset + byteOrderMark(offset), to: end)
        offset = bytes.count
        return line
      }
      if !fill() { atEnd = true }
    }
  }

  /// The line in `bytes[start..<end]`, or where it is not UTF-8.
  private func text(from start: Int, to end: Int) -> LineRead {
    let line = bytes[start..<end]
    if let text = String(validating: line, as: UTF8.self) { return .line(text) }
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = line.makeIterator()
    var position = 1
    while case .valid(let scalar) = parser.parseScalar(from: &iterator) { position += scalar.count }
    return .notUTF8(byte: position)
  }

  /// The length of a byte order mark at the very start of the input (an editor's, before a
  /// script's first line), skipped; 0 anywhere else.
  private func byteOrderMark(_ start: Int) -> Int {
    guard !pastFirstLine else { return 0 }
    pastFirstLine = true
    return bytes.withUnsafeBufferPointer {
      ByteOrderMark.length(in: UnsafeBufferPointer(rebasing: $0[start...]))
    }
  }

  /// The position of the first newline at or after `start`.
  private func newline(from start: Int) -> Int? {
    guard start < bytes.count else { return nil }
    return bytes.withUnsafeBytes { raw in
      memchr(raw.baseAddress! + start, Int32(UInt8(ascii: "\n")), raw.count - start).map {
        UnsafeRawPointer($0) - raw.baseAddress!
      }
    }
  }

  /// Ends an overlong line at `end`; reading goes on at `next`.
  private func endSkipping(at end: Int, next: Int) -> LineRead {
    let length = skipped + end - offset
    skipped = 0
    offset = next
    searched = next
    compact()
    return .tooLong(length)
  }

  public func remember(_ line: String) {}

  private func compact() {
    if offset > 1 << 16 {
      bytes.removeFirst(offset)
      searched -= offset
      offset = 0
    }
  }

  /// Reads more bytes; false at the end of the input, on an error, or on Ctrl-C.
  private func fill() -> Bool {
    guard let descriptor else { return false }
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    let count = try? chunk.withUnsafeMutableBytes { (raw) throws(SystemCallError) in
      try FileDescriptor.readBytes(from: descriptor, into: raw, interrupt: .stopOnCtrlC)
    }
    guard let count, count > 0 else { return false }
    bytes.append(contentsOf: chunk[0..<count])
    return true
  }
}
