import Foundation
import Testing

@testable import FormshPlatform

/// `AtomicFile` on its own: the named temporary file used where `O_TMPFILE` is missing, what a
/// path is taken for, and publishing without replacing.
@Suite final class AtomicFileTests {
  let directory: String

  init() throws {
    directory = NSTemporaryDirectory() + "formsh-atomic-" + UUID().uuidString
    try FileSystem.makeDirectories(directory)
  }

  deinit { try? FileManager.default.removeItem(atPath: directory) }

  func names() throws -> [String] { try FileSystem.list(directory) }

  func mode(_ path: String) -> mode_t {
    var status = stat()
    return stat(path, &status) == 0 ? status.st_mode & 0o7777 : 0
  }

  @Test func theNamedTemporaryFileIsUnpredictablePrivateAndGoesAway() throws {
    let path = directory + "/out.json"
    let first = try AtomicFile(
      path, replacing: true, followingSymlinks: false, allowingUnnamed: false)
    let second = try AtomicFile(
      path, replacing: true, followingSymlinks: false, allowingUnnamed: false)
    let temporaries = try names()
    #expect(temporaries.count == 2)
    for name in temporaries {
      #expect(name.wholeMatch(of: /\.out\.json\.tmp-[a-z0-9]{16}/) != nil, "\(name)")
      #expect(mode(directory + "/" + name) == 0o600)
    }
    try first.write(Array("first\n".utf8))
    try second.write(Array("second\n".utf8))
    try first.commit()
    second.abandon()
    #expect(try names() == ["out.json"])
    #expect(try FileSystem.read(path) == Array("first\n".utf8))
    #expect(mode(path) == 0o666 & ~FileSystem.creationMask)
  }

  @Test(arguments: [true, false])
  func withoutReplacingAFileThatAppearedMeanwhileIsKept(unnamed: Bool) throws {
    let path = directory + "/script.formsh"
    let file = try AtomicFile(
      path, replacing: false, followingSymlinks: false, allowingUnnamed: unnamed)
    try file.write(Array("mine\n".utf8))
    try FileSystem.writeAtomically(path, Array("theirs\n".utf8))
    #expect(throws: FileSystem.Failure(path: path, operation: .writing, reason: "File exists")) {
      try file.commit()
    }
    #expect(try FileSystem.read(path) == Array("theirs\n".utf8))
    #expect(try names() == ["script.formsh"])
    #expect(throws: FileSystem.Failure(path: path, operation: .writing, reason: "File exists")) {
      try AtomicFile(path, replacing: false)
    }
  }

  @Test(arguments: [true, false])
  func whatWasWrittenCanBeReadAndRewrittenBeforePublishing(unnamed: Bool) throws {
    let path = directory + "/r.formsh"
    let file = try AtomicFile(
      path, replacing: true, followingSymlinks: false, allowingUnnamed: unnamed)
    try file.write(Array("# header\nset a=1\n".utf8))
    #expect(try file.written() == Array("# header\nset a=1\n".utf8))
    try file.rewrite(Array("# longer header\nset a=1\n".utf8))
    try file.commit()
    #expect(try FileSystem.read(path) == Array("# longer header\nset a=1\n".utf8))
  }

  @Test func pathsAreTakenForWhatTheyName() throws {
    let fifo = directory + "/pipe"
    #expect(mkfifo(fifo, 0o600) == 0)
    let link = directory + "/link"
    #expect(symlink(directory + "/target", link) == 0)
    let targets = try [
      "/dev/stdout", "/dev/stderr", "/dev/fd/1", "/proc/self/fd/2", fifo, directory + "/new",
    ].map { path throws(FileSystem.Failure) in try WriteTarget.of(path, followingSymlinks: false) }
    guard case .descriptor(1) = targets[0], case .descriptor(2) = targets[1],
      case .descriptor(1) = targets[2], case .descriptor(2) = targets[3],
      case .device(fifo) = targets[4], case .file(_, nil) = targets[5]
    else {
      Issue.record("\(targets)")
      return
    }
    #expect(
      throws: FileSystem.Failure(
        path: "/dev/fd/999", operation: .writing, reason: "Bad file descriptor")
    ) {
      try WriteTarget.of("/dev/fd/999", followingSymlinks: false)
    }
    #expect(
      throws: FileSystem.Failure(
        path: link, operation: .writing,
        reason: "is a symbolic link; --follow-symlinks writes to the file it points to")
    ) { try WriteTarget.of(link, followingSymlinks: false) }
    try FileSystem.writeAtomically(directory + "/target", Array("x".utf8))
    guard
      case .file(directory + "/target", .some) = try WriteTarget.of(link, followingSymlinks: true)
    else {
      Issue.record("a followed link is the file it points to")
      return
    }
    #expect(
      throws: FileSystem.Failure(path: directory, operation: .writing, reason: "Is a directory")
    ) {
      try WriteTarget.of(directory, followingSymlinks: false)
    }
  }
}
