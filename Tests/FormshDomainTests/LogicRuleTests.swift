import FormshDomain
import Testing

/// Reading a rule: what is refused before any data is seen, which data it reads, and that one
/// read rule evaluates on many data.
@Suite("LogicRule")
struct LogicRuleTests {
  @Test(
    "an unknown operator is refused when the rule is read, wherever it is",
    arguments: [
      ["frobnicate": [1]], ["if": [false, ["frobnicate": [1]], 2]],
      ["map": [[1], ["nope": []]]], [["var": "x"], ["x": 1]],
    ] as [LogicValue])
  func unknownOperator(rule: LogicValue) {
    #expect(throws: LogicError.self) { try LogicRule(rule) }
    do {
      _ = try LogicRule(rule)
    } catch {
      #expect(error.type == "Unknown Operator")
    }
  }

  @Test("an object of two keys is no operation")
  func twoKeys() {
    #expect(
      throws: LogicError.unknownOperator(
        #"an operation is an object of one key; this one has 2 ("var", "x")"#)
    ) {
      try LogicRule(["var": "a", "x": 1])
    }
  }

  @Test(
    "an argument count the operator does not take is refused up front",
    arguments: [
      (["==": [1]], "==: takes at least 2 arguments, not 1"),
      (["<": 1], "<: takes its arguments written out as an array"),
      (["and": true], "and: takes its arguments written out as an array"),
      (["%": [1]], "%: takes at least 2 arguments, not 1"),
      (["/": []], "/: takes at least 1 argument, not 0"),
      (["substr": ["a", 1, 2, 3]], "substr: takes 1 to 3 arguments, not 4"),
      (["map": [[1]]], "map: takes 2 arguments, not 1"),
      (["map": [nil, ["var": ""]]], "map: goes through an array, not null"),
      (["filter": [[1], nil]], "filter: runs a rule on each element; null is no rule"),
      (["var": ["a", 1, 2]], "var: takes 0 to 2 arguments, not 3"),
    ] as [(LogicValue, String)])
  func arity(rule: LogicValue, message: String) {
    do {
      _ = try LogicRule(rule)
      Issue.record("\(rule) was read")
    } catch {
      #expect(error.type == "Invalid Arguments")
      #expect(error.detail == message)
    }
  }

  @Test("a rule nested 10,000 deep is refused, not a stack overflow")
  func nested10000Deep() {
    var rule: LogicValue = true
    for _ in 0..<10_000 { rule = ["!": [rule]] }
    #expect(throws: LogicError.tooDeep(limit: 512)) { try LogicRule(rule) }
    var array: LogicValue = 1
    for _ in 0..<10_000 { array = [array] }
    #expect(throws: LogicError.tooDeep(limit: 512)) { try LogicRule(array) }
    #expect(throws: LogicError.tooDeep(limit: 512)) { try LogicRule(["var": ["x", array]]) }
  }

  @Test("a rule as deep as the JSON parser allows is read and evaluated")
  func deepestRule() throws {
    var rule: LogicValue = ["var": "x"]
    // Each `!` with its list is two levels.
    for _ in 0..<255 { rule = ["!": [rule]] }
    #expect(try LogicRule(rule).evaluate(["x": 0]) == true)
    var chain: LogicValue = ["var": "x"]
    for _ in 0..<510 { chain = ["!!": chain] }
    #expect(try LogicRule(chain).evaluate(["x": 0]) == false)
  }

  @Test("the paths a rule reads, each once, in order; not those read in iteration bodies")
  func paths() throws {
    let rule = try LogicRule([
      "and": [
        ["==": [["var": "country"], "de"]], [">=": [["var": ["age", 0]], 18]],
        ["missing": ["vat", "address.city"]], ["missing_some": [1, ["phone", "email"]]],
        ["some": [["var": "items"], [">": [["var": "price"], 0]]]],
        ["val": ["profile", "name"]], ["var": "country"],
      ]
    ])
    #expect(
      rule.paths.map(\.description) == [
        "country", "age", "vat", "address.city", "phone", "email", "items", "profile.name",
      ])
    #expect(rule.paths.compactMap(\.root).contains("address"))
    #expect(!rule.readsUnknownPaths)
    #expect(!rule.isConstant)
  }

  @Test(
    "a read of the whole data, or of a computed path, is known to be one",
    arguments: [
      ["var": ""], ["var": ["cat": ["a", "b"]]], ["missing": ["merge": [["a"], ["b"]]]],
      ["val": []],
    ] as [LogicValue])
  func unknownPaths(rule: LogicValue) throws {
    #expect(try LogicRule(rule).readsUnknownPaths)
  }

  @Test(
    "a rule that reads no data is constant",
    arguments: [true, ["==": [1, 1]], ["map": [[1, 2], ["var": ""]]]] as [LogicValue])
  func constant(rule: LogicValue) throws {
    let read = try LogicRule(rule)
    #expect(read.isConstant)
    #expect(read.paths.isEmpty)
  }

  @Test("one rule, read once, gives each data its own answer")
  func evaluatesMany() throws {
    let rule = try LogicRule(["<": [18, ["var": "age"], 65]])
    #expect(try rule.isSatisfied(by: ["age": 30]))
    #expect(try !rule.isSatisfied(by: ["age": 70]))
    #expect(try !rule.isSatisfied(by: ["age": nil]))
    #expect(try rule.evaluate(["age": 40]) == true)
  }

  @Test(
    "truthiness: false, null, 0, \"\" and [] are falsy; \"0\" and {} are truthy",
    arguments: [
      (false, false), (nil, false), (0, false), ("", false), ([], false), (-0.0, false),
      (true, true), (1, true), (-1, true), ("0", true), ([0], true), ([:], true),
      (["a": 0], true),
    ] as [(LogicValue, Bool)])
  func truthiness(value: LogicValue, truthy: Bool) {
    #expect(value.isTruthy == truthy)
  }
}
