import Foundation
import Testing

/// Compares output with a golden file. A missing or different file fails the test.
/// `FORMSH_RECORD_GOLDEN=1` writes the file instead, and still fails the test ("recorded new
/// golden"), so a deliberate change is re-recorded and reviewed in the diff, and a CI that
/// has the variable set can never pass silently on output nobody looked at.
public func expectGolden(
  _ actual: String, in directory: URL, named name: String,
  recording: Bool = GoldenFile.recording, sourceLocation: SourceLocation = #_sourceLocation
) {
  let url = directory.appendingPathComponent(name + ".txt")
  let expected = FileManager.default.contents(atPath: url.path).map {
    String(decoding: $0, as: UTF8.self)
  }
  if expected == actual { return }
  if recording {
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(actual.utf8).write(to: url)
      let note = "recorded new golden \(name).txt; review it and run again without it"
      Issue.record(
        Comment(rawValue: note + " (FORMSH_RECORD_GOLDEN)"), sourceLocation: sourceLocation)
    } catch {
      Issue.record("could not record \(url.path): \(error)", sourceLocation: sourceLocation)
    }
    return
  }
  guard let expected else {
    Issue.record(
      "no golden file \(url.path); run with FORMSH_RECORD_GOLDEN=1 to record it",
      sourceLocation: sourceLocation)
    return
  }
  let difference = GoldenFile.firstDifference(expected, actual)
  Issue.record(
    "\(name).txt differs (FORMSH_RECORD_GOLDEN=1 re-records it)\n\(difference)",
    sourceLocation: sourceLocation)
}

/// Helpers for golden files.
public enum GoldenFile {
  /// Whether this run re-records golden files (`FORMSH_RECORD_GOLDEN=1`).
  public static var recording: Bool {
    ProcessInfo.processInfo.environment["FORMSH_RECORD_GOLDEN"] == "1"
  }

  /// Output with every ESC shown as `␛`, so colour goldens read (and diff) as text.
  public static func visible(_ text: String) -> String {
    String(text.unicodeScalars.map { $0 == "\u{1B}" ? "␛" : Character($0) })
  }

  /// The first line where two texts differ, for the failure message.
  public static func firstDifference(_ expected: String, _ actual: String) -> String {
    let left = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let right = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(left.count, right.count) {
      let want = index < left.count ? String(left[index]) : "(no line)"
      let got = index < right.count ? String(right[index]) : "(no line)"
      if want != got { return "line \(index + 1):\n  expected: \(want)\n  actual:   \(got)" }
    }
    return "(same lines; the difference is in line endings)"
  }
}
