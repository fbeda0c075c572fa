import FormshDomain
import Testing

@Suite("Theme and RGB")
struct ThemeTests {
  @Test(
    "#RRGGBB in either case parses",
    arguments: [
      ("#0F172A", RGB(0x0F, 0x17, 0x2A)), ("#0f172a", RGB(0x0F, 0x17, 0x2A)),
      ("#FFFFFF", RGB(255, 255, 255)), ("#000000", RGB(0, 0, 0)),
      ("#aBcDeF", RGB(0xAB, 0xCD, 0xEF)),
    ])
  func parses(hex: String, color: RGB) {
    #expect(RGB(hex: hex) == color)
  }

  @Test(
    "anything else is not a colour",
    arguments: [
      "#GGGGGG", "#1\u{0421}1\u{0421}1\u{0421}", "#1С1С1С", "red", "0F172A", "#0F172", "#0F172AA",
      "#FFF", "", "#", " #0F172A", "#0F172A ", "#0F 72A", "#０F172A", "rgb(0,0,0)",
    ])
  func refuses(hex: String) {
    #expect(RGB(hex: hex) == nil)
  }

  @Test("a colour prints as upper-case #RRGGBB")
  func description() {
    #expect(RGB(0x0F, 0xab, 0x2A).description == "#0FAB2A")
    #expect(RGB(hex: "#38bdf8")?.description == "#38BDF8")
  }
}
