/// Joins lines into CSV records: a line that ends inside a quoted cell continues the record
/// with a line break, as RFC 4180 allows. A quote opens a quoted cell only at the start of a
/// cell, so a stray quote inside an unquoted cell (`5" screen`) does not swallow the lines
/// after it; the parser reports that row as malformed instead.
public struct CSVRecordAssembler: Sendable {
  private var pending: [UInt8] = []
  private var inQuotes = false

  /// Creates an empty assembler.
  public init() {}

  /// Adds a line; returns the complete record's bytes when the line ends one.
  public mutating func add(_ line: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
    var atCellStart = !inQuotes
    if inQuotes { pending.append(UInt8(ascii: "\n")) }
    var index = 0
    while index < line.count {
      let byte = line[index]
      if inQuotes {
        if byte == UInt8(ascii: "\"") {
          if index + 1 < line.count, line[index + 1] == UInt8(ascii: "\"") {
            index += 1
          } else {
            inQuotes = false
          }
        }
      } else if byte == UInt8(ascii: ",") {
        atCellStart = true
        index += 1
        continue
      } else if byte == UInt8(ascii: "\""), atCellStart {
        inQuotes = true
      }
      atCellStart = false
      index += 1
    }
    pending.append(contentsOf: line)
    if inQuotes { return nil }
    defer { pending.removeAll(keepingCapacity: true) }
    return pending
  }

  /// The record left open at the end of the input (an unterminated quote), if any.
  public mutating func remainder() -> [UInt8]? {
    guard inQuotes else { return nil }
    inQuotes = false
    defer { pending.removeAll() }
    return pending
  }
}
