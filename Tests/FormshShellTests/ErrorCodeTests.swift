import FormshData
import FormshDomain
import FormshPlatform
import Foundation
import Testing

@testable import FormshShell

/// The machine protocol's codes: each error class has its own, and docs/protocol.md lists
/// every one.
@Suite struct ErrorCodeTests {
  @Test(arguments: [
    (ShellError.parse(ParseError(message: "x", column: 1)), "syntax"),
    (.parse(ParseError(message: "x", column: 1, kind: .unsetVariable)), "unset_variable"),
    (.parse(ParseError(message: "x", column: 1, kind: .unknownCommand)), "unknown_command"),
    (.parse(ParseError(message: "x", column: 1, kind: .usage)), "usage"),
    (.usage("no form given"), "usage"),
    (.edit(.unknownField("x", suggestion: nil)), "unknown_field"),
    (.edit(.tooLong(field: "bio", max: 3, length: 4)), "too_long"),
    (.edit(.notANumber(field: "age", input: "x", hint: nil)), "not_a_number"),
    (.edit(.unknownOption(field: "c", input: "x", accepted: [])), "unknown_option"),
    (.edit(.notABoolean(field: "t", input: "x")), "not_a_boolean"),
    (.edit(.oneOptionOnly(field: "c", given: ["a", "b"])), "one_option_only"),
    (.edit(.repeatedOption(field: "c", option: "a")), "repeated_option"),
    (.edit(.wrongInput(field: "c", expected: "a", found: "b")), "wrong_input"),
    (.edit(.refused(field: "d", reason: "r")), "edit_refused"),
    (.load(.malformed(path: "f", line: 1, column: 2, reason: "r")), "malformed"),
    (.load(.unreadable(path: "f", reason: "r")), "unreadable"),
    (.load(.tooLarge(path: "f", reason: "r")), "too_large"),
    (.load(.unreachable(path: "f", reason: "r")), "unreachable"),
    (.load(.interrupted(path: "f")), "interrupted"),
    (.file(FileSystem.Failure(path: "f", operation: .reading, reason: "r")), "unreadable"),
    (.file(FileSystem.Failure(path: "f", operation: .writing, reason: "r")), "unwritable"),
    (.malformed(path: "r.csv", line: 1, reason: "r"), "malformed"),
    (.lineTooLong(bytes: 3 << 20, limit: 1 << 20), "line_too_long"),
    (.notUTF8(byte: 7), "invalid_encoding"),
    (.submitRefused([]), "submit_refused"),
    (.expectation(expected: "a", found: "b"), "expectation_failed"),
    (.noSuchLink(number: 3, count: 2), "no_such_link"),
    (.http(HTTPFailure(.connect, url: "u", reason: "r")), "unreachable"),
    (.http(HTTPFailure(.tls, url: "u", reason: "r")), "unreachable"),
    (.http(HTTPFailure(.redirect, url: "u", reason: "r")), "bad_redirect"),
    (.http(HTTPFailure(.tooLarge, url: "u", reason: "r")), "response_too_large"),
    (.http(HTTPFailure(.badURL, url: "u", reason: "r")), "bad_url"),
    (.http(HTTPFailure(.interrupted, url: "u", reason: "r")), "interrupted"),
    (.http(HTTPFailure(.unavailable, url: "u", reason: "r")), "http_unavailable"),
    (.other("something else"), "command_failed"),
    (.other("nothing to undo", code: .nothingToUndo), "nothing_to_undo"),
  ])
  func everyErrorHasItsCode(error: ShellError, code: String) {
    #expect(error.code.rawValue == code)
  }

  @Test(arguments: [
    (ValidationFailure.required(.text), "required"),
    (.invalidEmail, "invalid_email"),
    (.invalidURL, "invalid_url"),
    (.notANumber, "not_a_number"),
    (.tooLong(max: 3), "too_long"),
    (.tooShort(min: 3), "too_short"),
    (.patternMismatch("^a$"), "pattern_mismatch"),
    (.patternNotChecked("^a$", interrupted: false), "pattern_not_checked"),
    (.belowMinimum("1"), "below_minimum"),
    (.aboveMaximum("9"), "above_maximum"),
    (.tooFewSelections(min: 2), "too_few_selections"),
    (.tooManySelections(max: 2), "too_many_selections"),
    (.failed(rule: "date range", message: "m"), "rule_failed"),
    (.ruleFailed("m"), "form_rule_failed"),
  ])
  func everyRuleHasItsCode(failure: ValidationFailure, code: String) {
    #expect(failure.code.rawValue == code)
  }

  @Test func codesAreDistinctSnakeCaseWords() {
    let codes = ErrorCode.allCases.map(\.rawValue)
    #expect(Set(codes).count == codes.count)
    for code in codes {
      #expect(code.allSatisfy { $0 == "_" || ("a"..."z").contains($0) }, "\(code)")
    }
  }

  /// The codes docs/protocol.md lists in its table (`| \`code\` | meaning |`).
  static func documentedCodes() throws -> [String] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let text = try String(
      contentsOf: root.appendingPathComponent("docs/protocol.md"), encoding: .utf8)
    guard let start = text.range(of: "<!-- codes -->"), let end = text.range(of: "<!-- /codes -->")
    else { return [] }
    return text[start.upperBound..<end.lowerBound].split(separator: "\n").compactMap { line in
      guard line.hasPrefix("| `") else { return nil }
      return line.dropFirst(3).prefix { $0 != "`" }.description
    }
  }

  @Test func docsListEveryCodeOnceAndNoOther() throws {
    let documented = try Self.documentedCodes()
    #expect(documented.count == Set(documented).count)
    #expect(Set(documented) == Set(ErrorCode.allCases.map(\.rawValue)))
  }

  /// A refused edit or a failing rule has one code, the name batch fill counts it under:
  /// each such class is one of the protocol's codes too.
  @Test func everyCodeOfAnEditOrARuleIsAProtocolCode() {
    let recordOnly: Set<FillErrorCode> = [.repeatedField, .conditionsUnfinished, .notComputed]
    for code in FillErrorCode.allCases where !recordOnly.contains(code) {
      #expect(ErrorCode(rawValue: code.name) != nil, "\(code.name)")
    }
  }
}
