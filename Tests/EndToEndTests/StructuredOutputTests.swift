import Foundation
import Testing

/// `--json` on every command that prints a structure (issue 28, point 15): `status` and
/// `diff` print one JSON object on one line, secrets masked, with the keys docs/protocol.md
/// lists.
@Suite struct StructuredOutputTests {
  static let session = """
    set email=a@b.co
    set password=twelve chars 4 sure
    checkpoint one
    set display_name=Ada

    """

  @Test func statusJSONSaysWhereTheSessionStands() throws {
    let result = try Formsh.run(["-c", Self.session + "status --json", "Forms/signup.json"])
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stdout
        == #"{"form":{"source":"Forms/signup.json","title":"Create your account","fields":5},"#
        + #""changed":["email","password","display_name"],"#
        + #""failing":[{"field":"terms","code":"required","message":"must be checked"}],"#
        + #""errors_on_show":0,"submitted":false,"unsubmitted_changes":true,"#
        + #""checkpoints":["one"],"recording":null}"# + "\n")
  }

  @Test func diffJSONListsTheChangesWithSecretsMasked() throws {
    let result = try Formsh.run(
      ["-c", Self.session + "diff --json\ndiff --json one", "Forms/signup.json"])
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stdout.split(separator: "\n") == [
        #"{"since":null,"changes":[{"field":"email","before":"","after":"a@b.co"},"#
          + #"{"field":"password","before":"","after":"********"},"#
          + #"{"field":"display_name","before":"","after":"Ada"}]}"#,
        #"{"since":"one","changes":[{"field":"display_name","before":"","after":"Ada"}]}"#,
      ])
    #expect(!result.stdout.contains("twelve chars"))
  }

  @Test func diffJSONWithNoChangesIsAnEmptyList() throws {
    let result = try Formsh.run(["-c", "diff --json", "Forms/signup.json"])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout == #"{"since":null,"changes":[]}"# + "\n")
  }
}
