import Foundation
import Testing

/// docs/html-forms.md shows real output: each `$ formsh …` line of "Reading a page", run
/// through the built binary, prints what the page shows under it (as `ReadmeConditionsTests`
/// checks form-format.md's).
@Suite struct HTMLFormsDocTests {
  static let examples =
    (try? ReadmeConditionsTests.readExamples(under: "Reading a page", in: "docs/html-forms.md"))
    ?? []

  @Test func thePageHasItsExamples() {
    #expect(Self.examples.count == 2)
  }

  @Test(arguments: examples)
  func theCommandPrintsWhatThePageShows(example: ReadmeConditionsTests.Example) throws {
    let result = try Formsh.run(
      ["-c", #"formsh() { "$FORMSH" "$@"; }; "# + example.command],
      environment: ["FORMSH": Formsh.binary], executable: "/bin/sh")
    var actual = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    if actual.last == "" { actual.removeLast() }
    #expect(result.status == 0, "\(result)")
    #expect(ReadmeConditionsTests.matches(actual, example.expected), "\(result)")
  }
}
