/// One failure of a scenario, as the JSON and HTML reports show it: where (the script's file
/// and line), what (the error's message) and what came with it (the indented lines under it:
/// a server's errors, the fields a refused submit names).
struct ScenarioFailure: Sendable, Equatable {
  /// The script the failing line is in; nil for a failure of the whole run ("exit status 3").
  let file: String?
  /// Its line, from 1.
  let line: Int?
  /// The error, without its location.
  let message: String
  /// The lines under it (the server's errors), without their indentation.
  var details: [String] = []

  /// The failures of a scenario's error lines (`FILE:LINE: error: …`, the lines indented
  /// under it belonging to it, as `ErrorPrinter` writes them; a `FILE:LINE: note: …` after
  /// it, such as "the script stops", one of its details too).
  static func parse(_ lines: [String]) -> [ScenarioFailure] {
    var failures: [ScenarioFailure] = []
    for line in lines {
      if line.hasPrefix(" "), !failures.isEmpty {
        failures[failures.count - 1].details.append(String(line.drop { $0 == " " }))
      } else if let note = line.firstRange(of: ": note: "), !failures.isEmpty {
        failures[failures.count - 1].details.append("note: " + line[note.upperBound...])
      } else {
        failures.append(located(line))
      }
    }
    return failures
  }

  /// A line split at `: error: ` into its file, line and message, where it has them
  /// (`FILE:LINE: error: …`, or `FILE:LINE:COLUMN: error: …` for an error of syntax).
  private static func located(_ line: String) -> ScenarioFailure {
    guard let marker = line.firstRange(of: ": error: ") else {
      return ScenarioFailure(file: nil, line: nil, message: line)
    }
    var parts = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
    var numbers: [Int] = []
    while numbers.count < 2, parts.count > 1, let number = Int(parts.last!), number > 0 {
      numbers.insert(number, at: 0)
      parts.removeLast()
    }
    guard let number = numbers.first else {
      return ScenarioFailure(file: nil, line: nil, message: line)
    }
    return ScenarioFailure(
      file: parts.joined(separator: ":"), line: number,
      message: String(line[marker.upperBound...]))
  }
}

extension Scenario.Outcome {
  /// Its failures, one per error line with the lines under it (none when it passed).
  var failures: [ScenarioFailure] { passed ? [] : ScenarioFailure.parse(messages) }
}
