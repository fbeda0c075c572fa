import Foundation
import Testing

/// Issue 43: formsh against real FastAPI (pydantic) and Django REST framework apps
/// (`Backend/frameworks/`), their own validation and their own error answers: a refusal's
/// messages land on the fields they name (a plain field, a field in a group, a list item's),
/// `expect error` sees them, and `probe` judges the app by them.
@Suite struct FrameworkServerTests {
  static let form = "Tests/EndToEndTests/Fixtures/frameworks/signup.json"
  /// The same form without the rules the apps enforce, so that the server is the one to refuse.
  static let loose = "Tests/EndToEndTests/Fixtures/frameworks/signup-loose.json"

  /// A framework's app and what it answers a refusal with.
  struct Framework: Sendable, CustomTestStringConvertible {
    let name: String
    let start: @Sendable () throws -> TestBackend
    let status: Int
    /// Its messages for `age` 17, a 25-character city and an item name of 23 characters.
    let age: String
    let city: String
    let item: String
    var testDescription: String { name }
  }

  static let frameworks = [
    Framework(
      name: "FastAPI", start: { try Backends.fastAPI() }, status: 422,
      age: "ensure this value is greater than or equal to 18",
      city: "ensure this value has at most 20 characters",
      item: "ensure this value has at most 10 characters"),
    Framework(
      name: "Django REST framework", start: { try Backends.djangoREST() }, status: 400,
      age: "Ensure this value is greater than or equal to 18.",
      city: "Ensure this field has no more than 20 characters.",
      item: "Ensure this field has no more than 10 characters."),
  ]

  /// Fills the loose form with a value each rule of the app refuses: `age` 17, a city of 25
  /// characters, item 2's name of 23.
  static let refused = """
    set name=Ada
    set age=17
    set address.city=\(String(repeating: "c", count: 25))
    set items[1].name=pen
    add items
    set items[2].name=\(String(repeating: "n", count: 23))

    """

  @Test(arguments: frameworks)
  func aRefusalShowsTheFrameworksMessagesOnTheirFields(_ framework: Framework) throws {
    let app = try framework.start()
    let url = app.url("/signup")
    let refused = try Formsh.run(["-c", Self.refused + "submit --to \(url)", Self.loose])
    #expect(refused.status == 1, "\(refused)")
    for line in [
      "age: \(framework.age)", "address.city: \(framework.city)",
      "items[2].name: \(framework.item)",
    ] {
      #expect(refused.stderr.contains(line), "\(line)\n\(refused)")
    }
    // A scenario asserts them as errors on the fields.
    let expected = try Formsh.run([
      "-c",
      Self.refused + """
        submit --to \(url)
        expect status \(framework.status)
        expect error age /greater/
        expect error address.city /20/
        expect error items[2].name /10/
        expect no error items[1].name
        """, Self.loose,
    ])
    #expect(expected.status == 0, "\(expected)")
    // `validate --remote` lists them under the server's verdict.
    let remote = try Formsh.run(["-c", Self.refused + "validate --remote \(url)", Self.loose])
    #expect(remote.stdout.contains("  age: \(framework.age)\n"), "\(remote)")
    #expect(remote.stdout.contains("  items[2].name: \(framework.item)\n"), "\(remote)")
  }

  @Test(arguments: frameworks)
  func anAppThatEnforcesTheFormAgreesOnEveryProbe(_ framework: Framework) throws {
    let app = try framework.start()
    let result = try Formsh.run(["probe", Self.form, "--to", app.url("/signup")])
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stdout.contains(
        "\n19 probes sent: 19 agreed, 0 accepted what the form forbids, 0 refused what the"
          + " form allows, 0 blamed another field, 0 server errors\n"), "\(result)")
  }

  @Test(arguments: frameworks)
  func anAppThatForgetsARuleIsNamed(_ framework: Framework) throws {
    let app = try framework.start()
    let result = try Formsh.run(["probe", Self.form, "--to", app.url("/lax/signup")])
    #expect(result.status == 1, "\(result)")
    #expect(
      result.stdout.contains(
        "age            min            17                        refuse  201     accepted what"
          + " the form forbids\n"), "\(result)")
    #expect(result.stdout.contains("\n19 probes sent: 18 agreed, 1 accepted"), "\(result)")
  }

  @Test(arguments: frameworks)
  func probeJSONCarriesTheServersMessagesOnTheirFields(_ framework: Framework) throws {
    let app = try framework.start()
    let result = try Formsh.run(["probe", Self.form, "--to", app.url("/signup"), "--json"])
    #expect(result.status == 0, "\(result)")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let probes = try #require(document["probes"] as? [[String: Any]])
    func errors(_ field: String, _ rule: String) -> [String: [String]]? {
      probes.first { $0["field"] as? String == field && $0["rule"] as? String == rule }?[
        "errors"] as? [String: [String]]
    }
    #expect(errors("age", "min") == ["age": [framework.age]])
    #expect(errors("address.city", "max_length") == ["address.city": [framework.city]])
    #expect(errors("items[1].name", "max_length") == ["items[1].name": [framework.item]])
  }
}
