/// Finds a byte sequence in another in linear time (Knuth–Morris–Pratt), so `in` on long text
/// costs what its length does, whatever the text.
enum SubstringSearch {
  /// Whether `needle` occurs in `haystack` (an empty needle occurs everywhere).
  static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard !needle.isEmpty else { return true }
    guard needle.count <= haystack.count else { return false }
    // failure[i]: the length of the longest proper prefix of needle[0...i] that is also its
    // suffix.
    var failure = [Int](repeating: 0, count: needle.count)
    var matched = 0
    for index in 1..<needle.count {
      while matched > 0 && needle[index] != needle[matched] { matched = failure[matched - 1] }
      if needle[index] == needle[matched] { matched += 1 }
      failure[index] = matched
    }
    matched = 0
    for byte in haystack {
      while matched > 0 && byte != needle[matched] { matched = failure[matched - 1] }
      if byte == needle[matched] { matched += 1 }
      if matched == needle.count { return true }
    }
    return false
  }
}
