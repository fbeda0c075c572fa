extension String {
  /// A string of bytes already known to be ASCII (a scan such as `ByteScan.skipPlainASCII`
  /// or the number grammar has just looked at each of them), made without checking them
  /// again: `String(decoding:as:)` would validate the UTF-8 and look for non-ASCII bytes a
  /// second time, which was about a fifth of the cost of reading a record.
  ///
  /// Each byte must be below 0x80; the scan that found the end of the text guarantees it,
  /// and the debug build checks it.
  @inline(__always)
  package init(plainASCII bytes: UnsafeBufferPointer<UInt8>) {
    assert(bytes.allSatisfy { $0 < 0x80 })
    let span = unsafe UTF8Span(unchecked: bytes.span, isKnownASCII: true)
    self.init(copying: span)
  }
}
