import FormshPresentation
import Testing

@testable import FormshShell

@Suite struct OutputModeTests {
  @Test func neverAndNonTerminalsArePlain() {
    #expect(OutputMode.colorMode(.never, terminal: true) == ColorMode.none)
    #expect(OutputMode.colorMode(.auto, terminal: false) == ColorMode.none)
    #expect(OutputMode.colorMode(.never, terminal: false) == ColorMode.none)
  }

  @Test func alwaysColoursEvenAPipe() {
    #expect(OutputMode.colorMode(.always, terminal: false) != ColorMode.none)
  }
}
