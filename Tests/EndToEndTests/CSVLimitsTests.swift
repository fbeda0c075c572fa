import Foundation
import Testing

/// A CSV record is bounded as a line is (issue 13 §4a, RELIABILITY.md "Limits"): a quote that
/// never closes costs the records of at most 16 MiB, in constant memory, and the rest of the
/// file is filled as if it were not there.
@Suite(.serialized) struct CSVLimitsTests {
  static let limit = 16 << 20

  static func row(_ number: Int) -> String {
    "u\(number)@example.com,correct horse 1815,name \(number),true"
  }

  static func payload(_ number: Int) -> String {
    #"{"email":"u\#(number)@example.com","password":"correct horse 1815","display_name":"name \#(number)","marketing_opt_in":false,"terms":true}"#
  }

  /// It used to hold the rest of the file (40 MB here) as one record and end with one
  /// malformed line for all of it.
  @Test func aStrayQuoteEarlyInA40MBFileCostsOneRecordAndTheRestComesOut() throws {
    let rows = 800_000
    let stray = 3
    let child = try Child(
      ["fill", "--form", Formsh.root + "/Forms/signup.json", "--format", "csv", "-"])
    var text = "email,password,display_name,terms\n"
    var sent = 0
    // The record the stray quote opens: its lines until it passes the limit.
    var swallowedBytes = 0
    var swallowedLines = 0
    for number in 1...rows {
      let row = number == stray ? "u3@example.com,\"stray,x,true" : Self.row(number)
      if number >= stray, swallowedBytes <= Self.limit {
        swallowedBytes += (number == stray ? 0 : 1) + row.utf8.count
        swallowedLines += 1
      }
      text += row + "\n"
      sent += row.utf8.count + 1
      if text.utf8.count > 1 << 20 {
        #expect(child.feed(Array(text.utf8)))
        text = ""
      }
    }
    #expect(child.feed(Array(text.utf8)))
    #expect(sent > 40_000_000)
    let (status, peak) = child.wait()
    #expect(status == 1)
    let lines = child.stdout.split(separator: "\n")
    let resumed = stray + swallowedLines
    #expect(lines.count == rows - swallowedLines + 1)
    #expect(
      lines.first.map(String.init) == #"{"record":1,"ok":true,"payload":"# + Self.payload(1) + "}")
    #expect(
      lines.dropFirst(2).first.map(String.init)
        == #"{"record":3,"ok":false,"malformed":"a quoted cell is still open after \#(swallowedLines) lines and \#(swallowedBytes) bytes, past the 16 MiB limit of a record; skipped up to here, reading resumes at the next line"}"#
    )
    #expect(
      lines.dropFirst(3).first.map(String.init)
        == #"{"record":4,"ok":true,"payload":"# + Self.payload(resumed) + "}")
    #expect(
      lines.last.map(String.init)
        == #"{"record":\#(lines.count),"ok":true,"payload":"# + Self.payload(rows) + "}")
    #expect(lines.dropFirst(3).allSatisfy { $0.contains(#""ok":true"#) })
    #expect(
      child.stderr.hasPrefix(
        "\(Self.grouped(lines.count)) records: \(Self.grouped(lines.count - 1)) ok, 0 invalid,"
          + " 1 malformed in "))
    #expect(peak < 150 * 1024, "peak \(peak) KB")
  }

  @Test func anUnclosedQuoteInTheHeaderPastTheLimitIsTheHeaderError() throws {
    let child = try Child(
      ["fill", "--form", Formsh.root + "/Forms/signup.json", "--format", "csv", "-"])
    child.feed(Array("email,\"password\n".utf8))
    for _ in 0..<20 { child.feed(Array(repeating: UInt8(ascii: "x"), count: 1 << 20) + [10]) }
    let (status, peak) = child.wait()
    #expect(status == 65)
    #expect(child.stdout.isEmpty)
    #expect(child.stderr.contains("a quoted cell is still open after 17 lines and "))
    #expect(peak < 150 * 1024, "peak \(peak) KB")
  }

  /// A count as fill's summary writes it: `12,345`.
  static func grouped(_ count: Int) -> String {
    let digits = Array(String(count))
    return String(
      digits.enumerated().flatMap { offset, digit in
        offset > 0 && (digits.count - offset) % 3 == 0 ? [",", digit] : [digit]
      })
  }
}
