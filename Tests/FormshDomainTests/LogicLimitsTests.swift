import FormshDomain
import Testing

/// No rule, however hostile, exhausts the stack or the memory: work and depth are bounded, and
/// going past a bound is a typed error.
@Suite("LogicLimits")
struct LogicLimitsTests {
  static let huge = LogicValue.array((0..<1_200_000).map { .number(Double($0)) })

  @Test("a map over a huge array runs out of budget")
  func hugeMap() {
    let rule: LogicValue = ["map": [["var": "xs"], ["+": [["var": ""], 1]]]]
    #expect(evaluate(rule, ["xs": Self.huge]).error == .overBudget(limit: 1_000_000))
  }

  @Test("a reduce or a filter over a huge array runs out of budget")
  func hugeReduce() {
    let sum: LogicValue = ["reduce": [["var": "xs"], ["+": [["var": "accumulator"], 1]], 0]]
    #expect(evaluate(sum, ["xs": Self.huge]).error == .overBudget(limit: 1_000_000))
    let kept: LogicValue = ["filter": [["var": "xs"], true]]
    #expect(evaluate(kept, ["xs": Self.huge]).error == .overBudget(limit: 1_000_000))
  }

  @Test("a string doubled forty times runs out of budget before it is large")
  func doublingString() {
    let steps = LogicValue.array((0..<40).map { .number(Double($0)) })
    let rule: LogicValue = [
      "reduce": [steps, ["cat": [["var": "accumulator"], ["var": "accumulator"]]], "ab"]
    ]
    #expect(evaluate(rule).error == .overBudget(limit: 1_000_000))
  }

  @Test("an array merged with itself thirty times runs out of budget")
  func doublingArray() {
    let steps = LogicValue.array((0..<30).map { .number(Double($0)) })
    let rule: LogicValue = [
      "reduce": [steps, ["merge": [["var": "accumulator"], ["var": "accumulator"]]], [1]]
    ]
    #expect(evaluate(rule).error == .overBudget(limit: 1_000_000))
  }

  @Test("a reduce that nests its value deeper each step stops at the depth limit")
  func nestingReduce() {
    let steps = LogicValue.array((0..<10_000).map { .number(Double($0)) })
    let rule: LogicValue = ["reduce": [steps, [["var": "accumulator"]], 0]]
    #expect(evaluate(rule).error == .tooDeep(limit: 512))
  }

  @Test("a smaller budget is kept to; each evaluation has the whole of it")
  func smallBudget() throws {
    let limits = LogicLimits(maximumDepth: 512, maximumWork: 100)
    let rule = try LogicRule(["map": [["var": "xs"], ["var": ""]]], limits: limits)
    let fits: LogicValue = ["xs": .array(Array(repeating: 1, count: 40))]
    let over: LogicValue = ["xs": .array(Array(repeating: 1, count: 60))]
    #expect(throws: Never.self) { try rule.evaluate(fits) }
    #expect(throws: LogicError.overBudget(limit: 100)) { try rule.evaluate(over) }
    #expect(throws: Never.self) { try rule.evaluate(fits) }
  }

  /// A rule whose values would write more than the 64 MiB byte budget as JSON, with its
  /// data (named for the test's report: the values are too large to print).
  struct Builder: CustomTestStringConvertible, Sendable {
    let name: String
    let rule: LogicValue
    let data: LogicValue
    var testDescription: String { name }
  }

  static let builders: [Builder] = {
    let megabyte: LogicValue = .string(String(repeating: "y", count: 1_000_000))
    let kilobytes: LogicValue = .array(
      Array(repeating: .string(String(repeating: "z", count: 1_000)), count: 1_000))
    let large: LogicValue = .string(String(repeating: "x", count: 100_000))
    return [
      Builder(
        name: "a 100 KB string for each of 1,000 elements (one string held)",
        rule: ["map": [["var": "xs"], large]],
        data: ["xs": .array(Array(repeating: 1, count: 1_000))]),
      Builder(
        name: "the data's 1 MB string 70 times in an array written in the rule",
        rule: .array(Array(repeating: ["var": "s"], count: 70)), data: ["s": megabyte]),
      Builder(
        name: "a thousand 1 KB strings merged with themselves 100 times",
        rule: ["merge": .array(Array(repeating: ["var": "xs"], count: 100))],
        data: ["xs": kilobytes]),
      Builder(
        name: "100 objects of a 1 MB string kept by filter",
        rule: ["filter": [["var": "xs"], true]],
        data: ["xs": .array(Array(repeating: ["s": megabyte], count: 100))]),
    ]
  }()

  @Test(
    "values built are counted as the JSON they would write, shared or not (issue 26 §7)",
    arguments: builders)
  func byteBudget(_ builder: Builder) {
    let error = evaluate(builder.rule, builder.data).error
    #expect(error == .overByteBudget(limit: 64 << 20))
    #expect(
      LogicError.overByteBudget(limit: 64 << 20).message
        == "Over Budget: the evaluation builds values of more than 67108864 bytes (as JSON)")
  }

  @Test("what stays within the byte budget is built whole, and a smaller one is kept to")
  func smallByteBudget() throws {
    let rule: LogicValue = ["map": [["var": "xs"], ["cat": [["var": ""], "ab"]]]]
    let data: LogicValue = ["xs": .array(Array(repeating: 1, count: 30))]
    // 30 strings "1ab": 5 bytes each as JSON, a comma each, the brackets.
    let fits = LogicLimits(maximumDepth: 512, maximumWork: 10_000, maximumBytes: 400)
    let value = try LogicRule(rule, limits: fits).evaluate(data)
    #expect(value == .array(Array(repeating: "1ab", count: 30)))
    let small = LogicLimits(maximumDepth: 512, maximumWork: 10_000, maximumBytes: 100)
    #expect(evaluate(rule, data, limits: small).error == .overByteBudget(limit: 100))
    // Passed through, not built: reading the data whole counts nothing.
    let whole = try LogicRule(["var": "xs"], limits: small).evaluate(data)
    #expect(whole == .array(Array(repeating: 1, count: 30)))
  }

  @Test("a read of a long key counts the bytes it hashes")
  func longKey() {
    // Objects of more than 32 members are looked up by hash: every byte of the key is read.
    let element = LogicValue.object(LogicObject((0..<40).map { ("m\($0)", .number(1)) }))
    let key = String(repeating: "k", count: 160_000)
    // A read of a 160 KB key is 10,001 steps: 50 of them fit, 150 do not.
    let rule: LogicValue = ["map": [["var": "xs"], ["var": .string(key)]]]
    let fifty: LogicValue = ["xs": .array(Array(repeating: element, count: 50))]
    let many: LogicValue = ["xs": .array(Array(repeating: element, count: 150))]
    #expect(evaluate(rule, fifty).error == nil)
    #expect(evaluate(rule, many).error == .overBudget(limit: 1_000_000))
  }

  @Test("the shallower depth limit is kept to")
  func smallDepth() {
    let limits = LogicLimits(maximumDepth: 4, maximumWork: 1_000)
    #expect(throws: Never.self) { try LogicRule(["!": [[[1]]]], limits: limits) }
    #expect(throws: LogicError.tooDeep(limit: 4)) {
      try LogicRule(["!": [[[[1]]]]], limits: limits)
    }
  }
}
