import FormshData
import FormshDomain
import Testing

@testable import FormshFill

/// The byte path takes CSV rows too (`CSVRecordParser.spans`, each cell as the general path's
/// text): for every row, what it writes must be byte for byte what the general path alone
/// writes, over the forms `BytePathAgreementTests` fills with JSON Lines, with hostile cells
/// (`HostileCSVRecords`).
@Suite struct BytePathCSVAgreementTests {
  typealias Agreement = BytePathAgreementTests

  /// Generates `count` rows per setting from `seed`, under a header of its own per setting,
  /// compares, and reports every disagreement; returns what was compared, all settings
  /// together.
  @discardableResult
  static func check(
    _ name: String, _ form: Form, count: Int, seed: UInt64,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Agreement.Comparison {
    var total = Agreement.Comparison()
    for (offset, setting) in Agreement.settings(form).enumerated() {
      let extra = setting.key.flatMap { form.field($0) == nil ? $0 : nil }
      var generator = HostileCSVRecords(
        form: form, extraKey: extra, seed: seed &+ UInt64(offset))
      let (header, rows, _) = generator.records(count)
      let comparison = Agreement.compare(form, rows, setting, header: header)
      total.bytePath += comparison.bytePath
      total.records += comparison.records
      total.ok += comparison.ok
      total.disagreements += comparison.disagreements
    }
    Agreement.report(name + " (CSV)", total, sourceLocation: sourceLocation)
    return total
  }

  @Test(arguments: Agreement.repositoryForms)
  func everyRepositoryFormAgrees(_ path: String) throws {
    let comparison = Self.check(path, try Agreement.load(path), count: 400, seed: 0xC5F_0001)
    #expect(comparison.records == 2_000)
  }

  @Test func theBuiltInFormAgrees() throws {
    let form = try BuiltinFormSource().load().form
    #expect(Self.check("built-in", form, count: 400, seed: 0xC5F_0002).records == 2_000)
  }

  /// Every form of `AgreementForms` but the one without fields, which no CSV header names.
  @Test(arguments: AgreementForms.all.indices.filter { !AgreementForms.all[$0].1.fields.isEmpty })
  func everyKindAndRuleAgrees(_ index: Int) {
    let (name, form) = AgreementForms.all[index]
    let comparison = Self.check(name, form, count: 400, seed: 0xC5F_0100 + UInt64(index))
    #expect(comparison.records == 2_000)
    #expect(comparison.ok > 200)
  }

  @Test(arguments: 0..<UInt64(32))
  func everyGeneratedFormAgrees(_ seed: UInt64) {
    let (name, form) = GeneratedForms.form(seed: 0x6E_0000 + seed)
    let comparison = Self.check(name, form, count: 150, seed: 0xC5F_0200 + seed)
    #expect(comparison.records == 750)
    #expect(comparison.bytePath > 0)
  }

  /// Plain rows of valid values (`Benchmarks/gen_records.py`'s records as CSV) all take the
  /// byte path on the benchmark forms: otherwise the tests above would compare the general
  /// path with itself.
  @Test(arguments: [
    "Benchmarks/campaign-bench.json", "Benchmarks/campaign-bench-conditions.json",
  ])
  func plainRowsTakeTheBytePath(_ path: String) throws {
    let form = try Agreement.load(path)
    for setting in [Agreement.Setting(), Agreement.Setting(key: "rid", firstRecord: 5)] {
      var generator = HostileCSVRecords(form: form, extraKey: setting.key, seed: 0xC5F_0003)
      let (header, rows, clean) = generator.records(2_000)
      let plain = zip(rows, clean).filter(\.1).map(\.0)
      #expect(plain.count > 900)
      let comparison = Agreement.compare(form, plain, setting, header: header)
      Agreement.report("\(path), plain (CSV)", comparison)
      #expect(comparison.bytePath == plain.count)
      // Valid (on the form with conditions, a condition may require a field left empty).
      #expect(comparison.ok > plain.count * 3 / 4)
      let all = Agreement.compare(form, rows, setting, header: header)
      Agreement.report("\(path) (CSV)", all)
      #expect(all.bytePath > plain.count + 200)
    }
  }
}
