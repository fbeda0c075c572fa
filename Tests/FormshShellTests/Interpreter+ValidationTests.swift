import FormshDomain
import Foundation
import Testing

@testable import FormshShell

@Suite struct InterpreterValidationTests {
  static let filled = """
    set full_name=Ada Lovelace
    set budget=19.990
    set email=ada@example.com
    set password=${PW}
    select interests Design,sales
    check terms
    """

  @Test func validatePrintsTheProblemsAndShowsThemUnderTheFields() throws {
    let shell = try Shell()
    shell.script("validate\nfields")
    #expect(
      shell.stdout.hasPrefix(
        """
        6 fields fail validation:
          full_name: is required
          budget:    is required
          email:     is required
          password:  is required
          interests: needs at least one selection
          terms:     You must accept the terms to continue.
        ID          KIND         REQ  VALUE
        full_name   text         *    (empty)  ✗ is required

        """))
    #expect(shell.status == 0)
    #expect(shell.session.errors.count == 6)
  }

  @Test func validateOneField() throws {
    let shell = try Shell()
    shell.script("validate zip\nset zip=1\nvalidate zip")
    #expect(
      shell.stdout == """
        valid
        1 field fails validation:
          zip: Enter a ZIP code like 12345 or 12345-6789.

        """)
    #expect(Array(shell.session.errors.keys) == ["zip"])
  }

  @Test func submitPrintsThePayload() throws {
    let shell = try Shell(secrets: ["PW": "correct horse"])
    shell.script(Self.filled + "\nsubmit\nexpect submitted")
    #expect(
      shell.stdout == """
        {
          "full_name": "Ada Lovelace",
          "bio": "",
          "age": null,
          "budget": 19.990,
          "website": "",
          "email": "ada@example.com",
          "password": "correct horse",
          "zip": "",
          "country": "us",
          "interests": [
            "design",
            "sales"
          ],
          "newsletter": true,
          "terms": true
        }

        """)
    #expect(shell.stderr.isEmpty)
    #expect(shell.status == 0)
    #expect(!shell.session.hasUnsubmittedChanges)
  }

  @Test func aRefusedSubmitListsEveryProblem() throws {
    let shell = try Shell(secrets: ["PW": "short"])
    shell.script(Self.filled + "\nset zip=1\nsubmit", name: "fill.formsh")
    #expect(shell.stdout.isEmpty)
    #expect(
      shell.stderr == """
        fill.formsh:8: error: submit refused: 2 fields fail validation
          password: must be at least 8 characters
          zip:      Enter a ZIP code like 12345 or 12345-6789.

        """)
    #expect(shell.status == 1)
  }

  @Test func submitOutWritesThePayloadToAFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let shell = try Shell(secrets: ["PW": "correct horse"])
    shell.script(Self.filled + "\nsubmit --out \(directory.path)/payload.json")
    #expect(shell.stdout.isEmpty)
    #expect(shell.stderr.isEmpty)
    let written = try #require(directory.read("payload.json"))
    let json = try JSONSerialization.jsonObject(with: Data(written.utf8)) as? [String: Any]
    #expect(json?["full_name"] as? String == "Ada Lovelace")
    #expect(json?["interests"] as? [String] == ["design", "sales"])
    #expect(written.contains("\"budget\": 19.990,"))
  }

  @Test func submitOutToAPlaceThatCannotBeWrittenIs73() throws {
    let shell = try Shell(secrets: ["PW": "correct horse"])
    shell.script(Self.filled + "\nsubmit --out /nonexistent/dir/payload.json")
    #expect(
      shell.stderr.hasPrefix("test.formsh:7: error: /nonexistent/dir/payload.json: cannot write: "))
    #expect(shell.status == 73)
  }

  @Test func thePayloadOnTheTerminalHasNoRawControlCharacters() throws {
    let shell = try Shell(
      variables: ["EVIL": "\u{1B}]0;pwned\u{07}"], secrets: ["PW": "correct horse"])
    shell.script(Self.filled + "\nset full_name=${EVIL}\nsubmit")
    #expect(shell.stdout.contains(#""full_name": "\u001b]0;pwned\u0007","#))
    #expect(!shell.stdout.unicodeScalars.contains("\u{1B}"))
  }
}
