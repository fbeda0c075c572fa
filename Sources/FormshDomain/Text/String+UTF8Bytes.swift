extension String {
  /// Calls `body` with the string's UTF-8, without copying the string first: a native
  /// string's bytes are contiguous already (a small one's are copied to the stack), so only a
  /// bridged string takes the fallback, which makes a contiguous copy. `withUTF8` would need
  /// a mutable copy of the string, a retain and a release per call, and batch fill reads
  /// several strings of every record this way (checking them, then writing them).
  /// Inlinable, so that callers in other modules get it specialized for their closure.
  @inlinable
  public func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
    var text = self
    return text.withUTF8(body)
  }
}
