import Testing

@testable import FormshData

/// The word-at-a-time scans find exactly the byte a byte-by-byte loop would, whatever the
/// length, the start, and the bytes before the start (a match there must not be mistaken
/// for one after it).
@Suite struct ByteScanTests {
  static func firstPlain(_ bytes: [UInt8], from start: Int) -> Int {
    bytes[start...].firstIndex { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 || $0 >= 0x80 }
      ?? bytes.count
  }

  static func firstUnescaped(_ bytes: [UInt8], from start: Int) -> Int {
    bytes[start...].firstIndex { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 } ?? bytes.count
  }

  /// The bytes that stop a scan, and the neighbours a borrow could make look like them.
  static let interesting: [UInt8] = [
    0x00, 0x01, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7F, 0x80, 0xC3,
  ]

  @Test(arguments: 0...19)
  func findsTheFirstStopInEveryPosition(length: Int) {
    for start in 0...length {
      for position in 0..<max(length, 1) {
        for stop in Self.interesting {
          for before in [UInt8(0x61), 0x22, 0x00, 0x80] {
            var bytes = [UInt8](repeating: 0x61, count: length)
            if position < length { bytes[position] = stop }
            if start > 0 { bytes[start - 1] = before }
            if position + 1 < length { bytes[position + 1] = stop &+ 1 }
            bytes.withUnsafeBufferPointer { buffer in
              #expect(
                ByteScan.skipPlainASCII(buffer, from: start) == Self.firstPlain(bytes, from: start))
              #expect(
                ByteScan.skipUnescaped(buffer, from: start)
                  == Self.firstUnescaped(bytes, from: start))
            }
          }
        }
      }
    }
  }
}
