import Foundation
import FormshDomain
import Testing

@testable import FormshData

/// The sample form built into the binary must be `Forms/showcase.json`; when this fails, run
/// `tools/embed-builtin-form`.
@Suite("BuiltinForm")
struct BuiltinFormTests {
  @Test("the embedded JSON is byte for byte Forms/showcase.json")
  func embedded() throws {
    let file = try Data(contentsOf: URL(fileURLWithPath: Fixture.sample("showcase.json")))
    // A multi-line literal drops the line break before its closing delimiter; the tool relies
    // on the file ending with one.
    #expect(Array(BuiltinForm.json.utf8) + [0x0A] == Array(file))
  }

  @Test("the built-in source loads the showcase form under its own name, without diagnostics")
  func source() throws {
    let builtin = try BuiltinFormSource().load()
    let file = try FileFormSource(path: Fixture.sample("showcase.json")).load()
    #expect(builtin.source == "<built-in showcase>")
    #expect(builtin.diagnostics == [])
    #expect(builtin.form.title == file.form.title)
    #expect(builtin.form.ids == file.form.ids)
    #expect(builtin.form.theme == file.form.theme)
    #expect(builtin.form.initialState == file.form.initialState)
  }
}
