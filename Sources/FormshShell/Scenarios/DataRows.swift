import FormshData
import FormshFill
import FormshPlatform
import FormshPresentation

/// The rows of `formsh test --data FILE`: every scenario runs once per row, the row's columns
/// as `${NAME}` variables. A `.csv` file has a header of variable names, then a row per
/// record (fill's CSV reading: quoted cells may hold commas and line breaks); a `.jsonl` (or
/// `.ndjson`) file has a JSON object per line, its members the variables (a string as it is,
/// a number or boolean as its JSON text, null as empty text, an array or object as its
/// compact JSON; a key given twice in one object is an error). Blank lines are skipped; rows are counted from 1, the header not counted.
///
/// The whole file is read before any scenario runs: a malformed one is an error naming its
/// line (`FILE:LINE: …`, exit 65), never one failure per scenario.
struct DataRows: Sendable {
  /// The file, as given.
  let path: String
  /// Each row's variables, in file order: row N is `rows[N - 1]`.
  let rows: [[String: String]]

  /// The most rows a file may hold: each runs every scenario, and a run of millions could
  /// not be read, stopped or reported in useful time. Past it, the file is an error at the
  /// line of the first row too many.
  static let maximumRows = 100_000

  /// The error for a row past `maximumRows`, at `line`.
  private static func tooMany(_ path: String, _ line: Int) -> ShellError {
    .malformed(
      path: path, line: line,
      reason: "more than 100,000 rows; formsh test takes at most 100,000 per --data file (each"
        + " row runs every scenario): split the file and run each part")
  }

  /// Every name a row defines.
  var names: Set<String> { Set(rows.flatMap(\.keys)) }

  /// Reads the rows of the file at `path`; its name's ending says its format.
  static func read(_ path: String) throws(ShellError) -> DataRows {
    let lowered = path.lowercased()
    let csv = lowered.hasSuffix(".csv")
    guard csv || lowered.hasSuffix(".jsonl") || lowered.hasSuffix(".ndjson") else {
      throw .usage(
        "--data takes a .csv or .jsonl file (its name says which), not"
          + " \"\(TerminalText.sanitize(path))\"")
    }
    let bytes: [UInt8]
    do {
      bytes = try FileSystem.read(path, asInput: true)
    } catch {
      throw .file(error)
    }
    var lines = Lines(bytes)
    let rows = csv ? try csvRows(&lines, path: path) : try jsonRows(&lines, path: path)
    return DataRows(path: path, rows: rows)
  }

  /// The file's lines, numbered from 1, without their line ends (`\n` or `\r\n`).
  struct Lines {
    private let lines: [ArraySlice<UInt8>]
    private var next = 0
    /// The number of the line last read (0 before the first).
    private(set) var number = 0

    init(_ bytes: [UInt8]) {
      let start = ByteOrderMark.length(in: bytes)
      var lines = bytes[start...].split(separator: 0x0A, omittingEmptySubsequences: false)
      if lines.last?.isEmpty == true { lines.removeLast() }
      self.lines = lines.map { $0.last == 0x0D ? $0.dropLast() : $0 }
    }

    /// The next line, or nil at the end.
    mutating func read() -> ArraySlice<UInt8>? {
      guard next < lines.count else { return nil }
      defer { next += 1 }
      number = next + 1
      return lines[next]
    }
  }

  /// A CSV file's rows: lines joined into records as `fill` joins them, split into cells by
  /// fill's parser.
  private static func csvRows(_ lines: inout Lines, path: String) throws(ShellError)
    -> [[String: String]]
  {
    var assembler = CSVRecordAssembler()
    var header: [String]?
    var rows: [[String: String]] = []
    var recordStart = 1
    func take(_ record: [UInt8], at line: Int) throws(ShellError) {
      guard !record.isEmpty else { return }  // a blank line
      let cells: [String]
      switch CSVRecordParser.cells(record) {
      case .success(let parsed): cells = parsed
      case .failure(let error): throw .malformed(path: path, line: line, reason: error.message)
      }
      guard let names = header else {
        header = try headerNames(cells, path: path, line: line)
        return
      }
      guard cells.count == names.count else {
        throw .malformed(
          path: path, line: line,
          reason: "row \(rows.count + 1) has \(cells.count) cell\(cells.count == 1 ? "" : "s");"
            + " the header has \(names.count)")
      }
      guard rows.count < maximumRows else { throw tooMany(path, line) }
      rows.append(Dictionary(uniqueKeysWithValues: zip(names, cells)))
    }
    while let line = lines.read() {
      if !assembler.isOpen { recordStart = lines.number }
      switch assembler.add(Array(line)) {
      case .open: continue
      case .record(let record): try take(record, at: recordStart)
      case .tooLong, .unclosed: throw unclosed(path, recordStart)
      }
    }
    if assembler.nextAtEnd() != nil { throw unclosed(path, recordStart) }
    guard !rows.isEmpty else {
      throw .malformed(
        path: path, line: max(lines.number, 1),
        reason: header == nil
          ? "no rows: the file is empty; it starts with a header of variable names, then a row"
            + " per run"
          : "no rows: only the header; each row after it runs every scenario once")
    }
    return rows
  }

  private static func unclosed(_ path: String, _ line: Int) -> ShellError {
    .malformed(
      path: path, line: line,
      reason: "a quoted cell opened on this line is never closed (no closing quote before the"
        + " end of the file); close it, and write a quote inside a cell as \"\"")
  }

  /// A CSV header's names, each a variable's, none twice.
  private static func headerNames(_ cells: [String], path: String, line: Int)
    throws(ShellError) -> [String]
  {
    var seen: Set<String> = []
    for (offset, name) in cells.enumerated() {
      let column = offset + 1
      guard Variables.isValidName(name) else {
        throw .malformed(
          path: path, line: line,
          reason: name.isEmpty
            ? "column \(column) has no name; the header names a variable for each column"
            : "column \(column), \"\(TerminalText.sanitize(String(name.prefix(40))))\", is not"
              + " a variable's name (letters, digits and _, not starting with a digit)")
      }
      guard seen.insert(name).inserted else {
        throw .malformed(path: path, line: line, reason: "column \(column) names \(name) again")
      }
    }
    return cells
  }

  /// A JSON Lines file's rows: one object per line.
  private static func jsonRows(_ lines: inout Lines, path: String) throws(ShellError)
    -> [[String: String]]
  {
    var rows: [[String: String]] = []
    while let line = lines.read() {
      if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
      let value: JSONValue
      do {
        value = try JSONParser.parse(Array(line))
      } catch {
        throw .malformed(
          path: path, line: lines.number, reason: "\(error.reason) (column \(error.column))")
      }
      guard case .object(let object) = value else {
        throw .malformed(
          path: path, line: lines.number,
          reason: "expected a JSON object (a row's variables), found \(value.typeDescription)")
      }
      var row: [String: String] = [:]
      for (name, member) in object.members {
        guard Variables.isValidName(name) else {
          throw .malformed(
            path: path, line: lines.number,
            reason: "\"\(TerminalText.sanitize(String(name.prefix(40))))\" is not a variable's"
              + " name (letters, digits and _, not starting with a digit)")
        }
        // A key given twice would silently take its last value; the var file refuses it too.
        guard row[name] == nil else {
          throw .malformed(
            path: path, line: lines.number, reason: "\(name) is given twice in this row")
        }
        row[name] =
          switch member {
          case .string(let text): text
          case .number(let text): text
          case .bool(let value): value ? "true" : "false"
          case .null: ""
          case .array, .object: JSONWriter.string(member)
          }
      }
      guard rows.count < maximumRows else { throw tooMany(path, lines.number) }
      rows.append(row)
    }
    guard !rows.isEmpty else {
      throw .malformed(
        path: path, line: max(lines.number, 1),
        reason: "no rows: the file holds no JSON object; each line's object runs every"
          + " scenario once")
    }
    return rows
  }
}
