import FormshDomain
import FormshPlatform
import Testing

@testable import FormshData
@testable import FormshFill

/// `fill` reads a JSON Lines record on a fast path and hands anything unusual to the strict
/// parser; what the fast path takes it must read exactly as the strict parser would. Over a
/// corpus — the records fuzzer's seeds and dictionary, edge cases of JSON's grammar, and every
/// truncation of every valid line — each line the fast path takes gives the same record
/// (values by field, unknown keys, fields named twice) as `JSONParser` with
/// `JSONValue.input`, and no line the strict parser refuses gets through it.
@Suite struct JSONRecordAgreementTests {
  /// The benchmark form's fields, plus ids the fast path cannot match against the bytes.
  static let ids: [String] = {
    let path = Repository.path("Benchmarks/campaign-bench.json")
    let bytes = (try? FileSystem.read(path)) ?? []
    let form = (try? FormDecoder.decode(bytes, source: path))?.form
    return (form?.fields.map(\.id) ?? []) + ["café", #"a"b"#, #"a\b"#, ""]
  }()

  static let parser = JSONRecordParser(fieldIDs: ids)

  /// What the two paths made of one line.
  struct Outcome {
    /// The fast path took the line.
    var fast: Bool
    /// Why they disagree, if they do.
    var disagreement: String?
  }

  static func compare(_ line: [UInt8]) -> Outcome {
    line.withUnsafeBufferPointer { bytes in
      var fast = ParsedRecord(fieldCount: ids.count)
      var strict = ParsedRecord(fieldCount: ids.count)
      parser.strictParse(bytes, into: &strict)
      guard parser.fastParse(bytes, into: &fast) else { return Outcome(fast: false) }
      let problem: String? =
        if let reason = strict.malformed {
          "the fast path took a line the strict parser refuses (\(reason))"
        } else if fast.inputs != strict.inputs {
          "values differ: fast \(fast.inputs), strict \(strict.inputs)"
        } else if fast.unknownKeys != strict.unknownKeys {
          "unknown keys differ: fast \(fast.unknownKeys), strict \(strict.unknownKeys)"
        } else if fast.repeatedFields != strict.repeatedFields {
          "repeated fields differ: fast \(fast.repeatedFields), strict \(strict.repeatedFields)"
        } else {
          nil
        }
      return Outcome(fast: true, disagreement: problem)
    }
  }

  /// Compares every line; records the first few disagreements; returns how many lines the
  /// fast path took.
  @discardableResult
  static func check(_ lines: [[UInt8]], sourceLocation: SourceLocation = #_sourceLocation) -> Int {
    var taken = 0
    var reported = 0
    for line in lines {
      let outcome = compare(line)
      if outcome.fast { taken += 1 }
      guard let disagreement = outcome.disagreement else { continue }
      reported += 1
      if reported <= 5 {
        let text = String(decoding: line, as: UTF8.self).debugDescription
        let hex = line.prefix(80).map { String($0, radix: 16) }.joined(separator: " ")
        Issue.record(
          "\(disagreement)\nline: \(text)\nbytes: \(hex)", sourceLocation: sourceLocation)
      }
    }
    return taken
  }

  static let seeds = SeedRecords.lines(200)

  @Test func theFuzzSeedsAreAllTakenByTheFastPathAndAgree() {
    #expect(Self.ids.count == 14)
    // The seeds have the usual shape: the fast path must take every one of them, or this
    // test would be comparing the strict parser with itself.
    #expect(Self.check(Self.seeds) == Self.seeds.count)
  }

  @Test func everyTruncationOfEverySeedAgrees() {
    Self.check(Self.seeds.prefix(60).flatMap(RecordCorpus.truncations))
  }

  @Test func edgeCasesOfTheGrammarAgree() {
    let placed = RecordCorpus.placedValues()
    let taken = Self.check(placed + RecordCorpus.lines)
    // Strings, numbers, literals and lists of strings in the value's place are the fast
    // path's to take: a good share of the placed values must be.
    #expect(taken > placed.count / 4)
  }

  @Test func everyTruncationOfEveryValidEdgeCaseAgrees() {
    let valid = (RecordCorpus.placedValues() + RecordCorpus.lines).filter { line in
      line.withUnsafeBufferPointer { bytes in
        var record = ParsedRecord(fieldCount: Self.ids.count)
        Self.parser.strictParse(bytes, into: &record)
        return record.malformed == nil
      }
    }
    #expect(valid.count > 100)
    Self.check(valid.flatMap(RecordCorpus.truncations))
  }

  @Test func theFuzzDictionaryPutAnywhereInASeedAgrees() throws {
    let path = Repository.path("Fuzz/Dictionaries/records.dict")
    let tokens = RecordCorpus.dictionary(String(decoding: try FileSystem.read(path), as: UTF8.self))
    #expect(tokens.count > 30)
    #expect(tokens.contains([0xEF, 0xBB, 0xBF]))
    let lines = Self.seeds.prefix(8).flatMap { line in
      tokens.flatMap { RecordCorpus.insertions(of: $0, into: line, stride: 7) }
    }
    Self.check(lines)
  }

  @Test func whitespaceAndItsLookalikesAnywhereAgree() {
    let spaces: [[UInt8]] = [
      [0x20], [0x09], [0x0A], [0x0D], [0x0D, 0x0A], [0x0C], [0x0B], [0xC2, 0xA0],
    ]
    let short = RecordCorpus.lines.filter { $0.count < 100 }
    let lines = (Self.seeds.prefix(3) + short).flatMap { line in
      spaces.flatMap { RecordCorpus.insertions(of: $0, into: line, stride: 1) }
    }
    Self.check(lines)
  }
}
