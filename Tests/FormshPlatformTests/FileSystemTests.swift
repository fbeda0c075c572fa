import FormshPlatform
import Foundation
import Testing

/// A file failure says whether formsh was reading or writing, which decides the exit status.
@Suite final class FileSystemTests {
  let directory: String

  init() throws {
    directory = NSTemporaryDirectory() + "formsh-platform-" + UUID().uuidString
    try FileSystem.makeDirectories(directory)
  }

  deinit { try? FileManager.default.removeItem(atPath: directory) }

  @Test func readingWhatIsNotThereOrIsADirectoryIsAReadFailure() {
    #expect(
      throws: FileSystem.Failure(
        path: directory + "/none", operation: .reading, reason: "No such file or directory")
    ) { try FileSystem.read(directory + "/none") }
    #expect(
      throws: FileSystem.Failure(path: directory, operation: .reading, reason: "is a directory")
    ) { try FileSystem.read(directory) }
    #expect(throws: FileSystem.Failure.self) { try FileSystem.list(directory + "/none") }
  }

  @Test func writingIntoAMissingDirectoryOrOntoADirectoryIsAWriteFailure() throws {
    let missing = directory + "/no/such/out.json"
    #expect(
      throws: FileSystem.Failure(
        path: missing, operation: .writing, reason: "No such file or directory")
    ) { try FileSystem.writeAtomically(missing, [1]) }
    let target = directory + "/a-directory"
    try FileSystem.makeDirectories(target)
    #expect(
      throws: FileSystem.Failure(path: target, operation: .writing, reason: "Is a directory")
    ) { try FileSystem.writeAtomically(target, [1]) }
    // No temporary file is left beside it.
    #expect(try FileSystem.list(directory) == ["a-directory"])
  }

  @Test func aDirectoryUnderAFileCannotBeMade() throws {
    try FileSystem.writeAtomically(directory + "/file", Array("x".utf8))
    #expect(throws: FileSystem.Failure.self) {
      try FileSystem.makeDirectories(directory + "/file/sub")
    }
    do {
      try FileSystem.makeDirectories(directory + "/file/sub")
    } catch {
      #expect(error.operation == .writing)
      #expect(error.message == "\(directory)/file/sub: cannot write: Not a directory")
    }
  }

  @Test func whatIsWrittenIsReadBack() throws {
    let path = directory + "/payload.json"
    try FileSystem.writeAtomically(path, Array("{}\n".utf8))
    try FileSystem.writeAtomically(path, Array("{\"a\": 1}\n".utf8))
    #expect(try FileSystem.read(path) == Array("{\"a\": 1}\n".utf8))
    #expect(FileSystem.exists(path) && !FileSystem.isDirectory(path))
    let file = try FileSystem.openForReading(path)
    defer { file.close() }
    #expect(file.size == 9)
  }

  @Test func aFileLargerThanTheLimitIsRefused() throws {
    let path = directory + "/big"
    try FileSystem.writeAtomically(path, [UInt8](repeating: 0x20, count: 3 << 20))
    #expect(
      throws: FileSystem.Failure(path: path, operation: .reading, reason: "larger than 2 MiB")
    ) { try FileSystem.read(path, limit: 2 << 20) }
  }
}
