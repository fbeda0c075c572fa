import FormshDomain
import Testing

/// The evaluator on what the compatibility suites leave open (each case here is a call formsh
/// makes, documented on the operator); the suites themselves run end to end, through
/// `formsh logic`.
@Suite("JSON Logic evaluation")
struct LogicEvaluationTests {
  @Test("a number passed through keeps its text; arithmetic gives JavaScript's number")
  func numberText() throws {
    let data: LogicValue = ["price": number("19.990"), "list": [number("1.50"), 2]]
    #expect(try evaluate(["var": "price"], data).get().jsonText == "19.990")
    #expect(try evaluate(["if": [true, ["var": "price"], 0]], data).get().jsonText == "19.990")
    #expect(try evaluate(["max": [["var": "price"], 3]], data).get().jsonText == "19.990")
    #expect(
      try evaluate(["map": [["var": "list"], ["var": ""]]], data).get().jsonText == "[1.50,2]")
    #expect(try evaluate(["+": [["var": "price"], 0]], data).get().jsonText == "19.99")
    #expect(try evaluate(["cat": ["€", ["var": "price"]]], data).get() == "€19.99")
    #expect(try evaluate(["/": [1, 2]]).get().jsonText == "0.5")
  }

  @Test(
    "strings compare by code points, not by canonical equivalence",
    arguments: [
      (["==": ["\u{E9}", "e\u{301}"]], false), (["===": ["\u{E9}", "\u{E9}"]], true),
      (["in": ["e", "cafe\u{301}"]], true), (["<": ["\u{FF5E}", "\u{1F600}"]], false),
      (["<": ["a", "b"]], true), (["<": ["B", "a"]], true),
    ] as [(LogicValue, LogicValue)])
  func strings(rule: LogicValue, result: LogicValue) throws {
    #expect(try evaluate(rule).get() == result)
  }

  @Test("object keys are looked up byte for byte, in small objects and in indexed ones")
  func keysByBytes() throws {
    for count in [2, 40] {
      var members: [(key: String, value: LogicValue)] = (0..<count).map { ("f\($0)", 0) }
      members.append(("e\u{301}", "decomposed"))
      let data = LogicValue.object(LogicObject(members))
      #expect(try evaluate(["var": "\u{E9}"], data).get() == nil)
      #expect(try evaluate(["var": "e\u{301}"], data).get() == "decomposed")
      #expect(try evaluate(["var": "f1"], data).get() == 0)
    }
  }

  @Test("substr counts characters: an emoji flag or a letter with its accent is one")
  func substrCharacters() throws {
    #expect(try evaluate(["substr": ["🇩🇪 Berlin", 0, 1]]).get() == "🇩🇪")
    #expect(try evaluate(["substr": ["cafe\u{301}!", -2, 1]]).get() == "e\u{301}")
    #expect(try evaluate(["substr": ["abc", 1e300]]).get() == "")
    #expect(try evaluate(["substr": ["abc", -1e300, 2]]).get() == "ab")
    #expect(try evaluate(["substr": [nil, 0, 2]]).get() == "")
    #expect(evaluate(["substr": ["abc", "x"]]).error?.type == "Invalid Arguments")
  }

  @Test("=== compares arrays and objects by content, objects whatever their order")
  func strictEquality() throws {
    let data: LogicValue = [
      "list": [1, ["a": [2]]], "same": [1.0, ["a": [2]]], "xy": ["x": 1, "y": 2],
      "yx": ["y": 2, "x": 1], "x": ["x": 1],
    ]
    func compare(_ rule: String, _ a: String, _ b: String) throws -> LogicValue {
      try evaluate([rule: [["var": .string(a)], ["var": .string(b)]]], data).get()
    }
    #expect(try compare("===", "list", "same") == true)
    #expect(try compare("===", "xy", "yx") == true)
    #expect(try compare("===", "x", "xy") == false)
    #expect(try compare("!==", "list", "xy") == true)
    #expect(try evaluate(["in": [[1], [[0], [1]]]]).get() == true)
  }

  @Test("== on an array or object is NaN")
  func looseEqualityOfContainers() {
    #expect(evaluate(["==": [[1], [1]]]).error?.type == "NaN")
    #expect(evaluate(["!=": [["var": "o"], 1]], ["o": ["a": 1]]).error?.type == "NaN")
  }

  @Test(
    "null and a string compare as JavaScript compares them, without NaN",
    arguments: [
      (["==": [nil, ""]], false), (["!=": [nil, "a"]], true), (["==": [nil, nil]], true),
      (["<": [nil, "a"]], false), (["<": [nil, "5"]], true), ([">=": ["", nil]], true),
    ] as [(LogicValue, LogicValue)])
  func nullAndText(rule: LogicValue, result: LogicValue) throws {
    #expect(try evaluate(rule).get() == result)
  }

  @Test("var: dotted paths, array indices, a default for what is absent (not for null)")
  func variable() throws {
    let data: LogicValue = ["a": ["b": [10, 20]], "n": nil, "a.b": "dotted"]
    #expect(try evaluate(["var": "a.b.1"], data).get() == 20)
    #expect(try evaluate(["var": "a.b.01"], data).get() == nil)
    #expect(try evaluate(["var": ["a.b.5", "none"]], data).get() == "none")
    #expect(try evaluate(["var": ["n", "none"]], data).get() == nil)
    #expect(try evaluate(["var": ["n.x", "none"]], data).get() == "none")
    #expect(try evaluate(["val": "a.b"], data).get() == "dotted")
    #expect(try evaluate(["val": ["a", "b", 0]], data).get() == 10)
    #expect(try evaluate(["var": ["cat": ["a", ".b.", 0]]], data).get() == 10)
    #expect(evaluate(["var": [["x"]]], data).error?.type == "Invalid Arguments")
  }

  @Test("missing counts absent, null and empty text as missing")
  func missing() throws {
    let data: LogicValue = ["a": "", "b": nil, "c": 0, "d": false, "e": "x"]
    #expect(
      try evaluate(["missing": ["a", "b", "c", "d", "e", "f"]], data).get() == ["a", "b", "f"])
    #expect(try evaluate(["missing": [["c", "f"]]], data).get() == ["f"])
    #expect(try evaluate(["missing_some": [2, ["a", "c", "d"]]], data).get() == [])
    #expect(try evaluate(["missing_some": [3, ["a", "c", "d"]]], data).get() == ["a"])
    #expect(evaluate(["missing_some": ["2", ["a"]]], data).error?.type == "Invalid Arguments")
  }

  @Test("reduce starts from the first element without a third argument, and needs one then")
  func reduce() throws {
    let add: LogicValue = ["+": [["var": "accumulator"], ["var": "current"]]]
    #expect(try evaluate(["reduce": [[1, 2, 3], add]]).get() == 6)
    #expect(try evaluate(["reduce": [[], add, 7]]).get() == 7)
    #expect(evaluate(["reduce": [[], add]]).error?.type == "Invalid Arguments")
    #expect(evaluate(["reduce": ["abc", add, 0]]).error?.type == "Invalid Arguments")
  }

  @Test(
    "what operators refuse rather than guess",
    arguments: [
      (["cat": ["a", [1]]], "Invalid Arguments"), (["max": ["1", 2]], "Invalid Arguments"),
      (["min": []], "Invalid Arguments"), (["in": ["a", 5]], "Invalid Arguments"),
      (["in": [["a"], "abc"]], "Invalid Arguments"), (["/": [1, 0]], "NaN"),
      (["%": [5, 0]], "NaN"), (["*": [1e200, 1e200]], "NaN"), (["-": [["x"]]], "NaN"),
      (["+": ["0x"]], "NaN"), (["throw": ["type": "Out of stock"]], "Unknown Operator"),
      (["throw": [1]], "Invalid Arguments"), (["all": ["abc", true]], "Invalid Arguments"),
    ] as [(LogicValue, String)])
  func refusals(rule: LogicValue, type: String) {
    #expect(evaluate(rule).error?.type == type)
  }

  @Test("throw raises the type it names, also from data")
  func throwing() {
    #expect(evaluate(["throw": "Out of stock"]).error == .thrown(type: "Out of stock"))
    #expect(
      evaluate(["throw": ["var": "e"]], ["e": ["type": "Late"]]).error == .thrown(type: "Late"))
    #expect(LogicError.thrown(type: "Late").message == "Late: the rule threw it")
  }

  @Test("in: nothing is in null; text is looked for as text")
  func contains() throws {
    #expect(try evaluate(["in": ["a", nil]]).get() == false)
    #expect(try evaluate(["in": [1, "a1"]]).get() == true)
    #expect(try evaluate(["in": [1, ["1"]]]).get() == false)
    let long = String(repeating: "ab", count: 10_000) + "abc"
    #expect(try evaluate(["in": ["abc", .string(long)]]).get() == true)
  }
}

extension Result where Failure == LogicError {
  /// The error, when it is one.
  var error: LogicError? {
    if case .failure(let error) = self { error } else { nil }
  }
}

extension LogicValue {
  /// The value as compact JSON text would write it (numbers in their own text), enough for
  /// these tests: numbers and arrays of numbers.
  var jsonText: String {
    switch self {
    case .number(let number): number.description
    case .array(let elements): "[" + elements.map(\.jsonText).joined(separator: ",") + "]"
    default: "\(self)"
    }
  }
}
