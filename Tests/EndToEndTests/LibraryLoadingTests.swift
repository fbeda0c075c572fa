import Foundation
import Testing

/// Libraries that only some runs need are opened when needed, not at every start: a script,
/// `-c` or `fill` never loads libedit (the prompt's line editor), libcurl (HTTP) or gumbo
/// (HTML pages). The
/// dynamic loader's own trace (`LD_DEBUG=libs`, on standard error) says what was loaded.
@Suite struct LibraryLoadingTests {
  /// The libraries the loader looked for while formsh ran these arguments.
  private func loaded(_ arguments: [String], stdin: String = "") throws -> String {
    let result = try Formsh.run(arguments, stdin: stdin, environment: ["LD_DEBUG": "libs"])
    #expect(result.status == 0, "\(result)")
    return result.stderr
  }

  @Test func aScriptLoadsNeitherLibeditNorLibcurl() throws {
    let trace = try loaded(["-c", "set email=ada@example.com; validate", "Forms/signup.json"])
    #expect(trace.contains("libpcre2-8"), "the trace lists the libraries formsh links")
    #expect(!trace.contains("libedit"))
    #expect(!trace.contains("libcurl"))
  }

  @Test func fillLoadsNeitherLibeditNorLibcurl() throws {
    let trace = try loaded(
      ["fill", "--form", "Forms/signup.json", "-"],
      stdin: #"{"email":"ada@example.com","password":"correct horse 9","terms":true}"# + "\n")
    #expect(!trace.contains("libedit"))
    #expect(!trace.contains("libcurl"))
  }

  /// gumbo, the HTML parser, is opened at the first page read (docs/html-forms.md).
  @Test func onlyAnHTMLPageLoadsGumbo() throws {
    let json = try loaded(["-c", "set email=ada@example.com; validate", "Forms/signup.json"])
    #expect(!json.contains("libgumbo"))
    let page = try loaded(["lint", "Forms/contact.html"])
    #expect(page.contains("libgumbo"))
  }

  @Test func commandsReadFromAPipeLoadNoLineEditor() throws {
    let trace = try loaded(["Forms/signup.json"], stdin: "show email\n")
    #expect(!trace.contains("libedit"))
  }
}
