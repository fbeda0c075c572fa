import FormshDomain
import Testing

/// `DecimalNumber.isInteger`, which `expect response PATH isInteger` asks: a whole number by
/// value, whatever its spelling.
@Suite struct DecimalNumberIntegerTests {
  @Test(arguments: [
    ("0", true), ("-0", true), ("42", true), ("-7", true), ("3.0", true), ("3.000", true),
    ("3e2", true), ("1.5e1", true), ("12e-1", false), ("120e-1", true), ("0.5", false),
    ("19.5", false), ("1e-1", false), ("-0.001", false), ("1E400", true), ("1e-400", false),
  ])
  func wholeNumbersAreIntegers(text: String, integer: Bool) throws {
    let number = try #require(DecimalNumber(text))
    #expect(number.isInteger == integer, "\(text)")
  }
}
