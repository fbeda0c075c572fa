import Foundation
import Testing

/// A `/REGEX/` in an expectation is taken as written (`/\w+ \w+/` was read as `/w+ w+/`),
/// and a `~` alone is the match operator, never the home directory; `~/` still is.
@Suite struct RegexQuotingTests {
  @Test func aRegexKeepsItsBackslashes() throws {
    let result = try Formsh.run([
      "-c", #"load Forms/signup.json; set email=nope; expect error email /^\w+ a \w+ \S+/"#,
    ])
    #expect(result.status == 0, "\(result)")
  }

  @Test func aRegexThatDoesNotMatchSaysSoAsWritten() throws {
    let result = try Formsh.run([
      "-c", #"load Forms/signup.json; set email=nope; expect error email /\d+/"#,
    ])
    #expect(result.status == 1)
    #expect(
      result.stderr.contains(#"expected an error on email matching /\d+/"#), "\(result)")
  }

  @Test func aTildeAloneIsNoPath() throws {
    let result = try Formsh.run(
      ["-c", "echo ~ ~/forms"], environment: ["HOME": "/home/ada"])
    #expect(result.stdout == "~ /home/ada/forms\n", "\(result)")
  }
}
