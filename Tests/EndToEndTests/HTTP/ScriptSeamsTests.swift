import Foundation
import Testing

/// Issue 28, point 11: an RFC 9457 pointer in an expectation is not a comment; a `capture`
/// that took nothing is named by the `${NAME}` after it; `state --json` writes empty text as
/// the payload does; coverage counts only the server error shapes the backend used.
@Suite struct ScriptSeamsTests {
  @Test func aPointerInAnExpectationIsNotAComment() throws {
    let backend = try Backends.plain()
    let result = try Formsh.run(
      [
        "-c",
        SubmitToTests.filled + """
          submit --to \(backend.url("/errors/rfc9457")) --status 422
          expect response $.errors[0].pointer == #/email
          expect response $.errors[1].pointer == #/email # a comment still ends the line
          """,
        "Forms/signup.json",
      ])
    #expect(result.status == 1, "\(result)")
    #expect(
      result.stderr
        == ##"-c:6: error: expected response $.errors[1].pointer == "#/email", found "/age""##
        + "\n",
      "\(result)")
  }

  @Test func aCaptureThatTookNothingIsNamedByTheNextExpansion() throws {
    let backend = try Backends.plain()
    let result = try Formsh.run(
      [
        "-c",
        SubmitToTests.filled + """
          submit --to \(backend.url("/submit"))
          capture id = $.id
          capture id = $.identifier
          echo ${id}
          """,
        "Forms/signup.json",
      ])
    #expect(result.status == 1, "\(result)")
    #expect(
      result.stderr.split(separator: "\n") == [
        "-c:6: error: $.identifier selects nothing in the last response",
        "-c:7:6: error: ${id} is not set; capture id at -c:6 took nothing: "
          + "$.identifier selects nothing in the last response",
      ], "\(result)")
  }

  @Test func stateWritesEmptyTextAsThePayloadDoes() throws {
    let result = try Formsh.run(
      ["-c", SubmitToTests.filled + "submit\nstate --json", "Forms/signup.json"])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains(#""display_name": """#), "\(result)")
    #expect(!result.stdout.contains("null"), "\(result)")
    let parts = result.stdout.components(separatedBy: "\n}\n")
    let payload = try #require(JSONText(parsing: parts[0] + "\n}"), "\(result)")
    let state = try #require(JSONText(parsing: parts[1] + "\n}"), "\(result)")
    #expect(state["values"]?["display_name"] == payload["display_name"])
  }

  @Test func aSnapshotThatWroteNullForEmptyTextStillCompares() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let saved = try Formsh.run(["-c", SubmitToTests.filled + "state --json", "Forms/signup.json"])
    let old = saved.stdout.replacingOccurrences(
      of: #""display_name": """#, with: #""display_name": null"#)
    #expect(old != saved.stdout)
    let path = try files.write("old.json", old)
    let result = try Formsh.run(
      ["-c", SubmitToTests.filled + "expect state \(path)", "Forms/signup.json"])
    #expect(result.status == 0, "\(result)")
  }
}
