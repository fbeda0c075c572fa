import FormshDomain
import Testing

@Suite("DecimalNumber")
struct DecimalNumberTests {
  @Test(
    "JSON's number syntax parses and keeps its text",
    arguments: [
      "0", "-0", "7", "-0.5", "19.99", "1e3", "1E+3", "2e-7", "0.000",
      "123456789012345678901234567890",
    ])
  func parses(text: String) throws {
    let number = try #require(DecimalNumber(text))
    #expect(number.text == text)
    #expect(number.description == text)
  }

  @Test(
    "anything else is not a number",
    arguments: [
      "", "-", "+3", ".5", "-.5", "5.", "007", "-01", "12,50", " 3", "3 ", "1e", "1e+", "0x10",
      "abc", "1_000", "Infinity", "NaN", "١٢", "1.2.3", "--1",
    ])
  func refuses(text: String) {
    #expect(DecimalNumber(text) == nil)
  }

  @Test(
    "equal values written differently are equal",
    arguments: [
      ("0.1", "0.10"), ("-0", "0"), ("-0.0", "0e5"), ("1e2", "100"), ("100", "1.00E+2"),
      ("0.001", "1e-3"), ("12.5", "125e-1"), ("-3", "-3.000"),
    ])
  func equal(lhs: String, rhs: String) throws {
    let left = try #require(DecimalNumber(lhs))
    let right = try #require(DecimalNumber(rhs))
    #expect(left == right)
    #expect(!(left < right) && !(right < left))
  }

  @Test(
    "ordering is exact, including where a Double would round",
    arguments: [
      ("-1", "0"), ("-2", "-1"), ("-0.5", "-0"), ("0", "1e-400"), ("0.1", "0.10000000000000000001"),
      ("9.99", "10"), ("99", "1e2"), ("1e2", "100.5"), ("1e9", "1e10"), ("-1e10", "-1e9"),
      ("123456789012345678901234567890", "123456789012345678901234567891"),
    ])
  func ordered(smaller: String, larger: String) throws {
    let small = try #require(DecimalNumber(smaller))
    let large = try #require(DecimalNumber(larger))
    #expect(small < large)
    #expect(!(large < small))
    #expect(small != large)
  }

  @Test(
    "a hint for text that is almost a number",
    arguments: [
      ("12,50", "use '.' as the decimal separator"), (" 3", "remove the spaces"),
      ("3 ", "remove the spaces"), ("007", "leading zeros are not allowed in a number"),
      ("-007", "leading zeros are not allowed in a number"), ("+3", "drop the '+'"),
      (".5", "write 0.5"), ("-.5", "write -0.5"),
    ])
  func hint(text: String, hint: String) {
    #expect(DecimalNumber.hint(for: text) == hint)
  }

  @Test("no hint for text that is nothing like a number", arguments: ["abc", "1,000.50", "", "€5"])
  func noHint(text: String) {
    #expect(DecimalNumber.hint(for: text) == nil)
  }
}
