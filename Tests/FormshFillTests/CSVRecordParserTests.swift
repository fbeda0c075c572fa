import FormshData
import FormshDomain
import FormshTestSupport
import Testing
@testable import FormshFill

@Suite struct CSVRecordParserTests {
  let ids = ["name", "age", "tags"]

  func makeParser(_ header: String) -> Result<CSVRecordParser, CSVError> {
    Array(header.utf8).withUnsafeBufferPointer { bytes in
      Result { () throws(CSVError) in try CSVRecordParser(header: bytes, fieldIDs: ids) }
    }
  }

  func records(_ text: String, header: String = "name,age,tags") throws -> [ParsedRecord] {
    let parser = try makeParser(header).get()
    var assembler = CSVRecordAssembler()
    var result: [ParsedRecord] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = String(line)
      guard case .record(let complete) = line.withUTF8({ assembler.add($0) }) else { continue }
      var record = ParsedRecord(fieldCount: ids.count)
      complete.withUnsafeBufferPointer { parser.parse($0, into: &record) }
      result.append(record)
    }
    return result
  }

  @Test func readsPlainCells() throws {
    let record = try #require(try records("Ada,36,a").first)
    #expect(record.inputs == [.text("Ada"), .text("36"), .text("a")])
  }

  @Test func quotedCellsKeepCommasQuotesAndLineBreaks() throws {
    let parsed = try records("\"Lovelace, Ada\",\"say \"\"hi\"\"\",\"a,b\"\n\"two\nlines\",1,x")
    #expect(parsed.count == 2)
    #expect(parsed[0].inputs == [.text("Lovelace, Ada"), .text("say \"hi\""), .text("a,b")])
    #expect(parsed[1].inputs[0] == .text("two\nlines"))
  }

  @Test func emptyCellsLeaveTheDefault() throws {
    #expect(try records("Ada,,").first?.inputs == [.text("Ada"), nil, nil])
  }

  /// Every row would fail the same way: a header naming no field, naming one twice, or
  /// with an empty name is refused whole, before any row.
  @Test(arguments: [
    ("name,bogus", "column 2, \"bogus\", is not a field of this form"),
    ("name,nmae", "column 2, \"nmae\", is not a field of this form; did you mean \"name\"?"),
    ("name,,age", "column 2 has no name"),
    ("name,age,name", "column 3 names \"name\" again"),
  ])
  func aHeaderThatCannotWorkIsRefused(header: String, message: String) {
    #expect(throws: CSVError(message: message)) { try records("Ada,1", header: header) }
  }

  @Test(arguments: [
    ("Ada,1", "row has 2 cells; the header has 3"),
    ("Ada,1,2,3", "row has 4 cells; the header has 3"),
    (
      "Ad\"a,1,2",
      "a quote inside an unquoted cell (cell 1); quote the whole cell and double the quote"
    ),
    ("\"Ada\"x,1,2", "text after the closing quote of cell 1"),
  ])
  func malformedRows(line: String, reason: String) throws {
    #expect(try records(line).first?.malformed == reason)
  }

  @Test func aStrayQuoteDoesNotSwallowTheNextLines() throws {
    let parsed = try records("5\" screen,1,x\nnext,2,y")
    #expect(parsed.count == 2)
    #expect(parsed[1].inputs == [.text("next"), .text("2"), .text("y")])
  }

  @Test func anUnterminatedQuoteIsLeftOpenUntilTheEnd() {
    var assembler = CSVRecordAssembler()
    var line = "\"never closed,1,2"
    #expect(line.withUTF8 { assembler.add($0) } == .open)
    #expect(assembler.nextAtEnd() == .unclosed(Array("\"never closed,1,2".utf8)))
    #expect(assembler.nextAtEnd() == nil)
  }

  /// Issue 26 §17: the end of the input inside quotes swallowed every line after the quote.
  /// The lines after the open record's first are read again; one that opens a cell again is
  /// malformed at once (every line after it kept the cell open the first time round).
  @Test func atTheEndTheLinesAfterAnOpenRecordsFirstAreReadAgain() {
    var assembler = CSVRecordAssembler()
    var lines = ["a,1", "\"b,2", "c,3", "\"d\",\"", "", "e,\"\"\"\""]
    var steps: [CSVRecordAssembler.Step] = []
    for index in lines.indices { steps.append(lines[index].withUTF8 { assembler.add($0) }) }
    while let step = assembler.nextAtEnd() { steps.append(step) }
    #expect(
      steps == [
        .record(Array("a,1".utf8)), .open, .open, .open, .open, .open,
        .unclosed(Array("\"b,2".utf8)), .record(Array("c,3".utf8)),
        .unclosed(Array("\"d\",\"".utf8)), .record([]), .record(Array("e,\"\"\"\"".utf8)),
      ])
    #expect(assembler.nextAtEnd() == nil)
  }

  /// Issue 13 §4a: one stray quote swallowed the rest of the file as one record.
  @Test func aQuotedCellPastTheLimitIsDroppedAndTheNextLineStartsARecord() {
    var assembler = CSVRecordAssembler(limit: 30)
    var lines = ["a,\"stray,1", "b,2,3", "c,3,4", "d,4,5", "e,5,6", "f,6,7"]
    var steps: [CSVRecordAssembler.Step] = []
    for index in lines.indices { steps.append(lines[index].withUTF8 { assembler.add($0) }) }
    // 10 + 6 × 3 bytes with the line breaks is 28; the fifth line takes it to 34.
    #expect(
      steps == [
        .open, .open, .open, .open, .tooLong(bytes: 34, lines: 5),
        .record(Array("f,6,7".utf8)),
      ])
    #expect(assembler.nextAtEnd() == nil)
  }

  @Test func aRecordUnderTheLimitSpansLinesAsBefore() {
    var assembler = CSVRecordAssembler(limit: 30)
    var first = "a,\"two"
    var second = "lines\",1"
    #expect(first.withUTF8 { assembler.add($0) } == .open)
    #expect(second.withUTF8 { assembler.add($0) } == .record(Array("a,\"two\nlines\",1".utf8)))
  }

  @Test func anOverlongLineInsideAnOpenRecordDropsBoth() {
    var assembler = CSVRecordAssembler(limit: 30)
    var first = "a,\"open"
    #expect(first.withUTF8 { assembler.add($0) } == .open)
    #expect(assembler.abandon(withLineOf: 100).map { [$0.bytes, $0.lines] } == [108, 2])
    #expect(assembler.abandon(withLineOf: 100) == nil)
    #expect(assembler.isOpen == false)
  }

  /// Rows written as a CSV writer writes them (a cell with a comma, a quote or a line break
  /// quoted, its quotes doubled; some plain cells quoted anyway) read back cell for cell.
  @Test func writtenRowsReadBackCellForCell() throws {
    var random = SplitMix(seed: 0xC5F0_0001)
    let pieces = [
      "a", "Ada", " ", ",", "\"", "\"\"", "\n", "é", "🇩🇪", "x,\u{301}", "\t", "5\" screen",
    ]
    for _ in 0..<2_000 {
      let cells = (0..<3).map { _ in
        (0..<Int(random.next() % 4)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }
          .joined()
      }
      let row = cells.map { cell in
        // By scalars: a comma with a combining mark after it still splits a row.
        let needsQuotes = cell.unicodeScalars.contains { $0 == "," || $0 == "\"" || $0 == "\n" }
        return needsQuotes || (!cell.isEmpty && random.next() % 3 == 0)
          ? "\"" + cell.map { $0 == "\"" ? "\"\"" : String($0) }.joined() + "\"" : cell
      }.joined(separator: ",")
      let parsed = try records(row)
      #expect(parsed.count == 1, "\(row.debugDescription)")
      #expect(
        parsed.first?.inputs == cells.map { $0.isEmpty ? nil : .text($0) },
        "\(row.debugDescription)")
      #expect(parsed.first?.malformed == nil, "\(row.debugDescription)")
    }
  }

  /// A cell that is not UTF-8 makes its row malformed, quoted or not, its quotes doubled or
  /// not; which cell is said.
  @Test(
    arguments: [
      ([0x41, 0x2C, 0xFF, 0x2C, 0x62], 2), ([0x22, 0xC3, 0x22, 0x2C, 0x31, 0x2C, 0x32], 1),
      ([0x61, 0x2C, 0x62, 0x2C, 0x22, 0x22, 0x22, 0xE2, 0x82, 0x22], 3),
    ] as [([UInt8], Int)])
  func aCellThatIsNotUTF8IsMalformed(bytes: [UInt8], cell: Int) throws {
    let parser = try makeParser("name,age,tags").get()
    var record = ParsedRecord(fieldCount: ids.count)
    bytes.withUnsafeBufferPointer { parser.parse($0, into: &record) }
    #expect(record.malformed == "invalid UTF-8 in cell \(cell)")
  }

  @Test func aRowThatEndsInsideAQuoteIsMalformed() throws {
    let parser = try makeParser("name,age,tags").get()
    var record = ParsedRecord(fieldCount: ids.count)
    Array("Ada,1,\"open".utf8).withUnsafeBufferPointer { parser.parse($0, into: &record) }
    #expect(record.malformed == "unterminated quoted cell 3")
  }

  @Test func aBadHeaderIsAnError() {
    guard case .failure(let error) = makeParser("name,\"unclosed") else {
      Issue.record("the header was accepted")
      return
    }
    #expect(error.message == "unterminated quoted cell 2")
  }
}
