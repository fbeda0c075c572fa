import FormshDomain
import FormshTestSupport
import Testing

@testable import FormshFill

/// `PlainDecimal` reads the number batch fill's conditions compare: where its fast path gives
/// a value, the text must be a JSON number (`DecimalNumber.syntaxEnd`) and the value
/// `Double(text)`, sign included, as the evaluator reads a payload's number; it may give none
/// for a number it leaves to `strtod` (exponents, more than 15 digits).
@Suite struct PlainDecimalTests {
  static let texts = [
    "0", "-0", "7", "-7", "10", "50000", "50000.5", "-1.25", "0.5", "-0.001", "123456789012345",
    "1234567890123456", "12345678.9012345", "1e5", "1E5", "1.5e-3", "00", "01", "-01", "1.",
    ".5", "-", "", "+1", "1..2", "1.2.3", "0x10", " 1", "1 ", "--1", "-.5", "9007199254740993",
    "0.000000000000001", "999999999999999", "-999999999999999.0", "1e999", "-1e999",
  ]

  @Test("a value only for a JSON number, and the number's own value", arguments: texts)
  func agreesWithStrtod(_ text: String) {
    check(text)
  }

  @Test("random texts of digits, points, signs and exponents agree")
  func randomTextsAgree() {
    var random = SplitMix(seed: 0xDEC1_0001)
    let alphabet = Array("0123456789.-+e")
    for _ in 0..<20_000 {
      let length = Int(random.next() % 19)
      let text = String(
        (0..<length).map { _ in
          // Mostly digits, so that most texts are numbers.
          random.next() % 4 == 0
            ? alphabet[Int(random.next() % 14)] : alphabet[Int(random.next() % 10)]
        })
      check(text)
    }
  }

  private func check(_ text: String) {
    let bytes = Array(text.utf8)
    bytes.withUnsafeBufferPointer { bytes in
      let isNumber = !bytes.isEmpty && DecimalNumber.syntaxEnd(of: bytes, from: 0) == bytes.count
      let expected = Double(text) ?? .nan
      if isNumber {
        let value = PlainDecimal.value(bytes)
        #expect(value == expected || (value.isNaN && expected.isNaN), "\(text): \(value)")
        #expect(value.sign == expected.sign, "\(text): the sign of \(value)")
      }
      guard let value = PlainDecimal.plain(bytes) else {
        // None for a plain decimal of 15 digits or fewer would leave it to strtod for no
        // reason.
        let digits = text.filter(\.isNumber).count
        #expect(
          !isNumber || text.contains(where: { $0 == "e" || $0 == "E" }) || digits > 15,
          "\(text) is a plain decimal")
        return
      }
      #expect(isNumber, "\(text) is not a JSON number")
      #expect(value == expected, "\(text): \(value) vs \(expected)")
      #expect(value.sign == expected.sign, "\(text): the sign of \(value)")
    }
  }
}
