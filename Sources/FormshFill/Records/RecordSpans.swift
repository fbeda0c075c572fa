import FormshData
import FormshDomain

/// Where each field's value is in a record's line, for the batch fill's path that checks
/// values on their bytes (`FieldByteCheck`): strings, lists of plain ASCII and numbers as
/// ranges of the line (a string's escapes decoded into an arena of the record's own), anything
/// else decoded into an `Input` as `JSONRecordParser` would. Filled by
/// `JSONRecordParser.spans`, or by `CSVRecordParser.spans` (whose cells are text, as its
/// `parse` reads them); reused from record to record. Not copyable: one owner, its slots
/// written in place.
public struct RecordSpans: ~Copyable {
  /// What a slot holds.
  public enum Shape: UInt8, Sendable {
    /// The record does not name the field.
    case absent
    /// A string of plain ASCII (bytes 0x20 to 0x7F, neither `"` nor `\`), as it is in the
    /// line: its bytes are its text and its JSON without the quotes.
    case plain
    /// Any other string without control characters: its UTF-8 (`bytes`), which may need
    /// escapes when written (`Slot.ascii`: all of it printable ASCII).
    case text
    /// A number, as written.
    case number
    /// `true`.
    case yes
    /// `false`.
    case no
    /// A list of strings of plain ASCII: the bytes between the brackets
    /// (`forEachString` reads them).
    case list
    /// Any other value, decoded: `input(_:in:)` gives it.
    case decoded
  }

  /// One slot: its shape and where its bytes are.
  public struct Slot: Sendable {
    public var shape: Shape = .absent
    /// For `.text`: whether every byte is printable ASCII (0x20 to 0x7F).
    public var ascii = true
    /// For `.text`: whether the bytes are in the arena (escapes decoded), not in the line.
    @usableFromInline var inArena = false
    @usableFromInline var start = 0
    @usableFromInline var end = 0
  }

  // Internal to inlinable code: batch fill reads every slot from another module.
  @usableFromInline let slots: UnsafeMutablePointer<Slot>
  /// The number of slots: the fields, and `--id`'s after them.
  public let count: Int
  /// The slots the record names, to clear them for the next one.
  private let named: UnsafeMutablePointer<Int>
  private var namedCount = 0
  /// The decoded values of `.decoded` slots.
  private var inputs: [Input?]
  /// The text of strings with escapes, decoded.
  @usableFromInline var arena = ByteBuffer(capacity: 1024)

  /// Spans for a record with `slotCount` slots.
  public init(slotCount: Int) {
    count = slotCount
    slots = .allocate(capacity: max(slotCount, 1))
    slots.initialize(repeating: Slot(), count: max(slotCount, 1))
    named = .allocate(capacity: max(slotCount, 1))
    inputs = Array(repeating: nil, count: slotCount)
  }

  deinit {
    slots.deallocate()
    named.deallocate()
  }

  /// Slot `index`.
  @inlinable @inline(__always)
  public subscript(_ index: Int) -> Slot { slots[index] }

  /// Calls `body` with the bytes of a `.plain`, `.text`, `.number` or `.list` slot.
  @inlinable @inline(__always)
  public func withBytes<Result>(
    of index: Int, in line: UnsafeBufferPointer<UInt8>,
    _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    let slot = slots[index]
    guard slot.inArena else {
      return body(UnsafeBufferPointer(rebasing: line[slot.start..<slot.end]))
    }
    return arena.withBytes { body(UnsafeBufferPointer(rebasing: $0[slot.start..<slot.end])) }
  }

  /// The value of a slot as `JSONRecordParser.parse` gives it (`nil` when absent): for a
  /// value the byte path could not answer, and for `--id`.
  public func input(_ index: Int, in line: UnsafeBufferPointer<UInt8>) -> Input? {
    switch slots[index].shape {
    case .absent: return nil
    case .plain: return .text(withBytes(of: index, in: line) { String(plainASCII: $0) })
    case .text: return .text(withBytes(of: index, in: line) { String(decoding: $0, as: UTF8.self) })
    case .number: return .number(withBytes(of: index, in: line) { String(plainASCII: $0) })
    case .yes: return .bool(true)
    case .no: return .bool(false)
    case .decoded: return inputs[index]
    case .list:
      var strings: [String] = []
      withBytes(of: index, in: line) { list in
        RecordSpans.forEachString(in: list) { strings.append(String(plainASCII: $0)) }
      }
      return .list(strings)
    }
  }

  /// Calls `body` with the bytes of each string of a `.list` slot's bytes, in order.
  @inline(__always)
  public static func forEachString(
    in list: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    var index = 0
    while index < list.count {
      guard list[index] == UInt8(ascii: "\"") else {
        index += 1  // whitespace and commas
        continue
      }
      let start = index + 1
      let end = ByteScan.skipPlainASCII(list, from: start)
      body(UnsafeBufferPointer(rebasing: list[start..<end]))
      index = end + 1
    }
  }

  mutating func reset() {
    for position in 0..<namedCount {
      let index = named[position]
      if slots[index].shape == .decoded { inputs[index] = nil }
      slots[index].shape = .absent
    }
    namedCount = 0
    arena.removeAll()
  }

  /// Records a slot's value; false when the slot was named already.
  @inline(__always)
  mutating func set(
    _ index: Int, _ shape: Shape, _ range: Range<Int>, ascii: Bool = true, inArena: Bool = false
  ) -> Bool {
    guard slots[index].shape == .absent else { return false }
    slots[index] = Slot(
      shape: shape, ascii: ascii, inArena: inArena, start: range.lowerBound, end: range.upperBound)
    named[namedCount] = index
    namedCount += 1
    return true
  }

  mutating func set(_ index: Int, decoded input: Input) -> Bool {
    guard set(index, .decoded, 0..<0) else { return false }
    inputs[index] = input
    return true
  }
}
