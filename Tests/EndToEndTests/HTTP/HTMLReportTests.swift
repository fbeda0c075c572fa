import Foundation
import Testing

/// Issue 31: `formsh test --report html -o FILE` (or `--report html FILE`) writes one
/// self-contained page: the summary, each scenario with its status, its failures with file,
/// line and the server's errors, and with `--coverage` the forms drawn as their fields with
/// what the suite never exercised marked. Everything in it is hostile input, escaped; no
/// secret reaches it.
@Suite struct HTMLReportTests {
  /// A form whose title, label and option speak HTML.
  static let form = """
    {
      "form_title": "<b>Sign</b> \\"up\\" & more",
      "fields": [
        {"id": "nick", "order": 1, "type": "TEXT", "subtype": "PLAIN", "required": true,
         "max_length": 40, "label": "<script>alert(\\"pwned\\")</script> O'Brien & co"},
        {"id": "plan", "order": 2, "type": "DROPDOWN", "label": "Plan",
         "options": [{"id": "free", "label": "Free"},
                     {"id": "pro", "label": "<img src=x onerror=alert(1)>"}]}
      ]
    }
    """

  /// A suite over that form, run once per row of a CSV file (one of whose values is markup):
  /// one scenario passes, one is refused by a server that echoes every value and the
  /// credentials it got. Returns the files and the result.
  static func run(_ extra: [String], report: (TemporaryFiles) -> [String]) throws
    -> (files: TemporaryFiles, result: Formsh.Result)
  {
    let backend = try Backends.plain()
    let files = try TemporaryFiles()
    let form = try files.write("hostile.json", Self.form)
    _ = try files.write(
      "ok.formsh", "load \(form)\nset nick=${nick}\nselect plan free\nexpect value nick = ${nick}\n"
    )
    _ = try files.write(
      "refused.formsh",
      "load \(form)\nset nick=${nick}\necho the token is ${token}\n"
        + "submit --to ${BACKEND}/errors/echo\n")
    let data = try files.write("rows.csv", "nick\nplain\n<script>alert(1)</script>\n")
    let result = try Formsh.run(
      [
        "test", "--data", data, "--var", "BACKEND=" + backend.url(""), "--secret",
        "token=hunter2-html-secret", "--header", "Authorization: Bearer hunter2-bearer",
        files.path + "/ok.formsh", files.path + "/refused.formsh",
      ] + extra + report(files))
    return (files, result)
  }

  @Test func thePageShowsTheRunEscapedAndMasked() throws {
    let (files, result) = try Self.run(["--coverage"]) {
      ["--report", "html", "-o", $0.path + "/r.html"]
    }
    defer { files.remove() }
    #expect(result.status == 1, "\(result)")
    // The PASS/FAIL lines stay on standard output.
    #expect(result.stdout.contains("2 passed, 2 failed"), "\(result)")
    let html = try String(contentsOfFile: files.path + "/r.html", encoding: .utf8)
    #expect(html.hasPrefix("<!DOCTYPE html>\n"))
    #expect(html.contains("<title>formsh test: 2 passed, 2 failed</title>"))
    // Self-contained, and no markup of the run's own: no script, no image, nothing loaded.
    for forbidden in ["<script", "<img", "src=", "href=", "<link", "@import", "url("] {
      #expect(!html.contains(forbidden), "\(forbidden) in \(html)")
    }
    // No secret: neither the --secret's value nor the header's, which the server echoed.
    #expect(!html.contains("hunter2"), "\(html)")
    #expect(html.contains("the token is ********"), "\(html)")
    // Each run by its row, with its status.
    let name = files.path + "/refused.formsh"
    #expect(html.components(separatedBy: "<tr class=\"scenario fail\">").count == 3)
    #expect(html.components(separatedBy: "<tr class=\"scenario pass\">").count == 3)
    #expect(html.contains("<td class=\"name\">\(name) [row 2]</td>"), "\(html)")
    #expect(html.contains("<td class=\"name\">\(files.path)/ok.formsh [row 1]</td>"))
    // The failure: its file and line, its message, the server's errors under it, escaped.
    #expect(
      html.contains(
        "<li class=\"failure\"><span class=\"where\">\(name):4</span> <span class=\"message\">"
          + "the server answered HTTP 422 Unprocessable Entity"), "\(html)")
    #expect(
      html.contains(
        "<li>nick: &quot;&lt;script&gt;alert(1)&lt;/script&gt;&quot; is not accepted</li>"),
      "\(html)")
    #expect(html.contains("<li>sent with ********</li>"), "\(html)")
    // The form drawn: its title and label escaped, the option never selected marked.
    #expect(html.contains("&lt;b&gt;Sign&lt;/b&gt; &quot;up&quot; &amp; more"), "\(html)")
    #expect(
      html.contains(
        "<span class=\"label\">&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt;"
          + " O&apos;Brien &amp; co</span>"), "\(html)")
    #expect(html.contains("<tr class=\"field untested\" data-field=\"plan\">"), "\(html)")
    #expect(
      html.contains(
        "option pro: <span class=\"side untested\">✗ never selected</span>"), "\(html)")
    #expect(html.contains("option free: <span class=\"side seen\">✓ selected</span>"), "\(html)")
    #expect(html.contains("<tr class=\"field untested\" data-field=\"nick\">"), "\(html)")
    #expect(
      html.contains(
        "required: <span class=\"side seen\">✓ passed</span><span class=\"side untested\">✗ never failed</span>"
      ), "\(html)")
  }

  /// `--report json` carries the same: rows, failures with the server's errors, coverage.
  @Test func theJSONReportCarriesTheSameData() throws {
    let (files, result) = try Self.run(["--coverage"]) { _ in ["--report", "json"] }
    defer { files.remove() }
    #expect(result.status == 1, "\(result)")
    #expect(!result.stdout.contains("hunter2"), "\(result)")
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let scenarios = try #require(report["scenarios"] as? [[String: Any]])
    #expect(scenarios.map { $0["row"] as? Int } == [1, 2, 1, 2])
    let failures = try #require(scenarios[3]["failures"] as? [[String: Any]])
    #expect(failures.first?["line"] as? Int == 4)
    #expect(
      failures.first?["details"] as? [String] == [
        "sent with ********", #"nick: "<script>alert(1)</script>" is not accepted"#,
        "plan: null is not accepted",
      ], "\(failures)")
    let coverage = try #require(report["coverage"] as? [String: Any])
    let forms = try #require(coverage["forms"] as? [[String: Any]])
    #expect(forms.first?["title"] as? String == "<b>Sign</b> \"up\" & more")
  }

  @Test func theOldSpellingTakesTheNextWordAndJUnitAndHTMLTakeOneEach() throws {
    let (files, result) = try Self.run([]) {
      ["--report", "html", $0.path + "/r.html", "--report", "junit", $0.path + "/j.xml"]
    }
    defer { files.remove() }
    #expect(result.status == 1, "\(result)")
    #expect(FileManager.default.fileExists(atPath: files.path + "/r.html"))
    #expect(FileManager.default.fileExists(atPath: files.path + "/j.xml"))
    let html = try String(contentsOfFile: files.path + "/r.html", encoding: .utf8)
    #expect(!html.contains("id=\"coverage\""), "no coverage asked for")
  }

  @Test(arguments: [
    (["--report", "html"], "--report html writes a file: --report html -o FILE"),
    (
      ["--report", "html", "--report", "junit", "-o", "x.html"],
      "--report html writes a file: --report html -o FILE"
    ),
    (
      ["-o", "x.html", "--report", "junit", "--report", "html"],
      "--report junit and --report html each need their own file: give each its -o after it, --report junit -o JUNIT_FILE --report html -o HTML_FILE"
    ),
    (
      ["--report", "html", "Scripts/scenarios/signup"],
      "--report html writes a file: --report html -o FILE (Scripts/scenarios/signup names scenarios, not the report's file)"
    ),
  ])
  func htmlWithoutItsOwnFileIsAUsageError(arguments: [String], message: String) throws {
    let result = try Formsh.run(["test", "Scripts/scenarios/signup"] + arguments)
    #expect(result.status == 2, "\(result)")
    #expect(result.stderr.hasPrefix("formsh test: error: " + message + "\n"), "\(result)")
    #expect(!FileManager.default.fileExists(atPath: Formsh.root + "/x.html"))
  }
}
