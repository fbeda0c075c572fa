import FormshData
@testable import FormshDomain
import Testing

@testable import FormshFill

/// Numbers as a record writes them, where conditions, `required_if` and rules read them (a
/// number in a string, a leading zero, an exponent, 16 digits and more, a huge exponent,
/// longer than `max_length`): the byte path's line is the general path's, byte for byte.
@Suite struct NumberReadingAgreementTests {
  /// With `manyKeys`, one rule more, on a field inside a section.
  static func form(manyKeys: Bool) -> Form {
    let json = #"""
      {"form_title": "numbers", "sections": [
         {"id": "s1", "title": "S1", "visible_if": {"<": [{"var": "n"}, 0.5]}}],
       "fields": [
         {"id": "n", "order": 1, "type": "TEXT", "subtype": "NUMBER", "label": "N"},
         {"id": "m", "order": 2, "type": "TEXT", "subtype": "NUMBER", "label": "M",
          "max_length": 6, "min": -100, "max": 1e5},
         {"id": "x", "order": 3, "type": "TEXT", "label": "X",
          "visible_if": {">": [{"var": "n"}, 3]}},
         {"id": "y", "order": 4, "type": "TEXT", "label": "Y",
          "required_if": {"==": [{"var": "n"}, 0]}},
         {"id": "z", "order": 5, "section": "s1", "type": "TEXT", "subtype": "NUMBER",
          "label": "Z", "required_if": {">=": [{"var": "m"}, 100000]}},
         {"id": "w", "order": 6, "type": "TEXT", "subtype": "NUMBER", "label": "W",
          "visible_if": {"!=": [{"var": "m"}, 7]}}],
       "rules": [
         {"check": {"<=": [{"var": "n"}, 50000]}, "message": "n too big", "fields": ["n"]},
         {"check": {"!=": [{"var": "m"}, 0]}, "message": "m zero", "fields": ["m", "z"]},
         {"check": {"!=": [{"var": "w"}, 0.1]}, "message": "w tenth"}\#(manyKeys
           ? #", {"check": {"<": [{"var": "z"}, 999999999999999]}, "message": "z big", "fields": ["z"]}"#
           : "")]}
      """#
    return try! FormDecoder.decode(Array(json.utf8), source: "numbers.json").form
  }

  static let spellings = [
    "0", "-0", "0.0", "-0.0", "0.5", "-0.5", "0.1", "0.10", "1", "3", "3.0", "3.0000000000001",
    "7", "7.0", "07", "007", "-007", "1e5", "1E5", "1e+5", "1e-5", "100000", "1e400", "-1e400",
    "1e-400", "1e999999999999999999", "50000", "50000.0", "50000.00000000001",
    "50000.000000001", "49999.9999999999", "999999999999999", "9999999999999999",
    "999999999999998.5", "-999999999999999", "123456789012345", "1234567890123456",
    "0.000000000000001", "0.0000000000000001", "1.", ".5", "-", "--1", "+1", "1.5.", "0x10",
    "1 ", " 1", "NaN", "Infinity", "100", "-100", "-100.5", "99999", "100001", "12345.6",
  ]

  static func value(_ random: inout Random) -> String {
    let text = random.pick(spellings)
    switch random.below(6) {
    case 0: return "\"\(text)\""
    case 1: return random.pick(["null", "true", "\"\"", "[]", "\"a\""])
    default:
      // As a JSON number when it is one; in a string otherwise.
      return DecimalNumber.isValid(text) ? text : "\"\(text)\""
    }
  }

  static func lines(_ count: Int, seed: UInt64) -> [[UInt8]] {
    var random = Random(seed: seed)
    return (0..<count).map { _ in
      var members: [String] = []
      for id in ["n", "m", "x", "y", "z", "w"] where !random.chance(4) {
        let value =
          ["x", "y"].contains(id)
          ? random.pick(["\"a\"", "\"\"", "\" \""]) : Self.value(&random)
        members.append("\"\(id)\": \(value)")
      }
      return Array("{\(members.joined(separator: ", "))}".utf8)
    }
  }

  @Test(arguments: [false, true])
  func everySpellingAgrees(manyKeys: Bool) {
    let form = Self.form(manyKeys: manyKeys)
    for seed in 0..<UInt64(4) {
      let comparison = BytePathAgreementTests.compare(
        form, Self.lines(3_000, seed: 0x4E55_0000 + seed),
        BytePathAgreementTests.Setting(key: nil))
      BytePathAgreementTests.report("numbers", comparison)
      #expect(comparison.records == 3_000)
      #expect(comparison.bytePath > 1_000)
    }
  }
}
