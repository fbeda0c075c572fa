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
  private let columns: [(name: String, field: Int?)]

  /// Reads the header row; the error says why it cannot be used.
  public init(header: UnsafeBufferPointer<UInt8>, fieldIDs: [String]) throws(CSVError) {
    let lookup = FieldLookup(ids: fieldIDs)
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
      guard let field = name.withUTF8({ lookup.index(of: $0) }) else {
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

  /// Parses one complete record into `record` (which is reset first).
  public func parse(_ bytes: UnsafeBufferPointer<UInt8>, into record: inout ParsedRecord) {
    record.reset()
    let cells: [String]
    switch CSVRecordParser.cells(bytes) {
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

  /// Splits one complete record into cells.
  static func cells(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<[String], CSVError> {
    var cells: [String] = []
    var cell: [UInt8] = []
    var index = 0
    var quoted = false
    var afterQuote = false
    func finishCell() -> CSVError? {
      guard let text = String(validating: cell, as: UTF8.self) else {
        return CSVError(message: "invalid UTF-8 in cell \(cells.count + 1)")
      }
      cells.append(text)
      cell.removeAll(keepingCapacity: true)
      afterQuote = false
      return nil
    }
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if quoted {
        if byte == UInt8(ascii: "\"") {
          if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
            cell.append(byte)
            index += 1
          } else {
            quoted = false
            afterQuote = true
          }
        } else {
          cell.append(byte)
        }
        continue
      }
      switch byte {
      case UInt8(ascii: ","):
        if let error = finishCell() { return .failure(error) }
      case UInt8(ascii: "\""):
        guard cell.isEmpty, !afterQuote else {
          return .failure(
            CSVError(
              message: "a quote inside an unquoted cell (cell \(cells.count + 1)); "
                + "quote the whole cell and double the quote"))
        }
        quoted = true
      default:
        if afterQuote {
          return .failure(
            CSVError(message: "text after the closing quote of cell \(cells.count + 1)"))
        }
        cell.append(byte)
      }
    }
    if quoted { return .failure(CSVError(message: "unterminated quoted cell \(cells.count + 1)")) }
    if let error = finishCell() { return .failure(error) }
    return .success(cells)
  }
}
