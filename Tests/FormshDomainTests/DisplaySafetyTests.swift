import FormshDomain
import Testing

@Suite("DisplaySafety")
struct DisplaySafetyTests {
  @Test(
    "controls, bidi overrides and line separators are unsafe",
    arguments: [
      0x00, 0x07, 0x0A, 0x1B, 0x1F, 0x7F, 0x80, 0x9B, 0x9F, 0x200E, 0x200F, 0x061C, 0x202A, 0x202E,
      0x2066, 0x2069, 0x2028, 0x2029,
    ] as [UInt32])
  func unsafe(value: UInt32) throws {
    #expect(DisplaySafety.isUnsafe(try #require(Unicode.Scalar(value))))
  }

  @Test(
    "printable text is safe",
    arguments: [0x20, 0x41, 0x7E, 0xA0, 0xE9, 0x0421, 0x200D, 0x1F1E9] as [UInt32])
  func safe(value: UInt32) throws {
    #expect(!DisplaySafety.isUnsafe(try #require(Unicode.Scalar(value))))
  }
}
