extension String {
  /// Whether both strings are the same code points, byte for byte (as JavaScript's `===`
  /// compares them): `"é"` and `"e\u{301}"`, which Swift's `==` finds equal, are not.
  /// JavaScript compares UTF-16 code units; two strings have the same code units exactly when
  /// they have the same UTF-8 bytes, so the bytes are compared: their counts first (at hand
  /// in every native string), then eight bytes at a time, through public API only.
  @inline(__always)
  func hasSameBytes(as other: String) -> Bool {
    let count = utf8.count
    guard count == other.utf8.count else { return false }
    guard count > 0 else { return true }
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
