import FormshJSON
import FormshYAML
import Testing

@Suite("YAMLReader")
struct YAMLReaderTests {
  func read(_ text: String, budget: Int = YAMLReader.valueBudget) throws(YAMLError) -> JSONValue {
    try YAMLReader.read(Array(text.utf8), valueBudget: budget)
  }

  /// The error for a document that must not be read.
  func error(_ text: String, budget: Int = YAMLReader.valueBudget) -> YAMLError? {
    do {
      let value = try read(text, budget: budget)
      Issue.record("read \(value)")
      return nil
    } catch {
      return error
    }
  }

  @Test("mappings, sequences and scalars, members in file order")
  func structure() throws {
    let value = try read(
      """
      openapi: 3.1.0
      paths:
        /users:
          post: {operationId: create}
      tags: [a, "b"]
      list:
        - 1
        - x: y
      """)
    #expect(
      value
        == .object(
          JSONObject([
            ("openapi", .string("3.1.0")),
            (
              "paths",
              .object(
                JSONObject([
                  (
                    "/users",
                    .object(
                      JSONObject([
                        ("post", .object(JSONObject([("operationId", .string("create"))])))
                      ]))
                  )
                ]))
            ),
            ("tags", .array([.string("a"), .string("b")])),
            ("list", .array([.number("1"), .object(JSONObject([("x", .string("y"))]))])),
          ])))
  }

  @Test(
    "plain scalars are typed by YAML 1.2's core schema; quoted ones stay text",
    arguments: [
      ("~", JSONValue.null), ("null", .null), ("NULL", .null), ("", .null),
      ("true", .bool(true)), ("False", .bool(false)), ("yes", .string("yes")),
      ("no", .string("no")), ("on", .string("on")), ("42", .number("42")),
      ("-7", .number("-7")), ("+12", .number("12")), ("007", .number("7")),
      ("0o17", .number("15")), ("0x1F", .number("31")), ("1.5", .number("1.5")),
      (".5", .number("0.5")), ("-0.25e3", .number("-0.25e3")), ("1e+3", .number("1e+3")),
      ("1.", .number("1")), ("3.0.1", .string("3.0.1")), ("0x", .string("0x")),
      ("1_000", .string("1_000")), ("2001-12-14", .string("2001-12-14")),
      ("'42'", .string("42")), ("\"true\"", .string("true")), ("'null'", .string("null")),
      ("!!str 42", .string("42")), ("!!int 42", .number("42")),
    ])
  func scalars(text: String, expected: JSONValue) throws {
    #expect(try read("v: \(text)") == .object(JSONObject([("v", expected)])))
  }

  @Test("keys are the text written: `200:` is the key \"200\"")
  func numericKeys() throws {
    #expect(
      try read("200: ok\n1.0: x\nnull: y")
        == .object(
          JSONObject([("200", .string("ok")), ("1.0", .string("x")), ("null", .string("y"))])))
  }

  @Test("anchors and aliases repeat the anchored value")
  func aliases() throws {
    let value = try read(
      """
      base: &b {type: string, maxLength: 3}
      name: *b
      tags: &t [x]
      more: [*t, *t]
      """)
    let base = JSONValue.object(
      JSONObject([("type", .string("string")), ("maxLength", .number("3"))]))
    #expect(
      value
        == .object(
          JSONObject([
            ("base", base), ("name", base), ("tags", .array([.string("x")])),
            ("more", .array([.array([.string("x")]), .array([.string("x")])])),
          ])))
  }

  @Test("an alias bomb stops at the value budget, naming its line")
  func billionLaughs() {
    var text = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
    for level in 1...9 {
      let previous = level == 1 ? "a" : "a\(level - 1)"
      let items = Array(repeating: "*\(previous)", count: 10).joined(separator: ", ")
      text += "a\(level): &a\(level) [\(items)]\n"
    }
    let found = error(text)
    #expect(found?.reason.contains("more than 1000000 values") == true)
    #expect(found.map { (2...10).contains($0.line) } == true)
  }

  @Test("the budget counts every value an alias repeats")
  func budgetCounts() throws {
    // [x, x] is 3 values and each alias repeats them: 3 + 3 + 3, the list of aliases and
    // the document's mapping make 11.
    let text = "a: &a [x, x]\nb: [*a, *a]"
    #expect(throws: Never.self) { try read(text, budget: 11) }
    #expect(error(text, budget: 8)?.line == 2)
  }

  @Test("a key given twice is an error naming both lines")
  func duplicateKeys() {
    let found = error("a: 1\nb: 2\na: 3\n")
    #expect(
      found
        == YAMLError(
          line: 3, column: 1, reason: "key `a` is given twice (first on line 1); keep one"))
  }

  @Test("a second document is an error at its start")
  func twoDocuments() {
    #expect(error("a: 1\n---\nb: 2\n")?.line == 2)
    #expect(error("a: 1\n---\nb: 2\n")?.reason.contains("second YAML document") == true)
  }

  @Test("libyaml's syntax errors name line and column")
  func syntaxErrors() {
    let unclosed = error("a: 1\n  b: [2\nc: 3\n")
    #expect(unclosed != nil)
    #expect(unclosed.map { $0.line >= 2 } == true)
    #expect(error("a: \"open\n").map { $0.line >= 1 && $0.column >= 1 } == true)
  }

  @Test("nesting past the limit is an error, not a crash", arguments: ["[", "{a: ", "- "])
  func deepNesting(opening: String) {
    let depth = YAMLReader.maximumDepth + 5
    let text: String
    if opening == "- " {
      text =
        (0..<depth).map { String(repeating: " ", count: $0 * 2) + "-" }.joined(separator: "\n")
        + " x\n"
    } else {
      text = String(repeating: opening, count: depth)
    }
    #expect(error(text) != nil)
  }

  @Test("a depth libyaml accepts and the limit allows reads whole")
  func deepButAllowed() throws {
    let depth = 100
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    var value = try read(text)
    var levels = 0
    while case .array(let items) = value, let first = items.first ?? nil as JSONValue? {
      levels += 1
      value = first
    }
    #expect(levels == depth - 1)
  }

  @Test("a huge scalar is read whole")
  func hugeScalar() throws {
    let long = String(repeating: "x", count: 4_000_000)
    #expect(try read("v: \(long)") == .object(JSONObject([("v", .string(long))])))
  }

  @Test(
    "what JSON cannot hold is refused, naming its line",
    arguments: [
      ("a: 1\nb: .inf\n", "no JSON value"), ("a: 1\nb: 0x1FFFFFFFFFFFFFFFFF\n", "2^64"),
      ("a: 1\nb: !custom x\n", "tag `!custom`"), ("a: 1\n<<: {c: 1}\n", "merge key"),
      ("a: 1\n? [x]\n: y\n", "JSON keys are text"), ("a: 1\nb: *nowhere\n", "no anchor"),
    ])
  func refused(text: String, reason: String) {
    let found = error(text)
    #expect(found?.line == 2)
    #expect(found?.reason.contains(reason) == true, "\(String(describing: found))")
  }

  @Test("an empty document is null; a recursive alias is refused")
  func emptyAndRecursive() throws {
    #expect(try read("") == .null)
    #expect(try read("# only a comment\n") == .null)
    #expect(error("a: &a [*a]\n")?.reason.contains("no anchor") == true)
  }
}
