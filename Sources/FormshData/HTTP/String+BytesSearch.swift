extension String {
  /// Whether the bytes of `needle` occur in the text's UTF-8: what `contains` says of the
  /// ASCII needles the HTTP code looks for (`://`, `auth`), without the standard library's
  /// generic string search, which a profile of `fill --to` found taking a tenth of its
  /// processor time (a header's name is checked for each request, a response's text for
  /// each record).
  func holdsBytes(of needle: StaticString) -> Bool {
    var text = self
    return needle.withUTF8Buffer { pattern in
      text.withUTF8 { bytes in
        guard let first = pattern.first else { return true }
        guard bytes.count >= pattern.count else { return false }
        for start in 0...(bytes.count - pattern.count) where bytes[start] == first {
          if (1..<pattern.count).allSatisfy({ bytes[start + $0] == pattern[$0] }) { return true }
        }
        return false
      }
    }
  }
}
