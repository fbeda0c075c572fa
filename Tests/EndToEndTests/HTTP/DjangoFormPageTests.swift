import Foundation
import Testing

/// A real Django form page read as a form (issue 43, docs/html-forms.md): the project of
/// `Tests/EndToEndTests/Django` (a `forms.Form` with a required name of at most 20
/// characters, an email, an age of at least 18 and a choice; `{% csrf_token %}`;
/// CsrfViewMiddleware on), loaded by URL through the binary. Django refuses a POST without
/// the page's token and cookie (403), so every accepted submit shows both were sent.
@Suite(.serialized) struct DjangoFormPageTests {
  static let backend = Result { try TestBackend.django() }

  static func page() throws -> String {
    try backend.get().url("/signup/")
  }

  static func run(_ commands: [String], _ extra: [String] = []) throws -> Formsh.Result {
    try Formsh.run(extra + ["-c", commands.joined(separator: "\n"), try page()], timeout: 60)
  }

  static let good = ["set name=Ada", "set email=ada@example.com", "set age=36", "select plan pro"]

  @Test func showListsTheFieldsWithTheirLabelsAndRules() throws {
    let result = try Self.run(["show", "describe name", "describe age"])
    #expect(result.status == 0, "\(result)")
    for label in ["Your name:", "Email:", "Age:", "Plan:", "Note:"] {
      #expect(result.stdout.contains(label), "\(result)")
    }
    #expect(result.stdout.contains("20"), "\(result)")
    #expect(result.stdout.contains("18"), "\(result)")
  }

  @Test func goodValuesAreAcceptedWithTheCSRFTokenAndCookie() throws {
    let result = try Self.run(Self.good + ["submit", "expect status 200"])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("Thanks, Ada"), "\(result)")
  }

  @Test func djangosOwnMessageLandsOnItsFieldAndTheFormsOnTheForm() throws {
    // formsh's own rules refuse what the page's attributes say before sending; these are
    // Django's alone (a name taken, a name reserved), answered 400 with the page again.
    let result = try Self.run(
      [
        "set name=admin", "set email=ada@example.com", "set age=36", "select plan pro",
        "submit", "expect status 400", "expect error name /This name is taken/",
        "expect server-error name /This name is taken/",
        "set name=Root", "submit", "expect status 400",
        "expect server-error _form /This name is reserved/",
      ])
    #expect(result.status == 0, "\(result)")
  }

  @Test func probeGivesVerdictsAgainstThePage() throws {
    let result = try Formsh.run(["probe", try Self.page(), "--json"], timeout: 120)
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("\"agreed\": true"), "\(result)")
    #expect(result.stdout.contains("\"status\": 400"), "\(result)")
    #expect(!result.stdout.contains("\"status\": 403"), "\(result)")
  }
}
