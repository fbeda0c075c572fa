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

  @Test("the shallower depth limit is kept to")
  func smallDepth() {
    let limits = LogicLimits(maximumDepth: 4, maximumWork: 1_000)
    #expect(throws: Never.self) { try LogicRule(["!": [[[1]]]], limits: limits) }
    #expect(throws: LogicError.tooDeep(limit: 4)) {
      try LogicRule(["!": [[[[1]]]]], limits: limits)
    }
  }
}
