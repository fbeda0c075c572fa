import Foundation
import Testing

/// Found while writing TerminalInjectionTests: a CSV header with an unterminated quote filled
/// nothing and exited 0 ("0 records"), as if the file were empty.
@Suite struct FillHeaderTests {
  @Test func anUnterminatedQuoteInTheCSVHeaderIsAnError() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let records = try files.write("open.csv", "campaign_name,\"daily_budget\n")
    let result = try Formsh.run(["fill", "--form", "Benchmarks/campaign-bench.json", records])
    #expect(
      result.stderr
        == "formsh fill: error: \(records):1: the CSV header cannot be read: unterminated quoted cell 2\n"
    )
    #expect(result.stdout.isEmpty)
    #expect(result.status == 65)
  }
}
