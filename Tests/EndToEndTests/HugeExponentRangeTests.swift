import Foundation
import Testing

/// A NUMBER field's range holds for exponents of any size (issue 13 §5e), through the binary.
@Suite struct HugeExponentRangeTests {
  @Test func aValueJustPastAHugeMaximumFailsAndOneEqualToItPasses() throws {
    let scratch = try TemporaryFiles()
    defer { scratch.remove() }
    let form = try scratch.write(
      "range.json",
      #"{"form_title": "R", "fields": [{"id": "n", "order": 1, "type": "TEXT", "subtype": "NUMBER","#
        + #" "label": "N", "max": 1e9223372036854775806}, {"id": "m", "order": 2, "type": "TEXT","#
        + #" "subtype": "NUMBER", "label": "M", "min": 1e99999999999999999999}]}"#)
    let over = try Formsh.run([
      "-c", "set n=1e9223372036854775807; set m=1e99999999999999999999; validate", form,
    ])
    #expect(
      over.stdout == "1 field fails validation:\n  n: must be at most 1e9223372036854775806\n",
      "\(over)")
    let equal = try Formsh.run(
      ["-c", "set n=10e9223372036854775805; set m=10e99999999999999999998; validate", form])
    #expect(equal.stdout == "valid\n", "\(equal)")
    #expect(equal.status == 0)
  }
}
