import FormshPlatform
import Foundation
import Testing

/// `fill --jobs N` takes any N, but uses at most 4 threads per processor, and its memory does
/// not grow with N: a round holds at most two batches per processor in use.
@Suite struct FillJobsTests {
  @Test func aHugeJobCountFillsRightInBoundedMemory() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let form = try files.write(
      "short.json",
      #"{"form_title": "S", "fields": [{"id": "name", "type": "TEXT", "label": "N","#
        + #" "max_length": 10}]}"#)
    let child = try Child(["fill", "--jobs", "100000", "--form", form, "-"])
    // 200 MB of records, each refused at once (too long): with a round as large as the job
    // count asks (200,000 batches), all of it would sit in memory.
    let record = Array(("{\"name\": \"" + String(repeating: "x", count: 65_000) + "\"}\n").utf8)
    let records = 3_200
    let chunk = Array(repeatElement(record, count: 16).joined())
    for _ in 0..<(records / 16) { #expect(child.feed(chunk)) }
    let (status, peak) = child.wait()
    #expect(status == 1, "\(child.stderr)")
    let expected = (1...records).map {
      #"{"record":\#($0),"ok":false,"errors":{"name":"takes at most 10 characters;"#
        + #" this value has 65000"}}"# + "\n"
    }
    #expect(child.stdout == expected.joined())
    #expect(child.stderr.hasPrefix("3,200 records: 0 ok, 3,200 invalid, 0 malformed"))
    #expect(peak < 100 * 1024, "peak \(peak) KB")
  }
}
