import Foundation
import Testing

/// The manual's "Sections and conditions" tour (docs/form-format.md, moved there from the
/// README) shows real output: each `$ formsh …` line in its examples, run through the built
/// binary, prints what the page shows under it (a line `…` stands for any number of lines left
/// out).
@Suite struct ReadmeConditionsTests {
  /// One example: the command after `$ `, and the lines shown under it.
  struct Example: CustomTestStringConvertible, Sendable {
    let command: String
    var expected: [String] = []
    var testDescription: String { command }
  }

  /// The page of the manual that holds the section.
  static let page = "docs/form-format.md"

  /// The examples of the page's section with this title (on another page of the manual:
  /// `HTMLFormsDocTests`).
  static func readExamples(under title: String, in page: String = page) throws -> [Example] {
    let text = try String(contentsOfFile: Formsh.root + "/" + page, encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(of: "## " + title) else { return [] }
    let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") || $0.hasPrefix("### ") }
    var examples: [Example] = []
    var inBlock = false
    var current: Example?
    for line in lines[(start + 1)..<(end ?? lines.count)] {
      if line.hasPrefix("```") {
        if let example = current { examples.append(example) }
        current = nil
        inBlock.toggle()
      } else if inBlock, line.hasPrefix("$ formsh ") {
        if let example = current { examples.append(example) }
        current = Example(command: String(line.dropFirst(2)))
      } else if inBlock {
        current?.expected.append(line)
      }
    }
    return examples
  }

  /// Whether `actual` is `expected` with each `…` line standing for any lines.
  static func matches(_ actual: [String], _ expected: [String]) -> Bool {
    let segments = expected.split(separator: "…", omittingEmptySubsequences: false).map(Array.init)
    var position = 0
    for (index, segment) in segments.enumerated() where !segment.isEmpty {
      if index == 0 {
        guard actual.starts(with: segment) else { return false }
        position = segment.count
        continue
      }
      guard
        let found = (position...max(position, actual.count - segment.count)).first(where: {
          $0 + segment.count <= actual.count && Array(actual[$0..<($0 + segment.count)]) == segment
        })
      else { return false }
      position = found + segment.count
    }
    return segments.last?.isEmpty == true || position == actual.count
  }

  static let examples = (try? readExamples(under: "Sections and conditions")) ?? []

  @Test func theSectionHasExamplesOfEachCommand() {
    let commands = Self.examples.map(\.command).joined(separator: "\n")
    for command in ["'show'", "'show --all'", "sections'", "why vat_number", "why ship_country"] {
      #expect(commands.contains(command), "\(command)")
    }
  }

  @Test(arguments: examples)
  func theCommandPrintsWhatTheManualShows(example: Example) throws {
    let result = try Formsh.run(
      ["-c", #"formsh() { "$FORMSH" "$@"; }; "# + example.command],
      environment: ["FORMSH": Formsh.binary], executable: "/bin/sh")
    var actual = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    if actual.last == "" { actual.removeLast() }
    #expect(Self.matches(actual, example.expected), "\(result)")
    #expect(result.stderr.isEmpty, "\(result)")
    #expect(result.status == 0)
  }

  @Test func elisionMatchesAnyLinesAndNothingElse() {
    #expect(Self.matches(["a", "b", "c"], ["a", "…", "c"]))
    #expect(Self.matches(["a", "b", "c"], ["…", "b", "…"]))
    #expect(Self.matches(["a", "c"], ["a", "…", "c"]))
    #expect(!Self.matches(["a", "b", "c"], ["a", "c"]))
    #expect(!Self.matches(["a", "b"], ["…", "c", "…"]))
    #expect(!Self.matches(["a", "b", "c"], ["…", "b"]))
  }
}
