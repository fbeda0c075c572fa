import Foundation
import Testing

/// `docs/form.schema.json` against the forms of the repository, checked by an independent
/// validator (python3-jsonschema, Draft 2020-12; `./dev test` installs it) (issue 28,
/// point 13): every sample form passes but the two that show oddities on purpose, which it
/// must refuse; and every other form that `lint --strict` finds nothing in passes too.
@Suite struct FormSchemaValidationTests {
  /// The sample forms made to show what formsh does with odd input: the schema refuses them.
  static let oddOnPurpose: Set<String> = ["Forms/campaign.json", "Forms/hostile.json"]

  /// Validates each file; one line each: the file, then nothing or the first error.
  static let validator = """
    import json, sys
    import jsonschema
    schema = json.load(open(sys.argv[1]))
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    for path in sys.argv[2:]:
        errors = sorted(validator.iter_errors(json.load(open(path))), key=lambda e: list(e.path))
        where = lambda e: "/" + "/".join(str(p) for p in e.absolute_path)
        print(path + "\\t" + ("; ".join(where(e) + ": " + e.message for e in errors[:3])))
    """

  /// What the validator says of each file: its errors, empty when it passes.
  static func validate(_ files: [String]) throws -> [String: String] {
    let result = try Formsh.run(
      ["-c", validator, "docs/form.schema.json"] + files, executable: "/usr/bin/python3")
    try #require(
      result.status == 0,
      "python3 and python3-jsonschema are needed (./dev test installs them)\n\(result)")
    var verdicts: [String: String] = [:]
    for line in result.stdout.split(separator: "\n") {
      let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
      verdicts[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
    }
    return verdicts
  }

  /// The JSON files of a folder of the repository, by their paths from its root.
  static func files(in folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: Formsh.root + "/" + folder)
      .filter { $0.hasSuffix(".json") }.sorted().map { folder + "/" + $0 }
  }

  @Test func everySampleFormPassesButTheOddOnes() throws {
    let samples = try Self.files(in: "Forms")
    #expect(samples.count >= 6)
    let verdicts = try Self.validate(samples)
    for sample in samples {
      let errors = try #require(verdicts[sample], "no verdict on \(sample)")
      if Self.oddOnPurpose.contains(sample) {
        #expect(!errors.isEmpty, "\(sample) shows oddities, yet the schema accepts it")
      } else {
        #expect(errors.isEmpty, "\(sample): \(errors)")
      }
    }
  }

  /// The test fixtures, fuzz seeds and benchmark forms that lint finds nothing in are valid
  /// forms: so is the schema's verdict. (Most fixtures show one oddity each; those the schema
  /// may refuse.)
  @Test func everyFormLintFindsNothingInPasses() throws {
    let candidates = try [
      "Tests/FormshDataTests/Fixtures", "Fuzz/Seeds/form-loader", "Fuzz/Seeds/cases", "Benchmarks",
    ].flatMap(Self.files(in:))
    let lint = try Formsh.run(["lint", "--json"] + candidates)
    var clean: [String] = []
    // Read as text: a seed holds numbers Foundation's JSON reader refuses (1e9223372036854775807).
    let prefix = #"{"source":""#
    for line in lint.stdout.split(separator: "\n") where line.hasPrefix(prefix) {
      let source = line.dropFirst(prefix.count).prefix { $0 != "\"" }
      if line.hasSuffix(#","diagnostics":[]}"#) { clean.append(String(source)) }
    }
    #expect(clean.count >= 9, "\(clean)")
    let verdicts = try Self.validate(clean)
    for form in clean {
      #expect(verdicts[form] == "", "\(form): \(verdicts[form] ?? "no verdict")")
    }
  }

  @Test func aTypoIsRefused() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write(
      "typo.json",
      #"{"form_title": "T", "fields": [{"id": "a", "type": "TEXT", "requried": true}]}"#)
    let verdicts = try Self.validate([path])
    #expect(verdicts[path]?.contains("'requried' was unexpected") == true, "\(verdicts)")
  }
}
