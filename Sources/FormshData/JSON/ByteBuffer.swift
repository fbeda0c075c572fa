import FormshPlatform

/// A growable run of bytes that JSON is written into. Each append is a capacity check and a
/// copy; `[UInt8]` would add a uniqueness check and a call per append, which is most of the
/// cost of writing `fill`'s output lines. Not copyable: one owner, freed when it goes away.
public struct ByteBuffer: ~Copyable {
  // Internal to inlinable code: batch fill's writer appends through these from another
  // module, where a call per append would cost more than the append.
  @usableFromInline var start: UnsafeMutablePointer<UInt8>
  @usableFromInline var capacity: Int
  /// The number of bytes written.
  public var count: Int { used }
  @usableFromInline var used = 0

  /// An empty buffer with room for `capacity` bytes before it grows.
  public init(capacity: Int = 256) {
    self.capacity = max(capacity, 16)
    start = .allocate(capacity: self.capacity)
  }

  deinit { start.deallocate() }

  /// The bytes written, as an array.
  public var bytes: [UInt8] { withBytes { Array($0) } }

  /// Calls `body` with the bytes written (valid only during the call).
  public func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
    try body(UnsafeBufferPointer(start: start, count: used))
  }

  /// Forgets the bytes written, keeping the storage.
  public mutating func removeAll() { used = 0 }

  /// Forgets the bytes written after the first `count`.
  public mutating func removeAll(after count: Int) {
    precondition(count >= 0 && count <= used)
    used = count
  }

  /// Makes room for `extra` more bytes, so that that many appends cannot reallocate.
  @inlinable @inline(__always)
  public mutating func reserve(_ extra: Int) {
    if used + extra > capacity { grow(toHold: used + extra) }
  }

  @usableFromInline mutating func grow(toHold needed: Int) {
    var larger = capacity * 2
    while larger < needed { larger *= 2 }
    let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
    moved.update(from: start, count: used)
    start.deallocate()
    start = moved
    capacity = larger
  }

  /// Lets `body` write at most `maximum` bytes at the end, and keeps the number it returns
  /// (none when it returns `nil`).
  @inline(__always)
  public mutating func append(
    upTo maximum: Int, _ body: (UnsafeMutableBufferPointer<UInt8>) -> Int?
  ) {
    reserve(maximum)
    if let written = body(UnsafeMutableBufferPointer(start: start + used, count: maximum)) {
      used += written
    }
  }

  /// Appends one byte.
  @inlinable @inline(__always)
  public mutating func append(_ byte: UInt8) {
    reserve(1)
    start[used] = byte
    used += 1
  }

  /// Appends bytes.
  @inlinable @inline(__always)
  public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress else { return }
    reserve(bytes.count)
    memcpy(start + used, source, bytes.count)
    used += bytes.count
  }

  /// Appends the UTF-8 of a literal.
  @inlinable @inline(__always)
  public mutating func append(_ text: StaticString) {
    append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Appends a string's UTF-8.
  public mutating func append(contentsOf text: String) {
    text.withUTF8Bytes { append($0) }
  }
}
