import FormshPlatform
import Foundation
import Testing

/// The "At scale" recipe of docs/fill.md: `fill` as a filter under GNU parallel `--pipe`, each shard a
/// `formsh fill --id id -` of its own, gives record for record the verdicts of one fill over
/// the whole input, joined by id. (Spark's `rdd.pipe` is the same filter:
/// Benchmarks/scale/spark_fill.py, a benchmark, not a test.)
@Suite struct FillParallelTests {
  static let form = "Benchmarks/campaign-bench.json"

  /// Each line's verdict by its id: the line without "record", which a shard counts from 1.
  static func verdicts(_ stdout: String) throws -> [Int: NSDictionary] {
    var byID: [Int: NSDictionary] = [:]
    for line in FillCommandTests.lines(stdout) {
      var object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      object["record"] = nil
      let id = try #require(object["id"] as? Int, "a line without an id: \(line)")
      #expect(byID[id] == nil, "id \(id) twice")
      byID[id] = object as NSDictionary
    }
    return byID
  }

  @Test func gnuParallelShardsGiveTheVerdictsOfOneFill() throws {
    let found = try Formsh.run(["-c", "command -v parallel"], executable: "/bin/sh")
    guard found.status == 0 else {
      Issue.record(
        "GNU parallel is not installed: ./dev test installs it (apt-get install parallel)")
      return
    }
    let files = try TemporaryFiles()
    defer { files.remove() }
    let records = files.path + "/records.jsonl"
    let generated = try Formsh.run(
      ["Benchmarks/gen_records.py", "10000", records, "--ids"], executable: "/usr/bin/python3")
    #expect(generated.status == 0, "\(generated)")

    let one = try Formsh.run(["fill", "--form", Self.form, "--id", "id", records], timeout: 120)
    #expect(one.status == 1, "\(one)")
    // The recipe, with blocks of 256 KiB rather than 4 MiB: 10,000 records make some
    // sixteen shards, filled two at a time. fill's 1 (an invalid record) is a result, not a
    // failure.
    let fill = "\(Formsh.binary) fill --jobs 1 --form \(Self.form) --id id -; [ $? -le 1 ]"
    let sharded = try Formsh.run(
      [
        "-c", #"parallel --pipe --block 256k --keep-order -j2 "$0" < "$1""#, fill, records,
      ], executable: "/bin/sh", timeout: 120)
    #expect(sharded.status == 0, "\(sharded)")

    let single = try Self.verdicts(one.stdout)
    let joined = try Self.verdicts(sharded.stdout)
    #expect(single.count == 10_000)
    #expect(Set(single.keys) == Set(1...10_000))
    #expect(joined.count == single.count)
    let differing = single.keys.filter { joined[$0] != single[$0] }.sorted()
    #expect(differing.isEmpty, "ids with another verdict: \(differing.prefix(10))")
    // It was sharded: each shard numbers its records from 1, and --keep-order keeps the
    // input's order.
    let shards = FillCommandTests.lines(sharded.stdout).filter { $0.hasPrefix(#"{"record":1,"#) }
    #expect(shards.count > 4, "\(shards.count) shards")
    let order = try FillCommandTests.lines(sharded.stdout).map { line in
      try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])[
        "id"] as? Int
    }
    #expect(order == Array(1...10_000))
    // Standard output holds the lines only: each shard's summary went to standard error.
    #expect(sharded.stderr.contains(" records: "), "\(sharded)")
  }
}
