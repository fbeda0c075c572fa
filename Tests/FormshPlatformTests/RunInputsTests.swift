import Foundation
import Testing

@testable import FormshPlatform

/// `RunInputs` knows an input by its inode, which the system gives to another file once the
/// input is gone: an input replaced under its name is no longer one.
@Suite final class RunInputsTests {
  let directory: String

  init() throws {
    directory = NSTemporaryDirectory() + "formsh-inputs-" + UUID().uuidString
    try FileSystem.makeDirectories(directory)
  }

  deinit { try? FileManager.default.removeItem(atPath: directory) }

  @Test func anInputIsRefusedUntilItIsReplacedUnderItsName() throws {
    let input = directory + "/form.json"
    let kept = directory + "/kept.json"
    try Data("{}".utf8).write(to: URL(fileURLWithPath: input))
    RunInputs.note(input)
    // The same file by another name is the input.
    #expect(link(input, kept) == 0)
    #expect(throws: FileSystem.Failure.self) { try RunInputs.check(output: kept) }
    // Replaced under its name, the input is the new file; the old one, still linked at
    // `kept`, is no input any more (its inode could as well be another file's now).
    let next = directory + "/next.json"
    try Data("{\"fields\": []}".utf8).write(to: URL(fileURLWithPath: next))
    #expect(rename(next, input) == 0)
    try RunInputs.check(output: kept)
  }
}
