import FormshData
import FormshPlatform

/// Finds a field's position from the bytes of a key, without making a String: an
/// open-addressing table over a hash of the key's length and its first and last eight bytes
/// (a few instructions per key, whatever its length), confirmed with `memcmp`. Bytes only:
/// a key in another Unicode normalization than the id is `EquivalentKeys`' to find.
public struct FieldLookup: Sendable {
  /// Every id's bytes, one after another; `ranges[i]` says where id i is.
  private let storage: [UInt8]
  private let ranges: [Range<Int>]
  private let slots: [Int32]
  private let mask: Int
  /// Whether id i is plain ASCII with nothing JSON escapes (quote, backslash, controls).
  private let plain: [Bool]

  /// Builds the table for a form's field ids.
  public init(ids: [String]) {
    var storage: [UInt8] = []
    var ranges: [Range<Int>] = []
    for id in ids {
      let start = storage.count
      storage.append(contentsOf: id.utf8)
      ranges.append(start..<storage.count)
    }
    var size = 16
    while size < ids.count * 2 { size <<= 1 }
    var slots = [Int32](repeating: -1, count: size)
    for (index, range) in ranges.enumerated() {
      var slot =
        storage.withUnsafeBufferPointer {
          FieldLookup.hash(UnsafeBufferPointer(rebasing: $0[range]))
        } & (size - 1)
      while slots[slot] >= 0 { slot = (slot + 1) & (size - 1) }
      slots[slot] = Int32(index)
    }
    self.storage = storage
    self.ranges = ranges
    self.plain = ids.map { id in
      id.utf8.allSatisfy {
        $0 >= 0x20 && $0 < 0x80 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\")
      }
    }
    self.slots = slots
    self.mask = size - 1
  }

  /// Where the key ends when `bytes` spell field `field`'s id from `start` and close it with
  /// a quote: the position of that quote, else `nil`. A record's next key is nearly always the
  /// field after the last one, and this recognizes it without scanning for its end. Only for
  /// an id of plain ASCII with nothing JSON escapes: the scan must see any other.
  public func end(
    ofKey field: Int, in bytes: UnsafeBufferPointer<UInt8>, at start: Int
  ) -> Int? {
    guard field < ranges.count, plain[field] else { return nil }
    let range = ranges[field]
    let end = start + range.count
    guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { return nil }
    let same = storage.withUnsafeBufferPointer { ids in
      range.isEmpty
        || memcmp(ids.baseAddress! + range.lowerBound, bytes.baseAddress! + start, range.count) == 0
    }
    return same ? end : nil
  }

  /// The position of the field whose id is exactly these bytes.
  public func index(of key: UnsafeBufferPointer<UInt8>) -> Int? {
    var slot = FieldLookup.hash(key) & mask
    return storage.withUnsafeBufferPointer { ids in
      while true {
        let candidate = Int(slots[slot])
        if candidate < 0 { return nil }
        let range = ranges[candidate]
        if range.count == key.count
          && (key.isEmpty
            || memcmp(ids.baseAddress! + range.lowerBound, key.baseAddress!, key.count) == 0)
        {
          return candidate
        }
        slot = (slot + 1) & mask
      }
    }
  }

  static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var hash = UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15
    guard let base = bytes.baseAddress else { return Int(truncatingIfNeeded: hash) }
    let raw = UnsafeRawPointer(base)
    if bytes.count >= 8 {
      hash ^= raw.loadUnaligned(as: UInt64.self) &* 0xC2B2_AE3D_27D4_EB4F
      hash = (hash << 29 | hash >> 35) &* 0x1656_67B1_9E37_79F9
      hash ^= raw.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self)
    } else {
      for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
    }
    hash ^= hash >> 31
    hash &*= 0x94D0_49BB_1331_11EB
    return Int(truncatingIfNeeded: hash ^ (hash >> 29))
  }

}
