import Foundation
import FormshTestSupport
import Testing

/// The golden-file check itself: re-recording writes the file and still fails, so a run with
/// FORMSH_RECORD_GOLDEN=1 can never pass on output nobody reviewed.
@Suite struct GoldenFileTests {
  @Test func reRecordingWritesTheFileAndFailsTheTest() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "golden-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("sample.txt")

    withKnownIssue("a missing golden fails") {
      expectGolden("one\n", in: directory, named: "sample", recording: false)
    }
    #expect(!FileManager.default.fileExists(atPath: file.path))

    withKnownIssue("recording a new golden fails") {
      expectGolden("one\n", in: directory, named: "sample", recording: true)
    }
    #expect(FileManager.default.contents(atPath: file.path) == Data("one\n".utf8))

    // Once recorded, the same output passes, recording or not.
    expectGolden("one\n", in: directory, named: "sample", recording: true)
    expectGolden("one\n", in: directory, named: "sample", recording: false)

    withKnownIssue("a different output fails") {
      expectGolden("two\n", in: directory, named: "sample", recording: false)
    }
    withKnownIssue("re-recording a changed golden fails") {
      expectGolden("two\n", in: directory, named: "sample", recording: true)
    }
    #expect(FileManager.default.contents(atPath: file.path) == Data("two\n".utf8))
  }
}
