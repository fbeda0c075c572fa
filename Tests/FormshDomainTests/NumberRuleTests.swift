import FormshDomain
import Testing

/// `set` refuses what is not a number (see NumberKindTests); the rule catches a value that
/// arrived another way, such as a default from the form file.
@Suite("number")
struct NumberRuleTests {
  let field = Field(id: "amount", kind: .number, label: "Amount")

  @Test(
    "numbers in JSON syntax pass", arguments: ["0", "-0", "-0.5", "19.99", "1e3", "2E-7", "10"])
  func valid(text: String) {
    #expect(failure(of: field, .text(text)) == nil)
  }

  @Test("anything else fails", arguments: ["abc", "12,50", " 3", "007", "+3", ".5", "1.", "0x10"])
  func invalid(text: String) {
    let found = failure(of: field, .text(text))
    #expect(found?.failure == .notANumber)
    #expect(found?.message == "must be a number")
  }

  @Test("an empty optional number passes")
  func empty() {
    #expect(failure(of: field, .text("")) == nil)
  }
}
