import Foundation
import FormshTestSupport
import Testing

/// `Golden/<name>.txt` next to this target's tests.
func expectGolden(
  _ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  expectGolden(actual, in: goldenDirectory, named: name, sourceLocation: sourceLocation)
}

/// `Tests/FormshPresentationTests/Golden`.
let goldenDirectory = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Golden")
