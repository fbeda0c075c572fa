import Foundation
import Testing

/// The predicates of `expect response` and `expect header` (`== != > >= < <= ~ startsWith
/// contains isInteger isNumber isString isBoolean isNull isEmpty exists count`), each with
/// and without `not`, through the binary against the backend's `GET /document`:
/// `{"id":42,"price":19.5,"name":"Ada Lovelace","tags":["new","vip"],"note":null,
/// "active":true,"blank":"","items":[],"meta":{},"code":"12"}` with `X-Count: 12`,
/// `X-Tag: alpha` and `X-Many` twice.
@Suite struct ResponsePredicateTests {
  /// Runs `get /document`, then the lines, each on a line of its own (line 2 on).
  static func run(_ lines: [String]) throws -> Formsh.Result {
    let backend = try Backends.plain()
    let script = (["get \(backend.url("/document"))"] + lines).joined(separator: "\n")
    return try Formsh.run(["-c", script, "Forms/signup.json"])
  }

  static let holding = [
    "expect response $.id == 42", "expect response $.id != 41", "expect response $.id > 41",
    "expect response $.id >= 42", "expect response $.price < 20",
    "expect response $.price <= 19.50", "expect response $.id > 4.1e1",
    "expect response $.name ~ /^Ada/", "expect response $.name startsWith Ada",
    "expect response $.name contains \"Love\"", "expect response $.tags contains vip",
    "expect response $.id isInteger", "expect response $.price isNumber",
    "expect response $.name isString", "expect response $.active isBoolean",
    "expect response $.note isNull", "expect response $.blank isEmpty",
    "expect response $.items isEmpty", "expect response $.meta isEmpty",
    "expect response $.id exists", "expect response $.tags[*] count 2",
    // Negated.
    "expect response $.id not == 41", "expect response $.id not != 42",
    "expect response $.id not > 42", "expect response $.id not >= 43",
    "expect response $.id not < 42", "expect response $.id not <= 41",
    "expect response $.name not ~ /^Bob/", "expect response $.name not startsWith Love",
    "expect response $.name not contains Bob", "expect response $.tags not contains \"x\"",
    "expect response $.price not isInteger", "expect response $.name not isNumber",
    "expect response $.id not isString", "expect response $.name not isBoolean",
    "expect response $.id not isNull", "expect response $.tags not isEmpty",
    "expect response $.missing not exists", "expect response $.tags[*] not count 3",
    // Headers: a value that is a number compares as one.
    "expect header X-Count > 11", "expect header X-Count <= 12", "expect header X-Count isInteger",
    "expect header X-Tag startsWith al", "expect header X-Tag contains ph",
    "expect header X-Tag ~ /^alp/", "expect header X-Many count 2",
    "expect header X-Missing not exists", "expect header X-Tag not isNumber",
    "expect header X-Tag not == beta",
    // == and != read a header that is a number as one when VALUE is a number, as > does.
    "expect header X-Count == 12", "expect header X-Count == 12.0", "expect header X-Count != 13",
    "expect header X-Count == 1.2e1", "expect header X-Count not == 13",
    "expect header X-Tag == alpha",
  ]

  @Test func everyPredicateThatHoldsPasses() throws {
    let result = try Self.run(Self.holding)
    #expect(result.status == 0, "\(result)")
    #expect(result.stderr.isEmpty, "\(result)")
  }

  /// Each line that fails, and the message it fails with.
  static let failing: [(line: String, message: String)] = [
    ("expect response $.id == 41", "expected response $.id == 41, found 42"),
    ("expect response $.id != 42", "expected response $.id != 42, found 42"),
    ("expect response $.id > 42", "expected response $.id > 42, found 42"),
    ("expect response $.price >= 20", "expected response $.price >= 20, found 19.5"),
    ("expect response $.id < 42", "expected response $.id < 42, found 42"),
    ("expect response $.id <= 41", "expected response $.id <= 41, found 42"),
    (
      "expect response $.name > 3",
      "expected response $.name > 3, found \"Ada Lovelace\" (not a number)"
    ),
    ("expect response $.code > 3", "expected response $.code > 3, found \"12\" (not a number)"),
    (
      "expect response $.name ~ /^Bob/", "expected response $.name ~ /^Bob/, found \"Ada Lovelace\""
    ),
    (
      "expect response $.name startsWith Love",
      "expected response $.name startsWith \"Love\", found \"Ada Lovelace\""
    ),
    (
      "expect response $.id startsWith 4",
      "expected response $.id startsWith \"4\", found 42 (not a string)"
    ),
    (
      "expect response $.name contains Bob",
      "expected response $.name contains \"Bob\", found \"Ada Lovelace\""
    ),
    (
      "expect response $.tags contains \"x\"",
      "expected response $.tags contains \"x\", found [\"new\",\"vip\"]"
    ),
    (
      "expect response $.id contains 4",
      "expected response $.id contains 4, found 42 (neither a string nor an array)"
    ),
    ("expect response $.price isInteger", "expected response $.price isInteger, found 19.5"),
    (
      "expect response $.name isNumber", "expected response $.name isNumber, found \"Ada Lovelace\""
    ),
    ("expect response $.id isString", "expected response $.id isString, found 42"),
    ("expect response $.note isBoolean", "expected response $.note isBoolean, found null"),
    ("expect response $.id isNull", "expected response $.id isNull, found 42"),
    ("expect response $.name isEmpty", "expected response $.name isEmpty, found \"Ada Lovelace\""),
    (
      "expect response $.id isEmpty",
      "expected response $.id isEmpty, found 42 (not a string, an array or an object)"
    ),
    (
      "expect response $.missing exists",
      "expected response $.missing exists, found nothing at $.missing"
    ),
    ("expect response $.tags[*] count 3", "expected response $.tags[*] count 3, found 2 values"),
    // Negated.
    ("expect response $.note not isNull", "expected response $.note not isNull, found null"),
    (
      "expect response $.missing not isNull",
      "expected response $.missing not isNull, found nothing at $.missing"
    ),
    ("expect response $.id not > 41", "expected response $.id not > 41, found 42"),
    ("expect response $.id not == 42", "expected response $.id not == 42, found 42"),
    (
      "expect response $.name not startsWith Ada",
      "expected response $.name not startsWith \"Ada\", found \"Ada Lovelace\""
    ),
    (
      "expect response $.tags not contains \"vip\"",
      "expected response $.tags not contains \"vip\", found [\"new\",\"vip\"]"
    ),
    (
      "expect response $.name not ~ /Love/",
      "expected response $.name not ~ /Love/, found \"Ada Lovelace\""
    ),
    ("expect response $.id not isInteger", "expected response $.id not isInteger, found 42"),
    ("expect response $.blank not isEmpty", "expected response $.blank not isEmpty, found \"\""),
    ("expect response $.id not exists", "expected response $.id not exists, found 42"),
    (
      "expect response $.tags[*] not count 2",
      "expected response $.tags[*] not count 2, found 2 values"
    ),
    // What cannot be judged fails with not too: a string is no number either way.
    (
      "expect response $.name not > 3",
      "expected response $.name not > 3, found \"Ada Lovelace\" (not a number)"
    ),
    // Headers.
    ("expect header X-Count > 12", "expected header X-Count > 12, found \"12\""),
    ("expect header X-Tag > 1", "expected header X-Tag > 1, found \"alpha\" (not a number)"),
    (
      "expect header X-Missing exists",
      "expected header X-Missing exists, found no X-Missing header"
    ),
    ("expect header X-Tag not exists", "expected header X-Tag not exists, found \"alpha\""),
    ("expect header X-Many count 1", "expected header X-Many count 1, found 2 X-Many headers"),
    ("expect header X-Count == 13", "expected header X-Count == 13, found \"12\""),
    ("expect header X-Count != 12.0", "expected header X-Count != 12.0, found \"12\""),
    // A predicate of one value, on a header sent twice: found says how many, as for a path.
    (
      "expect header X-Many contains a",
      "expected header X-Many contains \"a\", found 2 values: \"a\", \"b\""
    ),
    ("expect header X-Many == a", "expected header X-Many == \"a\", found 2 values: \"a\", \"b\""),
    (
      "expect header X-Tag not startsWith al",
      "expected header X-Tag not startsWith \"al\", found \"alpha\""
    ),
  ]

  @Test func everyPredicateThatFailsSaysWhatItExpectedAndFound() throws {
    let result = try Self.run(Self.failing.map(\.line))
    #expect(result.status == 1, "\(result)")
    let errors = result.stderr.split(separator: "\n").map(String.init)
    #expect(errors.count == Self.failing.count, "\(result)")
    for (offset, case_) in Self.failing.enumerated() {
      let line = "-c:\(offset + 2): error: \(case_.message)"
      #expect(errors.contains(line), "\(case_.line): \(result.stderr)")
    }
  }

  /// A predicate missing, misspelt or missing its operand is a usage error (2) at its column.
  @Test(arguments: [
    ("expect response $.id isnull", 22, "unknown predicate \"isnull\"; did you mean isNull?"),
    ("expect response $.id", 1, "missing PATH and what to expect"),
    ("expect response $.id $.name", 22, "unknown predicate \"$.name\"; expected =="),
    ("expect response $.id >", 22, "missing the NUMBER after >"),
    ("expect response $.id > ten", 24, "> takes a number, not \"ten\""),
    ("expect response $.id not", 22, "missing the predicate after not"),
    ("expect response $.id startsWith", 22, "missing the TEXT after startsWith"),
    ("expect response $.id contains", 22, "missing the VALUE after contains"),
    ("expect response $.id isNull now", 29, "unexpected \"now\" after isNull"),
    ("expect header X-Tag frobs x", 21, "unknown predicate \"frobs\""),
    ("expect duration == 5", 17, "expect duration takes < MS, <= MS, > MS or >= MS"),
    // Flags after the closing slash, as JavaScript writes them: said, not taken as text.
    (
      "expect response $.name ~ /ada/i", 26,
      "regex flags are not supported after the closing slash; use (?i) inside: /(?i)ada/"
    ),
    (
      "expect header X-Tag ~ /ALP/im", 23,
      "regex flags are not supported after the closing slash; use (?im) inside: /(?im)ALP/"
    ),
    (
      "expect error email /taken/i", 20,
      "regex flags are not supported after the closing slash; use (?i) inside: /(?i)taken/"
    ),
    (
      "expect value email ~ /ada/i", 22,
      "regex flags are not supported after the closing slash; use (?i) inside: /(?i)ada/"
    ),
    (
      "expect form /account/i", 13,
      "regex flags are not supported after the closing slash; use (?i) inside: /(?i)account/"
    ),
  ])
  func aBadPredicateIsAUsageErrorAtItsColumn(line: String, column: Int, message: String) throws {
    let result = try Formsh.run(["-c", line, "Forms/signup.json"])
    #expect(result.status == 2, "\(result)")
    #expect(result.stderr.hasPrefix("-c:1:\(column): error: "), "\(result)")
    #expect(result.stderr.contains(message), "\(result)")
  }
}
