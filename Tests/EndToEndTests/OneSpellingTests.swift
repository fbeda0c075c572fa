import FormshPlatform
import Foundation
import Testing

/// One spelling for one idea (issue 28, point 15): `-o FILE` (`--output FILE`) wherever a
/// command writes one file, `--out DIR` only for a folder; an old spelling that conflicts
/// with nothing keeps working, and a refused one names the spelling to use.
@Suite struct OneSpellingTests {
  static let validSignup = FailureClassTests.validSignup

  @Test(arguments: ["-o", "--output", "--out"])
  func submitWritesThePayloadToTheFileItIsGiven(option: String) throws {
    let path = try FillCommandTests.directory().appendingPathComponent("payload.json").path
    let result = try Formsh.run(
      ["-c", Self.validSignup + "submit \(option) \(path)", "Forms/signup.json"])
    #expect(result.status == 0, "\(result)")
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written.contains(#""email" : "a@b.co""#) || written.contains(#""email": "a@b.co""#))
    #expect(!result.stdout.contains("a@b.co"), "\(result)")
  }

  @Test func submitRefusesTwoSpellingsOfTheSameFile() throws {
    let result = try Formsh.run(
      ["-c", Self.validSignup + "submit -o a.json --out b.json", "Forms/signup.json"])
    #expect(result.status == 2, "\(result)")
    #expect(result.stderr.contains("-o and --out say the same: give -o FILE once"), "\(result)")
  }

  @Test func submitsHelpNamesTheOneSpelling() throws {
    let result = try Formsh.run(["-c", "help submit"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("submit [-o|--output FILE]"), "\(result)")
  }
}
