import FormshData

/// The records of a CSV input, read line by line, for `fill` (`FillRun`) and `fill --to`
/// (`RecordReader`) alike: `CSVRecordAssembler` joins the lines into records, the first of
/// which is the header that makes the parser (or says why there is none: nothing is read after
/// a bad header); each record after it is a record's bytes, or why its lines are none (a line
/// too long, a quoted cell that never closed).
struct CSVRecords {
  /// What a line, or the end of the input, gives after the header.
  enum Unit {
    /// A complete record.
    case record([UInt8])
    /// Lines that are no record, and why.
    case malformed(String)
  }

  private let fieldIDs: [String]
  private var assembler = CSVRecordAssembler()
  /// Made from the header, once it is read.
  private(set) var parser: CSVRecordParser?
  /// Why the header cannot be used (then nothing more is read).
  private(set) var badHeader: String?

  /// Reads a CSV input whose header names `fieldIDs` (`RecordIdentity.lookupKeys`).
  init(fieldIDs: [String]) {
    self.fieldIDs = fieldIDs
  }

  /// The reason a record whose quoted cell is still open at the end of the input is
  /// malformed (it stands for its first line; the lines after it are read again).
  static let unclosedAtEnd =
    "unterminated quoted cell: no closing quote before the end of the input;"
    + " reading resumed at the next line"

  /// The reason a record whose quoted cell never closed is malformed.
  static func unclosedQuote(_ bytes: Int, lines: Int) -> String {
    "a quoted cell is still open after \(lines) lines and \(bytes) bytes, past the 16 MiB"
      + " limit of a record; skipped up to here, reading resumes at the next line"
  }

  /// The unit a line ends, if any (the header, and a line inside a quoted cell, end none).
  mutating func take(_ line: LineStream.RawLine) -> Unit? {
    switch line {
    case .bytes(let bytes): return take(assembler.add(bytes))
    case .tooLong(let length):
      guard let open = assembler.abandon(withLineOf: length) else {
        return .malformed(RecordBatch.tooLong(length))
      }
      // The line is part of a quoted cell that never closed: one record, both of them.
      return take(.tooLong(bytes: open.bytes, lines: open.lines))
    }
  }

  /// At the end of the input (not cut short by Ctrl-C), what is left, a unit a call until
  /// `nil`: a quoted cell still open makes its record malformed, and the lines after its first
  /// are read again. An input without a header is refused, unless reading it failed.
  mutating func nextAtEnd(readFailed: Bool) -> Unit? {
    while badHeader == nil, let step = assembler.nextAtEnd() {
      if let unit = take(step) { return unit }
    }
    if parser == nil, badHeader == nil, !readFailed {
      badHeader = "the input is empty; CSV starts with a header of field ids"
    }
    return nil
  }

  /// The unit a step of the assembler makes, if any.
  private mutating func take(_ step: CSVRecordAssembler.Step) -> Unit? {
    let reason: String
    switch step {
    case .open: return nil
    case .record(let record):
      guard parser != nil else {
        header(record)
        return nil
      }
      return .record(record)
    case .tooLong(let bytes, let lines): reason = CSVRecords.unclosedQuote(bytes, lines: lines)
    case .unclosed(let line):
      guard parser != nil else {
        // The parser's word on its first line (`unterminated quoted cell 2`).
        header(line)
        parser = nil
        badHeader =
          badHeader ?? "unterminated quoted cell: no closing quote before the end of the input"
        return nil
      }
      reason = CSVRecords.unclosedAtEnd
    }
    guard parser != nil else {
      badHeader = reason
      return nil
    }
    return .malformed(reason)
  }

  /// Reads the header: the parser, or why there is none.
  private mutating func header(_ bytes: [UInt8]) {
    let parsed = bytes.withUnsafeBufferPointer { header in
      Result { () throws(CSVError) in try CSVRecordParser(header: header, fieldIDs: fieldIDs) }
    }
    switch parsed {
    case .success(let parser): self.parser = parser
    case .failure(let error): badHeader = error.message
    }
  }
}
