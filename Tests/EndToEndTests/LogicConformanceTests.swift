import Foundation
import Testing

/// Every case of every JSON Logic compatibility suite (`Tests/Conformance/jsonlogic/`, vendored
/// from json-logic/compat-tables with its source and licence) through the built `formsh logic`, one
/// process per case, compared as the suites' README says: a result case gives exactly that JSON
/// (types strict, `1` equal to `1.0`) with status 0; an error case fails with status 1 and `formsh
/// logic: error: TYPE: …`.
@Suite struct LogicConformanceTests {
  static let directory = Formsh.root + "/Tests/Conformance/jsonlogic"

  /// The suite files, sorted; none when the directory is missing (which the first test fails).
  static let files: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
    .filter { $0.hasSuffix(".json") }.sorted()

  /// A suite's cases (its strings are section headings).
  static func cases(of file: String) throws -> [JSONText] {
    let text = try String(contentsOfFile: directory + "/" + file, encoding: .utf8)
    guard case .array(let items)? = JSONText(parsing: text) else {
      throw SuiteError(message: "\(file) is not a JSON array")
    }
    return items.filter { if case .object = $0 { true } else { false } }
  }

  struct SuiteError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
  }

  @Test("the suites are there: 31 files, 949 cases")
  func suitesArePresent() throws {
    try #require(
      FileManager.default.fileExists(atPath: Self.directory),
      "the JSON Logic suites are missing: expected them in \(Self.directory)")
    #expect(Self.files.count == 31, "\(Self.files)")
    let total = try Self.files.reduce(0) { $0 + (try Self.cases(of: $1)).count }
    #expect(total == 949)
  }

  @Test("every case passes through formsh logic", arguments: files)
  func suite(_ file: String) throws {
    for testCase in try Self.cases(of: file) {
      let description = testCase["description"]?.description ?? "?"
      let rule = try #require(testCase["rule"], "\(file): \(description) has no rule")
      var arguments = ["logic", "--", rule.description]
      if let data = testCase["data"] { arguments.append(data.description) }
      let result = try Formsh.run(arguments)
      let what = "\(file): \(description): formsh \(arguments.joined(separator: " "))\n\(result)"
      if let error = testCase["error"] {
        guard case .string(let type)? = error["type"] else {
          Issue.record("\(what): the case's error has no type")
          continue
        }
        #expect(result.status == 1, "\(what)")
        #expect(result.stderr.hasPrefix("formsh logic: error: \(type): "), "\(what)")
        #expect(result.stdout.isEmpty, "\(what)")
      } else {
        let expected = try #require(testCase["result"], "\(file): \(description) has no result")
        #expect(result.status == 0, "\(what)")
        #expect(result.stderr.isEmpty, "\(what)")
        #expect(
          result.stdout.hasSuffix("\n") && !result.stdout.dropLast().contains("\n"), "\(what)")
        let output = JSONText(parsing: result.stdout)
        #expect(output?.matches(expected) == true, "\(what)\nexpected \(expected)")
      }
    }
  }
}
