import Foundation
import Testing

/// Compares rendered output with `Golden/<name>.txt` next to this target's tests. A missing or
/// different file fails the test; `FORMSH_RECORD_GOLDEN=1` writes the file instead, so a
/// deliberate change is re-recorded and reviewed in the diff.
func expectGolden(
  _ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let url = GoldenFile.directory.appendingPathComponent(name + ".txt")
  if ProcessInfo.processInfo.environment["FORMSH_RECORD_GOLDEN"] == "1" {
    do {
      try FileManager.default.createDirectory(
        at: GoldenFile.directory, withIntermediateDirectories: true)
      try Data(actual.utf8).write(to: url)
    } catch {
      Issue.record("could not record \(url.path): \(error)", sourceLocation: sourceLocation)
    }
    return
  }
  guard let data = FileManager.default.contents(atPath: url.path) else {
    Issue.record(
      "no golden file \(url.path); run with FORMSH_RECORD_GOLDEN=1 to record it",
      sourceLocation: sourceLocation)
    return
  }
  let expected = String(decoding: data, as: UTF8.self)
  guard expected != actual else { return }
  let difference = GoldenFile.firstDifference(expected, actual)
  Issue.record(
    "\(name).txt differs (FORMSH_RECORD_GOLDEN=1 re-records it)\n\(difference)",
    sourceLocation: sourceLocation)
}

enum GoldenFile {
  /// `Tests/FormshPresentationTests/Golden`.
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Golden")

  /// Output with every ESC shown as `␛`, so colour goldens read (and diff) as text.
  static func visible(_ text: String) -> String {
    String(text.unicodeScalars.map { $0 == "\u{1B}" ? "␛" : Character($0) })
  }

  static func firstDifference(_ expected: String, _ actual: String) -> String {
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
