import FormshData
import FormshDomain
import Testing
@testable import FormshFill

/// `fill`'s output lines: JSON, one per record; for a terminal, C1 and bidi controls in
/// strings are escaped too, so a record cannot rewrite the screen.
@Suite struct FillResultWriterTests {
  static let hostile = "a\u{1B}[2J\u{9B}31m\u{202E}z"

  func lines(terminalSafe: Bool) -> String {
    let keys = FillResultKeys(fieldIDs: ["name", "id\u{9D}"], terminalSafe: terminalSafe)
    var writer = FillResultWriter(keys: keys)
    writer.valid(1, [.string(Self.hostile), .strings([Self.hostile])])
    writer.invalid(
      2, fields: [FillError(field: 1, message: Self.hostile, code: .editRefused)],
      keys: [(Self.hostile, "unknown")])
    writer.malformed(3, Self.hostile)
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  @Test func forATerminalEveryControlIsAnEscape() {
    let escaped = #"a\u001b[2J\u009b31m\u202ez"#
    #expect(
      lines(terminalSafe: true) == """
        {"record":1,"ok":true,"payload":{"name":"\(escaped)","id\\u009d":["\(escaped)"]}}
        {"record":2,"ok":false,"errors":{"id\\u009d":"\(escaped)","\(escaped)":"unknown"}}
        {"record":3,"ok":false,"malformed":"\(escaped)"}

        """)
  }

  @Test func forAFileOrAPipeTheTextStaysAsItIs() throws {
    let text = lines(terminalSafe: false)
    #expect(text.contains("\"name\":\"a\\u001b[2J\u{9B}31m\u{202E}z\""))
    for line in text.split(separator: "\n") {
      guard case .object = try JSONParser.parse(Array(line.utf8)) else {
        Issue.record("not an object: \(line)")
        continue
      }
    }
  }
}
