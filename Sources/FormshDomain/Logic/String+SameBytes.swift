extension String {
  /// Whether both strings are the same code points, byte for byte (as JavaScript's `===`
  /// compares them): `"é"` and `"e\u{301}"`, which Swift's `==` finds equal, are not.
  func hasSameBytes(as other: String) -> Bool {
    // Same bytes are the same count and equal to Swift too; both are quick to say no.
    guard utf8.count == other.utf8.count, self == other else { return false }
    return withUTF8Bytes { mine in
      other.withUTF8Bytes { theirs in
        for index in 0..<mine.count where mine[index] != theirs[index] { return false }
        return true
      }
    }
  }
}
