extension String {
  /// Whether both strings are the same code points, byte for byte (as JavaScript's `===`
  /// compares them): `"é"` and `"e\u{301}"`, which Swift's `==` finds equal, are not.
  func hasSameBytes(as other: String) -> Bool {
    // Same bytes are equal to Swift too, and its == is quick to say no.
    guard self == other, utf8.count == other.utf8.count else { return false }
    return withUTF8Bytes { mine in
      other.withUTF8Bytes { theirs in
        for index in 0..<mine.count where mine[index] != theirs[index] { return false }
        return true
      }
    }
  }
}
