import Foundation
import Testing

/// Issue 28, point 9: a scenario that fails because a server refused a submit says why in
/// `formsh test`'s FAIL block and in the JUnit and TAP reports: the server's errors as
/// mapped onto the form, or the first lines of a body that names none.
@Suite struct RefusalReportTests {
  /// A folder with a scenario refused with Rails errors and one answered 500.
  static func suite() throws -> TemporaryFiles {
    let files = try TemporaryFiles()
    let fill =
      "load Forms/signup.json\nset email=ada@example.com\n"
      + "set password=correct horse 1\ncheck terms\n"
    _ = try files.write("a-refused.formsh", fill + "submit --to ${BACKEND}/errors/rails\n")
    _ = try files.write("b-broken.formsh", fill + "submit --to ${BACKEND}/status/500\n")
    return files
  }

  @Test func theFailBlockListsTheServersErrors() throws {
    let backend = try Backends.plain()
    let files = try Self.suite()
    defer { files.remove() }
    let result = try Formsh.run(["test", "--var", "BACKEND=" + backend.url(""), files.path])
    #expect(result.status == 1, "\(result)")
    #expect(
      result.stdout.contains(
        """
        /a-refused.formsh:5: error: the server answered HTTP 422 Unprocessable Entity (\(backend.url("/errors/rails")))
                the campaign is closed
                email: has already been taken
                email: is too common

        """), "\(result)")
    #expect(
      result.stdout.contains(
        """
        /b-broken.formsh:5: error: the server answered HTTP 500 Internal Server Error (\(backend.url("/status/500")))
                {"status": 500}
        0 passed, 2 failed
        """), "\(result)")
  }

  @Test func junitAndTAPCarryThemToo() throws {
    let backend = try Backends.plain()
    let files = try Self.suite()
    defer { files.remove() }
    let junit = files.path + "/junit.xml"
    let result = try Formsh.run(
      [
        "test", "--var", "BACKEND=" + backend.url(""), "--report", "junit", junit,
        files.path + "/a-refused.formsh",
      ])
    #expect(result.status == 1, "\(result)")
    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(
      xml.contains(
        "(\(backend.url("/errors/rails")))\n  the campaign is closed\n"
          + "  email: has already been taken\n  email: is too common\n</failure>"), "\(xml)")
    let tap = try Formsh.run(
      [
        "test", "--var", "BACKEND=" + backend.url(""), "--report", "tap",
        files.path + "/b-broken.formsh",
      ])
    #expect(tap.status == 1, "\(tap)")
    #expect(
      tap.stdout.contains(
        "(\(backend.url("/status/500")))\n      {\"status\": 500}\n  ...\n"), "\(tap)")
  }
}
