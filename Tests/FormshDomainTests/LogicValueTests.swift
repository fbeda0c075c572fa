import FormshDomain
import Testing

@Suite("LogicValue")
struct LogicValueTests {
  @Test("a payload is the data of a form's conditions, each value as the payload carries it")
  func payload() throws {
    let payload = Payload(entries: [
      ("country", .string("de")), ("budget", .number("19.990")), ("terms", .bool(true)),
      ("interests", .strings(["a", "c"])), ("plan", .null),
    ])
    let data = LogicValue(payload)
    let rule = try LogicRule([
      "and": [
        ["==": [["var": "country"], "de"]], [">": [["var": "budget"], 19]], ["var": "terms"],
        ["in": ["c", ["var": "interests"]]], ["!": ["var": "plan"]],
      ]
    ])
    #expect(try rule.evaluate(data) == true)
    guard case .number(let budget) = try LogicRule(["var": "budget"]).evaluate(data) else {
      Issue.record("budget is not a number")
      return
    }
    #expect(budget.description == "19.990")
  }
}
