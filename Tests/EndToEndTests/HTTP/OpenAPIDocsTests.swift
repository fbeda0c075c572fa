import Foundation
import Testing

/// docs/openapi.md shows real output: each `$ formsh …` line of its `console` blocks, run
/// through the built binary against the FastAPI app the page names (its
/// `http://127.0.0.1:8000` replaced by the app's own port), prints what the page shows under
/// it, standard output and error together (a line `…` stands for any lines).
@Suite struct OpenAPIDocsTests {
  static let page = "docs/openapi.md"
  static let shownOrigin = "http://127.0.0.1:8000"

  static func examples() throws -> [ReadmeConditionsTests.Example] {
    let text = try String(contentsOfFile: Formsh.root + "/" + page, encoding: .utf8)
    var examples: [ReadmeConditionsTests.Example] = []
    var inBlock = false
    var current: ReadmeConditionsTests.Example?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.hasPrefix("```") {
        if let example = current { examples.append(example) }
        current = nil
        inBlock = line == "```console"
      } else if inBlock, line.hasPrefix("$ formsh ") {
        if let example = current { examples.append(example) }
        current = ReadmeConditionsTests.Example(command: String(line.dropFirst(2)))
      } else if inBlock {
        current?.expected.append(line)
      }
    }
    return examples
  }

  @Test func thePageShowsWhatFormshPrints() throws {
    let examples = try Self.examples()
    #expect(examples.count >= 5, "the page's examples: \(examples.map(\.command))")
    let app = try TestBackend.start(app: "fastapi_users")
    defer { app.stop() }
    for example in examples {
      let command = example.command.replacing(Self.shownOrigin, with: app.baseURL)
      let result = try Formsh.run(
        ["-c", #"formsh() { "$FORMSH" "$@"; }; "# + command + " 2>&1"],
        environment: ["FORMSH": Formsh.binary], executable: "/bin/sh")
      var actual = result.stdout.replacing(app.baseURL, with: Self.shownOrigin)
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      if actual.last == "" { actual.removeLast() }
      #expect(
        ReadmeConditionsTests.matches(actual, example.expected),
        "\(example.command)\n\(actual.joined(separator: "\n"))")
    }
  }
}
