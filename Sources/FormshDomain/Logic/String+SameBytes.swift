extension String {
  /// Whether both strings are the same code points, byte for byte (as JavaScript's `===`
  /// compares them): `"é"` and `"e\u{301}"`, which Swift's `==` finds equal, are not.
  @inline(__always)
  func hasSameBytes(as other: String) -> Bool {
    let count = utf8.count
    guard count == other.utf8.count else { return false }
    guard count > 0 else { return true }
    #if arch(x86_64) || arch(arm64)
      // The same representation is the same text: the same bytes held inline (a string of
      // at most 15 bytes, such as an option id, zeros after its bytes), or the same storage
      // with the same count. Two inline strings that differ differ in their bytes (bit 61
      // of the second word marks a string held inline, as the standard library lays it out
      // on 64-bit platforms).
      let mine = unsafeBitCast(self, to: (UInt64, UInt64).self)
      let theirs = unsafeBitCast(other, to: (UInt64, UInt64).self)
      if mine == theirs { return true }
      if mine.1 & theirs.1 & (1 << 61) != 0 { return false }
    #endif
    return comparesBytes(with: other, count)
  }

  /// The bytes of both strings, `count` of them each, compared.
  @inline(never)
  private func comparesBytes(with other: String, _ count: Int) -> Bool {
    withUTF8Bytes { mine in
      other.withUTF8Bytes { theirs in
        let mine = UnsafeRawBufferPointer(mine)
        let theirs = UnsafeRawBufferPointer(theirs)
        // Eight bytes at a time, then the last eight (overlapping) or the few left.
        var offset = 0
        while offset + 8 <= count {
          guard
            mine.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
              == theirs.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          else { return false }
          offset += 8
        }
        if offset == count { return true }
        if count >= 8 {
          return mine.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            == theirs.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        }
        for index in offset..<count where mine[index] != theirs[index] { return false }
        return true
      }
    }
  }
}
