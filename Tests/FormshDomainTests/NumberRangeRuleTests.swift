import FormshDomain
import Testing

@Suite("number range")
struct NumberRangeRuleTests {
  func field(min: String? = nil, max: String? = nil) -> Field {
    Field(
      id: "n", kind: .number, label: "N",
      constraints: Constraints(
        minimum: min.map { RangeBound($0) }, maximum: max.map { RangeBound($0) }))
  }

  @Test(
    "values on or inside the bounds pass, compared exactly in decimal",
    arguments: [
      ("0.1", "100", "0.10"), ("0.1", "100", "0.1000"), ("0.1", "100", "1e-1"),
      ("0.1", "100", "1e2"), ("0.1", "100", "100.000"), ("0", "1", "-0"), ("0", "1", "-0.0"),
      ("-1", "1", "-1"), ("-1", "1", "1E0"), ("0.3", "0.3", "0.30"),
    ])
  func inside(min: String, max: String, value: String) {
    #expect(failure(of: field(min: min, max: max), .text(value)) == nil)
  }

  @Test(
    "values just outside fail, where binary floating point would round them in",
    arguments: [
      ("0.1", "0.09999999999999999999"), ("0", "-0.0000000000000000001"), ("-1", "-1.5"),
      ("0.3", "0.29999999999999999999"), ("1e2", "99.99"),
    ])
  func below(min: String, value: String) {
    let found = failure(of: field(min: min), .text(value))
    #expect(found?.failure == .belowMinimum(min))
    #expect(found?.message == "must be at least \(min)")
  }

  @Test(
    "values above the maximum fail",
    arguments: [
      ("100", "100.0000000000000000001"), ("100", "1e3"), ("0.3", "0.30000000000000000001"),
      ("-1", "-0.5"), ("0", "1e-400"),
    ])
  func above(max: String, value: String) {
    let found = failure(of: field(max: max), .text(value))
    #expect(found?.failure == .aboveMaximum(max))
    #expect(found?.message == "must be at most \(max)")
  }

  @Test("an empty optional value passes the range")
  func empty() {
    #expect(failure(of: field(min: "1", max: "2"), .text("")) == nil)
  }
}
