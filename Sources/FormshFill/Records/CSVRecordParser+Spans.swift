import FormshData
import FormshDomain

extension CSVRecordParser {
  /// Reads a record into `spans` for the byte path of batch fill, each cell as `parse` reads
  /// it (text, an empty cell leaving its field out): plain ASCII as `.plain`, other text as
  /// `.text` (a quoted cell's doubled quotes undone in the arena). False (spans then
  /// unspecified) for a record it is not sure of: a control character or a line break in a
  /// cell, bytes that are not UTF-8, a stray quote, a row of the wrong length; `parse` then
  /// says what it makes of it.
  func spans(_ bytes: UnsafeBufferPointer<UInt8>, into spans: inout RecordSpans) -> Bool {
    spans.reset()
    let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ",")
    var index = 0
    for column in columns.indices {
      guard let field = columns[column].field else { return false }
      let quoted = index < bytes.count && bytes[index] == quote
      if quoted { index += 1 }
      let start = index
      var ascii = true
      var plain = true
      var doubled = false
      while true {
        // Plain ASCII, a word at a time (the hot loop of reading a row).
        index =
          quoted
          ? ByteScan.skipPlainASCII(bytes, from: index) : ByteScan.skipPlainCSV(bytes, from: index)
        guard index < bytes.count else { break }
        let byte = bytes[index]
        if byte == quote {
          guard quoted else { return false }
          guard index + 1 < bytes.count, bytes[index + 1] == quote else { break }
          doubled = true
          index += 2
          continue
        }
        if byte == comma { break }  // unquoted: the cell's end
        if byte < 0x20 { return false }
        if byte >= 0x80 { ascii = false }
        plain = false  // a backslash, or beyond ASCII
        index += 1
      }
      let end = index
      if quoted {
        // The closing quote, then the end of the row or a comma.
        guard index < bytes.count else { return false }
        index += 1
        guard index == bytes.count || bytes[index] == comma else { return false }
      }
      if !ascii,
        (try? UTF8Span(validating: UnsafeBufferPointer(rebasing: bytes[start..<end]).span)) == nil
      {
        return false
      }
      if end > start {
        let stored: Bool
        if doubled {
          let from = spans.arena.count
          spans.arena.append(upTo: end - start) { arena in
            var count = 0
            var at = start
            while at < end {
              arena[count] = bytes[at]
              count += 1
              at += bytes[at] == quote ? 2 : 1
            }
            return count
          }
          stored = spans.set(field, .text, from..<spans.arena.count, ascii: ascii, inArena: true)
        } else {
          stored = spans.set(field, plain ? .plain : .text, start..<end, ascii: ascii)
        }
        guard stored else { return false }
      }
      guard index < bytes.count else { return column == columns.count - 1 }
      index += 1  // the comma
    }
    return false  // more cells than columns
  }
}
