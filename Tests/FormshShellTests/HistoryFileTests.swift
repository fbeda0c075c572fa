import Foundation
import Testing

@testable import FormshShell

@Suite struct HistoryFileTests {
  @Test func appendCreatesTheFileWithMode0600AndItsDirectoryWith0700() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let history = HistoryFile(path: directory.path + "/state/formsh/history")
    history.append("show")
    history.append("set bio=two\nlines")
    let attributes = try FileManager.default.attributesOfItem(atPath: history.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    let folder = try FileManager.default.attributesOfItem(atPath: directory.path + "/state/formsh")
    #expect((folder[.posixPermissions] as? NSNumber)?.intValue == 0o700)
    #expect(directory.read("state/formsh/history") == "show\nset bio=two lines\n")
    #expect(HistoryFile(path: history.path).load() == ["show", "set bio=two lines"])
  }

  @Test func anExistingFileIsMadePrivateAndAppendedTo() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("history", "old\n")
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o644], ofItemAtPath: directory.path + "/history")
    HistoryFile(path: directory.path + "/history").append("new")
    let attributes = try FileManager.default.attributesOfItem(atPath: directory.path + "/history")
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    #expect(directory.read("history") == "old\nnew\n")
  }

  @Test func loadKeepsTheLastThousandLines() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("history", (1...1200).map { "echo \($0)" }.joined(separator: "\n") + "\n")
    let lines = HistoryFile(path: directory.path + "/history").load()
    #expect(lines.count == 1000)
    #expect(lines.first == "echo 201")
    #expect(lines.last == "echo 1200")
  }

  @Test func aMissingFileLoadsNothing() {
    #expect(HistoryFile(path: "/nonexistent/formsh/history").load().isEmpty)
  }
}
