import Foundation
import Testing

/// A CSV quote that is never closed before the end of the input (issue 26 §17): the record it
/// opened is malformed, and reading resumes at the line after that record's first line, so
/// the rest of a small file is not swallowed into one malformed record. Both readers are
/// checked: `fill`'s own (`--jobs 1` and the default) and the one `fill --to` reads with.
@Suite struct CSVUnclosedQuoteTests {
  static let form =
    #"{"form_title": "N", "fields": [{"id": "name", "type": "TEXT", "label": "N"}]}"#
  static let reason =
    "unterminated quoted cell: no closing quote before the end of the input;"
    + " reading resumed at the next line"

  static func ok(_ record: Int, _ name: String) -> String {
    #"{"record":\#(record),"ok":true,"payload":{"name":"\#(name)"}}"#
  }

  static func malformed(_ record: Int) -> String {
    #"{"record":\#(record),"ok":false,"malformed":"\#(reason)"}"#
  }

  /// Runs `fill` on a CSV file with `--jobs 1` and with the default; both outputs.
  static func fill(_ csv: String) throws -> [Formsh.Result] {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let form = try files.write("name.json", form)
    let input = try files.write("people.csv", csv)
    return try [["--jobs", "1"], []].map { extra in
      try Formsh.run(["fill", "--form", form] + extra + [input])
    }
  }

  @Test func theLinesAfterTheQuoteAreRecordsAgain() throws {
    for result in try Self.fill("name\nAda\n\"Bob\nCy\nDee\n") {
      #expect(result.status == 1, "\(result)")
      #expect(
        FillCommandTests.lines(result.stdout) == [
          Self.ok(1, "Ada"), Self.malformed(2), Self.ok(3, "Cy"), Self.ok(4, "Dee"),
        ])
      #expect(FillCommandTests.summary(result.stderr) == "4 records: 3 ok, 0 invalid, 1 malformed")
    }
  }

  /// `""""` (a quoted `"`) keeps an open cell open, and is a record of its own when read
  /// again; so is a line with a CRLF ending.
  @Test func aLineThatKeepsTheCellOpenIsReadAgainAsItsOwnRecord() throws {
    for result in try Self.fill("name\n\"Ann\n\"\"\"\"\nBo\r\n") {
      #expect(
        FillCommandTests.lines(result.stdout) == [
          Self.malformed(1), #"{"record":2,"ok":true,"payload":{"name":"\""}}"#, Self.ok(3, "Bo"),
        ], "\(result)")
    }
  }

  /// A quote that opens on the last line (with no newline after it) costs that line only.
  @Test func aQuoteOnTheLastLineCostsThatLine() throws {
    for result in try Self.fill("name\nAda\nBo\n\"Cid, the last") {
      #expect(
        FillCommandTests.lines(result.stdout) == [
          Self.ok(1, "Ada"), Self.ok(2, "Bo"), Self.malformed(3),
        ], "\(result)")
    }
  }

  /// Every line opens a quote that the next line keeps open (`"a","`): each is malformed on
  /// its own, and every line still gets its own output line.
  @Test func manyUnclosedQuotesEachCostTheirOwnLine() throws {
    let count = 3_000
    let lines = (0..<count).map { $0 % 3 == 2 ? "Row \($0)" : "\"a\",\"" }
    for result in try Self.fill("name\n" + lines.joined(separator: "\n") + "\n") {
      let out = FillCommandTests.lines(result.stdout)
      #expect(out.count == count, "\(result.stderr)")
      #expect(out.first == Self.malformed(1))
      // A line that opens no quote after one that did is still read as itself.
      #expect(out.dropFirst(2).first == Self.ok(3, "Row 2"))
      #expect(out.last == Self.ok(count, "Row \(count - 1)"))
    }
  }

  /// The header's own line is the error (it used to be parsed with every line after it).
  @Test func aHeaderWhoseQuoteNeverClosesIsTheHeaderError() throws {
    for result in try Self.fill("\"name\nAda\nBob\n") {
      #expect(result.status == 65, "\(result)")
      #expect(result.stdout.isEmpty)
      #expect(
        result.stderr.contains(
          "people.csv:1: the CSV header cannot be read: unterminated quoted cell 1\n"),
        "\(result)")
    }
  }

  @Test func fillToResumesTheSameWay() throws {
    let backend = try TestBackend.start()
    let files = try TemporaryFiles()
    defer { files.remove() }
    let form = try files.write("name.json", Self.form)
    let input = try files.write("people.csv", "name\nAda\n\"Bob\nCy\nDee")
    let result = try Formsh.run(["fill", "--form", form, input, "--to", backend.url("/submit")])
    #expect(result.status == 1, "\(result)")
    #expect(
      FillToTests.lines(result.stdout) == [
        #"{"record":1,"ok":true,"status":201}"#, Self.malformed(2),
        #"{"record":3,"ok":true,"status":201}"#, #"{"record":4,"ok":true,"status":201}"#,
      ])
    #expect(
      try backend.requests().map(\.body).sorted() == [
        #"{"name":"Ada"}"#, #"{"name":"Cy"}"#, #"{"name":"Dee"}"#,
      ])
  }
}
