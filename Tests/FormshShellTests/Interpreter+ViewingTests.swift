import FormshDomain
import FormshPresentation
import Testing

@testable import FormshShell

@Suite struct InterpreterViewingTests {
  @Test func showRendersTheFormOrOneField() throws {
    let shell = try Shell()
    shell.script("show")
    #expect(shell.stdout == FormRenderer.render(shell.session.view, RenderOptions()))
    #expect(shell.stdout.hasPrefix("Showcase: every kind of field\n"))

    let one = try Shell()
    one.script("set zip=123\nvalidate zip\nshow zip")
    #expect(
      one.stdout.hasSuffix(
        """
          ZIP code                                                     zip · text · 3/10
            › 123
            ✗ Enter a ZIP code like 12345 or 12345-6789.

        """))
  }

  @Test func fieldsListsEveryField() throws {
    let shell = try Shell(form: "signup")
    shell.script("set display_name=Grace\nfields")
    #expect(
      shell.stdout == """
        ID                KIND      REQ  VALUE
        email             email     *    (empty)
        password          secure    *    (empty)
        display_name      text           "Grace"
        marketing_opt_in  toggle         off
        terms             checkbox  *    not checked

        """)
  }

  @Test func describeOneField() throws {
    let shell = try Shell()
    shell.script("describe newsletter")
    #expect(
      shell.stdout == """
        newsletter — Send me the monthly newsletter
          kind          toggle
          required      no
          rules         (none)
          default       on
          value         on
          accepts       true/false, yes/no, on/off, 1/0 (check, uncheck, toggle)

        """)
  }

  @Test func linksAreNumberedAcrossTheForm() throws {
    let shell = try Shell(form: "campaign")
    shell.script("links\nlinks enable_ai_bidding\nlinks daily_budget")
    #expect(
      shell.stdout == """
        [1] Terms of Service → https://example.com/terms  (accept_legal)
        [2] Privacy Policy → https://example.com/privacy  (accept_legal)
        [3] Enable AI bidding → https://example.com/help/ai-bidding  (enable_ai_bidding)
        [3] Enable AI bidding → https://example.com/help/ai-bidding  (enable_ai_bidding)
        (no links)

        """)
  }

  @Test func openInAScriptPrintsTheURL() throws {
    let shell = try Shell(form: "signup")
    shell.script("open 2\nopen 3")
    #expect(shell.stdout == "https://example.com/legal/privacy\n")
    #expect(shell.stderr == "test.formsh:2: error: no link 3; the form has 2 (see links)\n")
    #expect(shell.status == 1)
  }

  @Test func openOnAFormWithFewerLinksOrNone() throws {
    let shell = try Shell()
    shell.script("load \(Shell.root)/Forms/hostile.json\nopen 3")
    #expect(shell.stderr.hasSuffix("test.formsh:2: error: no link 3; the form has 2 (see links)\n"))

    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("empty.json", #"{"form_title": "Empty", "fields": []}"#)
    let empty = try Shell()
    empty.script("load \(directory.path)/empty.json\nopen 1")
    #expect(empty.stderr == "test.formsh:2: error: the form has no links\n")
  }
}
