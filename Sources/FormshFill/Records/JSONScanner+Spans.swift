import FormshData
import FormshDomain

extension JSONScanner {
  /// Reads a record's object into `spans`, as `recordObject` reads one into a
  /// `ParsedRecord`; false (spans then unspecified) for anything `recordObject` would not
  /// take, a key that names no slot byte for byte, or a slot named twice: such a line takes
  /// the general path, whose messages say what is wrong (and whose strict parser finds a
  /// field named in another Unicode normalization).
  mutating func recordSpans(_ lookup: FieldLookup, _ spans: inout RecordSpans) -> Bool {
    recordMembers(lookup) { field, _, scanner in
      guard let field else { return false }
      return scanner.spanValue(field, &spans)
    }
  }

  /// One value into its slot; false when it is not a value `recordValue` takes or the slot
  /// is taken.
  private mutating func spanValue(_ slot: Int, _ spans: inout RecordSpans) -> Bool {
    let start = index
    switch current {
    case UInt8(ascii: "\""):
      let stop = ByteScan.skipPlainASCII(bytes, from: start + 1)
      if stop < bytes.count, bytes[stop] == UInt8(ascii: "\"") {
        index = stop + 1
        return spans.set(slot, .plain, start + 1..<stop)
      }
      switch unusualSpan(from: start + 1, stop: stop, &spans) {
      case .some((let range, let ascii, let inArena)):
        return spans.set(slot, .text, range, ascii: ascii, inArena: inArena)
      case nil: index = start  // decoded below, or refused
      }
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      guard number() else { return false }
      return spans.set(slot, .number, start..<index)
    case UInt8(ascii: "t"): return literal("true") && spans.set(slot, .yes, 0..<0)
    case UInt8(ascii: "f"): return literal("false") && spans.set(slot, .no, 0..<0)
    case UInt8(ascii: "["):
      if let end = plainList() { return spans.set(slot, .list, start + 1..<end) }
      index = start
    default: break
    }
    guard let input = recordValue() else { return false }
    return spans.set(slot, decoded: input)
  }

  /// A string from `start` (after its opening quote) that is not plain ASCII from `stop`: its
  /// UTF-8 and where it is (the line, or the arena with its escapes decoded), `index` then past
  /// it; `nil` for one that is not valid, or decodes to control characters (those are the
  /// general path's: its rules see them as they are).
  private mutating func unusualSpan(from start: Int, stop: Int, _ spans: inout RecordSpans)
    -> (Range<Int>, ascii: Bool, inArena: Bool)?
  {
    var end = stop
    var ascii = true
    var escaped = false
    while end < bytes.count {
      let byte = bytes[end]
      if byte == UInt8(ascii: "\"") { break }
      if byte == UInt8(ascii: "\\") {
        escaped = true
        end += 2
        continue
      }
      if byte < 0x20 { return nil }
      if byte >= 0x80 { ascii = false }
      end += 1
    }
    guard end < bytes.count else { return nil }
    guard escaped else {
      // Beyond ASCII, with nothing to decode: valid UTF-8 as it is, or the general path's.
      guard
        (try? UTF8Span(validating: UnsafeBufferPointer(rebasing: bytes[start..<end]).span)) != nil
      else { return nil }
      index = end + 1
      return (start..<end, ascii, false)
    }
    let from = spans.arena.count
    var decodedASCII = true
    var valid = true
    spans.arena.append(upTo: end - start) { buffer in
      guard let count = try? decode(from: start, to: end, into: buffer) else {
        valid = false
        return nil
      }
      let text = UnsafeBufferPointer(rebasing: buffer[..<count])
      for byte in text {
        if byte < 0x20 { valid = false }
        if byte >= 0x80 { decodedASCII = false }
      }
      // Raw bytes beyond ASCII must be UTF-8; escapes decode to whole sequences.
      if valid, !ascii, (try? UTF8Span(validating: text.span)) == nil { valid = false }
      return valid ? count : nil
    }
    guard valid else { return nil }
    index = end + 1
    return (from..<spans.arena.count, decodedASCII, true)
  }

  /// A list of strings of plain ASCII at `index` (at its `[`): where its `]` is, `index` then
  /// past it; `nil` for any other list.
  private mutating func plainList() -> Int? {
    index += 1
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      index += 1
      return index - 1
    }
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else { return nil }
      let stop = ByteScan.skipPlainASCII(bytes, from: index + 1)
      guard stop < bytes.count, bytes[stop] == UInt8(ascii: "\"") else { return nil }
      index = stop + 1
      skipWhitespace()
      if current == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard current == UInt8(ascii: "]") else { return nil }
      index += 1
      return index - 1
    }
  }
}
