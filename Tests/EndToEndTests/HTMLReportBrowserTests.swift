import Foundation
import Testing

/// Issue 31: the HTML report of `formsh test` as a browser renders it: headless Chromium
/// (`./dev test` installs Debian's chromium) reads the page from a file, and its DOM holds
/// the scenarios, the failure and the untested rules marked; its screenshot is a PNG.
@Suite struct HTMLReportBrowserTests {
  /// Runs chromium headless (without the sandbox, which refuses to run as root) with these
  /// arguments, its profile in `folder`.
  static func chromium(_ arguments: [String], in folder: String) throws -> Formsh.Result {
    let result = try Formsh.run(
      [
        "chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
        "--user-data-dir=\(folder)/profile",
      ] + arguments, environment: ["HOME": folder], executable: "/usr/bin/env", timeout: 120)
    try #require(
      result.status == 0, "chromium is needed (./dev test installs it)\n\(result)")
    return result
  }

  @Test func chromiumRendersTheReport() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let page = files.path + "/report.html"
    let run = try Formsh.run([
      "test", "--coverage", "--report", "html", "-o", page, "Scripts/scenarios/signup",
      "Scripts/failing-example.formsh",
    ])
    #expect(run.status == 1, "\(run)")
    let dom = try Self.chromium(["--dump-dom", "file://" + page], in: files.path).stdout
    // The scenarios, the failing one first.
    for name in [
      "Scripts/failing-example.formsh", "Scripts/scenarios/signup/rules.formsh",
      "Scripts/scenarios/signup/submit.formsh",
      "Scripts/scenarios/signup/switches-and-links.formsh",
    ] {
      #expect(dom.contains("<td class=\"name\">\(name)</td>"), "\(name) in \(dom)")
    }
    #expect(dom.contains("3 passed"), "\(dom)")
    // The failure, with its line and the refused submit's field under it.
    #expect(
      dom.contains(
        "<span class=\"where\">Scripts/failing-example.formsh:14</span> <span class=\"message\">"
          + "expected error \"must be at least 12 characters\" on password"), "\(dom)")
    #expect(dom.contains("<li>password: must match the pattern .*[0-9].*</li>"), "\(dom)")
    // The rule the suite never saw fail, marked on its field.
    #expect(dom.contains("<tr class=\"field untested\" data-field=\"email\">"), "\(dom)")
    #expect(
      dom.contains(
        "max_length: <span class=\"side seen\">✓ passed</span><span class=\"side untested\">"
          + "✗ never failed</span>"), "\(dom)")
    #expect(dom.contains("<tr class=\"field\" data-field=\"terms\">"), "\(dom)")
    // And as an image.
    let png = files.path + "/report.png"
    _ = try Self.chromium(
      ["--window-size=800,1000", "--screenshot=" + png, "file://" + page], in: files.path)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: png))
    #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    #expect(bytes.count > 10_000, "a page drawn, not a blank one")
  }
}
