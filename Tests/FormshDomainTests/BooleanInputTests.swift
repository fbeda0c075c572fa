import FormshDomain
import Testing

@Suite("BooleanInput")
struct BooleanInputTests {
  @Test(
    "the accepted spellings, in any case",
    arguments: [
      ("true", true), ("false", false), ("yes", true), ("no", false), ("on", true),
      ("off", false), ("1", true), ("0", false), ("True", true), ("NO", false), ("oN", true),
    ])
  func spellings(text: String, on: Bool) {
    #expect(BooleanInput.parse(text) == on)
    #expect(Array(text.utf8).withUnsafeBufferPointer(BooleanInput.parse(ascii:)) == on)
  }

  @Test(
    "nothing else is a boolean",
    arguments: [
      "", "t", "f", "y", "n", "2", "-1", "yes ", "ja", "null", "truefalse", "true\0", "tRUE1",
      "n\u{0}", "[es", "YES@",
    ])
  func others(text: String) {
    #expect(BooleanInput.parse(text) == nil)
    #expect(Array(text.utf8).withUnsafeBufferPointer(BooleanInput.parse(ascii:)) == nil)
  }
}
