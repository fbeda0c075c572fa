import FormshData
import FormshDomain

/// Reads CSV (RFC 4180): a header row of field ids, then one record per row. Cells may be
/// quoted ("…", with "" for a quote), and quoted cells may hold commas and line breaks, so a
/// record can span lines; `CSVRecordAssembler` joins them, this parser splits one record.
///
/// Every cell is text, applied as `set` would apply it; an empty cell leaves the field's
/// default. A row with more or fewer cells than the header is malformed. A header with an
/// empty column name, a name that is no field of the form, or a field named twice is
/// malformed as a whole, before any row is read: every row would fail the same way.
public struct CSVRecordParser: Sendable {
  /// Each column's name and field (the header names no other).
  let columns: [(name: String, field: Int?)]

  /// Reads the header row; the error says why it cannot be used.
  public init(header: UnsafeBufferPointer<UInt8>, fieldIDs: [String]) throws(CSVError) {
    let lookup = FieldLookup(ids: fieldIDs)
    let equivalents = EquivalentKeys(ids: fieldIDs)
    let names: [String]
    switch CSVRecordParser.cells(header) {
    case .success(let cells): names = cells
    case .failure(let error): throw error
    }
    var seen: Set<Int> = []
    var columns: [(name: String, field: Int?)] = []
    for (offset, name) in names.enumerated() {
      var name = name
      let column = offset + 1
      guard !name.isEmpty else { throw CSVError(message: "column \(column) has no name") }
      guard let field = name.withUTF8({ lookup.index(of: $0) ?? equivalents.index(of: $0) })
      else {
        // A group's path: its fields are the columns.
        let inside = fieldIDs.filter { $0.hasPrefix(name + ".") }
        if !inside.isEmpty {
          throw CSVError(
            message: "column \(column), \"\(name)\", is a group, not a field; name its fields"
              + " as columns: " + inside.prefix(5).joined(separator: ", ")
              + (inside.count > 5 ? ", …" : ""))
        }
        if let separator = CSVRecordParser.otherSeparator(in: name, lookup, equivalents) {
          throw CSVError(
            message: "column \(column), \"\(name)\", is not a field of this form: the header"
              + " is separated by \(separator), and fill reads CSV separated by commas"
              + " (RFC 4180); save the file with commas between its cells")
        }
        let known = Suggestion.nearest(to: name, in: fieldIDs)
        throw CSVError(
          message: "column \(column), \"\(name)\", is not a field of this form"
            + (known.map { "; did you mean \"\($0)\"?" } ?? ""))
      }
      guard seen.insert(field).inserted else {
        throw CSVError(message: "column \(column) names \"\(name)\" again")
      }
      columns.append((name, field))
    }
    self.columns = columns
  }

  /// The separator, in words, that a header cell holding several field ids joins them with
  /// (`email;password`: a spreadsheet's semicolons), or `nil` when the cell is no such run.
  private static func otherSeparator(
    in name: String, _ lookup: FieldLookup, _ equivalents: EquivalentKeys
  ) -> String? {
    for (separator, words) in [
      (";", "semicolons (;)"), ("\t", "tabs"), ("|", "vertical bars (|)"),
    ] {
      let parts = name.split(separator: separator, omittingEmptySubsequences: false)
      guard parts.count > 1 else { continue }
      let fields = parts.filter { part in
        var part = String(part)
        return part.withUTF8 { lookup.index(of: $0) ?? equivalents.index(of: $0) } != nil
      }
      if !fields.isEmpty { return words }
    }
    return nil
  }

  /// Parses one complete record into `record` (which is reset first).
  public func parse(_ bytes: UnsafeBufferPointer<UInt8>, into record: inout ParsedRecord) {
    record.reset()
    let cells: [String]
    switch CSVRecordParser.cells(bytes, expecting: columns.count) {
    case .success(let parsed): cells = parsed
    case .failure(let error):
      record.malformed = error.message
      return
    }
    guard cells.count == columns.count else {
      record.malformed = "row has \(cells.count) cells; the header has \(columns.count)"
      return
    }
    for (cell, column) in zip(cells, columns) where !cell.isEmpty {
      record.assign(.text(cell), to: column.field, key: column.name)
    }
  }

  /// `cells(_:expecting:)` of a record held in an array (`formsh test --data`): the parser
  /// takes a buffer because fill reads records in place from its input; an array lends one.
  public static func cells(_ record: [UInt8]) -> Result<[String], CSVError> {
    record.withUnsafeBufferPointer { cells($0) }
  }

  /// Splits one complete record into cells. A cell is made from its bytes where they lie in
  /// the record (a quoted cell's are copied only when it doubles a quote), not byte by byte.
  /// Also `formsh test --data`'s reader, whose header names variables rather than fields.
  static func cells(_ bytes: UnsafeBufferPointer<UInt8>, expecting count: Int = 8)
    -> Result<[String], CSVError>
  {
    let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ",")
    var cells: [String] = []
    cells.reserveCapacity(count)
    var unquoted: [UInt8] = []
    var index = 0
    while true {
      let text: UnsafeBufferPointer<UInt8>
      if index < bytes.count, bytes[index] == quote {
        // Quoted: up to the quote that is not doubled; "" stands for a quote.
        index += 1
        var start = index
        var doubled = false
        unquoted.removeAll(keepingCapacity: true)
        while true {
          guard let at = bytes[index...].firstIndex(of: quote) else {
            return .failure(CSVError(message: "unterminated quoted cell \(cells.count + 1)"))
          }
          guard at + 1 < bytes.count, bytes[at + 1] == quote else {
            if doubled { unquoted += bytes[start..<at] }
            text = UnsafeBufferPointer(rebasing: bytes[start..<at])
            index = at + 1
            break
          }
          doubled = true
          unquoted += bytes[start...at]
          index = at + 2
          start = index
        }
        if index < bytes.count, bytes[index] != comma {
          return .failure(
            CSVError(message: "text after the closing quote of cell \(cells.count + 1)"))
        }
        let cell =
          doubled
          ? unquoted.withUnsafeBufferPointer(CSVRecordParser.text) : CSVRecordParser.text(text)
        guard let cell else {
          return .failure(CSVError(message: "invalid UTF-8 in cell \(cells.count + 1)"))
        }
        cells.append(cell)
      } else {
        // Unquoted: up to the next comma, with no quote in it.
        let start = index
        while index < bytes.count, bytes[index] != comma {
          guard bytes[index] != quote else {
            return .failure(
              CSVError(
                message: "a quote inside an unquoted cell (cell \(cells.count + 1)); "
                  + "quote the whole cell and double the quote"))
          }
          index += 1
        }
        guard let cell = CSVRecordParser.text(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        else {
          return .failure(CSVError(message: "invalid UTF-8 in cell \(cells.count + 1)"))
        }
        cells.append(cell)
      }
      guard index < bytes.count else { return .success(cells) }
      index += 1  // the comma; a record that ends with one ends with an empty cell
    }
  }

  /// A cell's text; `nil` when it is not UTF-8. (Decoded, then compared with its bytes when
  /// any is not ASCII: decoding replaces what is not UTF-8, and the generic
  /// `String(validating:as:)` costs five times as much a cell.)
  private static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    guard bytes.contains(where: { $0 >= 0x80 }) else { return text }
    return text.utf8.elementsEqual(bytes) ? text : nil
  }
}
