import FormshDomain
import Testing

@Suite("FormLoadError")
struct FormLoadErrorTests {
  @Test("messages read like a compiler's: path, line, column, reason")
  func messages() {
    #expect(
      FormLoadError.malformed(path: "f.json", line: 3, column: 7, reason: "expected ':'").message
        == "f.json:3:7: expected ':'")
    #expect(
      FormLoadError.unreadable(path: "missing.json", reason: "No such file or directory").message
        == "missing.json: cannot read: No such file or directory")
  }
}
