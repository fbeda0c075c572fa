import FormshData
import Foundation
import Testing

/// The JSONPath Compliance Test Suite (`Fixtures/jsonpath-compliance-test-suite/cts.json`,
/// unchanged): every valid query gives the suite's nodelist (or one of its nodelists, where
/// member order is not fixed), every invalid one is refused.
@Suite("JSONPath compliance")
struct JSONPathComplianceTests {
  /// Cases knowingly skipped, by name, with the reason.
  static let skipped: [String: String] = [:]

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let selector: String
    let document: JSONValue?
    let results: [[JSONValue]]
    let isInvalid: Bool

    var testDescription: String { name }
  }

  static let cases: [Case] = {
    let path = Fixture.path("jsonpath-compliance-test-suite/cts.json")
    guard let data = FileManager.default.contents(atPath: path),
      case .object(let suite)? = try? JSONParser.parse(Array(data)),
      case .array(let tests)? = suite["tests"]
    else { return [] }
    return tests.compactMap { test -> Case? in
      guard case .object(let test) = test, case .string(let name)? = test["name"],
        case .string(let selector)? = test["selector"]
      else { return nil }
      var results: [[JSONValue]] = []
      if case .array(let result)? = test["result"] { results = [result] }
      if case .array(let all)? = test["results"] {
        results = all.compactMap { if case .array(let one) = $0 { one } else { nil } }
      }
      return Case(
        name: name, selector: selector, document: test["document"], results: results,
        isInvalid: test["invalid_selector"] == .bool(true))
    }
  }()

  @Test func theSuiteIsRead() {
    #expect(Self.cases.count == 703)
  }

  @Test("each case of the suite", arguments: cases)
  func compliance(_ test: Case) throws {
    guard Self.skipped[test.name] == nil else { return }
    if test.isInvalid {
      #expect(throws: JSONPathError.self, "\(test.selector)") { try JSONPath(test.selector) }
      return
    }
    let path = try JSONPath(test.selector)
    let found = try path.select(in: try #require(test.document))
    #expect(test.results.contains(found), "\(test.selector): \(found)")
  }
}
