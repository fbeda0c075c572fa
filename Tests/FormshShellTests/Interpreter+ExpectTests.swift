import FormshDomain
import Testing

@testable import FormshShell

@Suite struct InterpreterExpectTests {
  /// Expectations that hold after `setup`.
  static let holding: [(setup: String, expectation: String)] = [
    ("", "expect invalid"),
    ("", "expect error email"),
    ("", "expect error email is required"),
    ("", "expect error terms /accept the terms/"),
    ("", "expect no error zip"),
    ("", "expect links 2"),
    ("", "expect value country = us"),
    ("", "expect value country = United States"),
    ("", "expect value newsletter = yes"),
    ("", "expect value full_name ="),
    ("set budget=19.99", "expect value budget = 19.990"),
    ("set budget=1e2", "expect value budget = 100"),
    ("select interests sales,design", "expect value interests = design,sales"),
    ("set full_name=Ada  Lovelace", "expect value full_name = Ada  Lovelace"),
    ("set password=${PW}", "expect value password = correct horse"),
    ("set email=x", "expect error email must be an email address"),
  ]

  @Test("an expectation that holds is silent", arguments: holding.indices)
  func holds(index: Int) throws {
    let (setup, expectation) = Self.holding[index]
    let shell = try Shell(variables: ["PW": "correct horse"])
    shell.script(setup + "\n" + expectation)
    #expect(shell.stderr.isEmpty)
    #expect(shell.stdout.isEmpty)
    #expect(shell.status == 0)
  }

  /// Expectations that fail, with what they print.
  static let failing: [(setup: String, expectation: String, message: String)] = [
    (
      "", "expect valid",
      "expected the form to be valid, found 6 failing fields: full_name (is required), budget (is required), email (is required), password (is required), interests (needs at least one selection), terms (You must accept the terms to continue.)"
    ),
    ("", "expect submitted", "expected a successful submit, found none since the form was loaded"),
    ("", "expect links 3", "expected 3 links, found 2"),
    ("", "expect error zip", "expected an error on zip, found none (the value passes every rule)"),
    ("", "expect no error email", "expected no error on email, found \"is required\""),
    (
      "", "expect error email must be filled",
      "expected error \"must be filled\" on email, found \"is required\""
    ),
    (
      "", "expect error email /^must/",
      "expected an error on email matching /^must/, found \"is required\""
    ),
    ("", "expect value country = ca", "expected country = ca, found us"),
    ("set budget=19.99", "expect value budget = 19.9", "expected budget = 19.9, found 19.99"),
    (
      "", "expect value budget = ten",
      "expected budget = \"ten\", which the field could never hold (must be a number; \"ten\" is not), found (empty)"
    ),
    (
      "set password=${PW}", "expect value password = wrong horse",
      "expected password = the expected secret, found •••••••• (hidden)"
    ),
    ("", "expect value nope = 1", "no field \"nope\""),
  ]

  @Test("a failing expectation says what was expected and found", arguments: failing.indices)
  func fails(index: Int) throws {
    let (setup, expectation, message) = Self.failing[index]
    let shell = try Shell(variables: ["PW": "correct horse"])
    shell.script(setup + "\n" + expectation, name: "scenario.formsh")
    #expect(shell.stderr == "scenario.formsh:2: error: \(message)\n")
    #expect(!shell.stderr.contains("correct horse"))
    #expect(shell.status == 1)
  }

  @Test func expectSubmittedAfterASubmit() throws {
    let shell = try Shell(form: "signup", variables: ["PW": "correct horse 1"])
    shell.script(
      """
      set email=grace@example.com
      set password=${PW}
      check terms
      expect valid
      submit
      expect submitted
      """)
    #expect(shell.stderr.isEmpty)
    #expect(shell.status == 0)
  }
}
