import FormshDomain
import Testing

@Suite("LogicNumber")
struct LogicNumberTests {
  @Test(
    "computed numbers are written as JavaScript writes them",
    arguments: [
      (0.0, "0"), (-0.0, "0"), (1, "1"), (-7, "-7"), (0.5, "0.5"), (100, "100"),
      (0.1 + 0.2, "0.30000000000000004"), (1.0 / 3, "0.3333333333333333"), (123.456, "123.456"),
      (1e21, "1e+21"), (1e20, "100000000000000000000"),
      (1.2345678901234568e20, "123456789012345680000"),
      (1.5e300, "1.5e+300"), (1e-6, "0.000001"), (1e-7, "1e-7"), (-2.5e-8, "-2.5e-8"),
      (.leastNonzeroMagnitude, "5e-324"), (1.7976931348623157e308, "1.7976931348623157e+308"),
    ] as [(Double, String)])
  func javaScriptText(value: Double, text: String) {
    #expect(LogicNumber.javaScriptText(value) == text)
    #expect(LogicNumber(value).description == text)
  }

  @Test("a number read from JSON keeps its text; equality is by value")
  func keepsText() throws {
    let price = try #require(LogicNumber(text: "19.990"))
    #expect(price.description == "19.990")
    #expect(price.value == 19.99)
    #expect(price == LogicNumber(19.99))
    #expect(LogicNumber(text: "1e400")?.value == .infinity)
    #expect(LogicNumber(text: "1e400")?.description == "1e400")
    for text in ["", "+1", ".5", "0x10", "1.", "NaN", "Infinity", " 1"] {
      #expect(LogicNumber(text: text) == nil, "\(text)")
    }
  }

  @Test(
    "text reads as JavaScript's Number() reads it",
    arguments: [
      ("", 0), ("  ", 0), ("42", 42), (" 42\n", 42), ("-1.5", -1.5), ("+3", 3), (".5", 0.5),
      ("5.", 5), ("1e2", 100), ("1E-2", 0.01), ("0x1F", 31), ("0o17", 15), ("0b101", 5),
      ("Infinity", .infinity), ("-Infinity", -.infinity), ("\u{A0}7\u{2003}", 7),
      ("007", 7), ("1e400", .infinity),
    ] as [(String, Double)])
  func javaScriptNumber(text: String, value: Double) {
    #expect(LogicNumber.javaScriptNumber(text) == value)
  }

  @Test(
    "text that is no number reads as NaN",
    arguments: [
      "apple", "12px", "1,5", "1_000", "0x", "0xG", "-0x10", "1e", ".", "e5", "--1", "infinity",
      "NaN", "١٢",
    ])
  func notANumber(text: String) {
    #expect(LogicNumber.javaScriptNumber(text) == nil)
  }
}
