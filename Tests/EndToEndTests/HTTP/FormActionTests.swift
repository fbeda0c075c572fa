import Foundation
import Testing

/// A form's own target (form-level `action`, docs/testing.md): `submit` with no `--to` sends
/// there, a relative URL resolved against the URL the form came from, with the action's
/// method and encoding (which `--method` and `--as` override).
@Suite struct FormActionTests {
  static func form(action: String) -> String {
    #"{"form_title": "Act", "fields": [{"id": "name", "type": "TEXT", "label": "Name", "required": true}], "action": \#(action)}"#
  }

  @Test func aFormFromAServerIsSentToItsRelativeActionAsItSays() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let marker = Backends.marker()
    _ = try files.write(
      "act.json",
      Self.form(action: #"{"url": "../submit?m=\#(marker)", "method": "put", "as": "form"}"#))
    let backend = try TestBackend.start(forms: files.path)
    defer { backend.stop() }
    let result = try Formsh.run(["-c", "set name=Ada; submit", backend.url("/forms/act")])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("HTTP 201"), "\(result)")
    let sent = try backend.requests().filter { $0.path.contains(marker) }
    #expect(sent.map(\.method) == ["PUT"], "\(sent)")
    #expect(sent.first?.path == "/submit?m=\(marker)")
    #expect(sent.first?.header("Content-Type") == "application/x-www-form-urlencoded")
    #expect(sent.first?.body == "name=Ada")
  }

  @Test func anAbsoluteActionIsSentAsJSONAndTheOptionsOverrideIt() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let backend = try Backends.plain()
    let marker = Backends.marker()
    let url = backend.url("/submit?m=" + marker)
    let path = try files.write("act.json", Self.form(action: #"{"url": "\#(url)"}"#))
    let result = try Formsh.run([
      "-c", "set name=Ada; submit; submit --method PATCH --status 2xx", path,
    ])
    #expect(result.status == 0, "\(result)")
    let sent = try Backends.requests(backend, containing: marker)
    #expect(sent.map(\.method) == ["POST", "PATCH"], "\(sent)")
    #expect(sent.first?.body == #"{"name":"Ada"}"#)
    // -o still writes the payload, and sends nothing.
    let out = files.path + "/payload.json"
    let written = try Formsh.run(["-c", "set name=Bo; submit -o \(out)", path])
    #expect(written.status == 0, "\(written)")
    #expect(try String(contentsOfFile: out, encoding: .utf8).contains(#""name": "Bo""#))
    #expect(try Backends.requests(backend, containing: marker).count == 2)
  }

  /// Issue 43, point 6: `validate --remote` with no URL sends to the form's action, its
  /// method and encoding, as `submit` does; a FIELD after it is the field, not a URL.
  @Test func validateRemoteWithoutAURLSendsToTheAction() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let backend = try Backends.plain()
    let marker = Backends.marker()
    let url = backend.url("/submit?m=" + marker)
    let path = try files.write(
      "act.json", Self.form(action: #"{"url": "\#(url)", "method": "put", "as": "form"}"#))
    let result = try Formsh.run([
      "-c", "set name=Ada; validate --remote; validate --remote name; validate --remote=", path,
    ])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("by the server: valid (HTTP 201 Created)"), "\(result)")
    let sent = try Backends.requests(backend, containing: marker)
    #expect(sent.map(\.method) == ["PUT", "PUT", "PUT"], "\(sent)")
    #expect(sent.first?.header("Content-Type") == "application/x-www-form-urlencoded")
    #expect(sent.first?.body == "name=Ada")
    // A server's refusal from the action lands as --remote URL's does.
    let refusing = try files.write(
      "refusing.json",
      Self.form(action: #"{"url": "\#(backend.url("/errors/rails"))"}"#))
    let refused = try Formsh.run(["-c", "set name=Ada; validate --remote", refusing])
    #expect(refused.stdout.contains("by the server: invalid (HTTP 422"), "\(refused)")
    #expect(refused.stdout.contains("email: has already been taken"), "\(refused)")
  }

  @Test func validateRemoteWithNeitherAURLNorAnActionSaysToGiveOne() throws {
    let result = try Formsh.run(["-c", "validate --remote", "Forms/signup.json"])
    #expect(result.status == 2, "\(result)")
    #expect(
      result.stderr.contains(
        "validate --remote has no URL and the form has no action: give one, validate --remote"
          + " URL"), "\(result)")
    // A relative action of a form from a file says the same as submit's.
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("act.json", Self.form(action: #"{"url": "/submit"}"#))
    let relative = try Formsh.run(["-c", "validate --remote", path])
    #expect(relative.status == 2, "\(relative)")
    #expect(
      relative.stderr.contains("validate --remote URL says where to send it"), "\(relative)")
  }

  @Test func aRelativeActionOfAFormFromAFileSaysWhatToDo() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("act.json", Self.form(action: #"{"url": "/submit"}"#))
    let result = try Formsh.run(["-c", "set name=Ada; submit", path])
    #expect(result.status == 2, "\(result)")
    #expect(
      result.stderr.contains(
        "the form's action /submit is relative, and the form was not loaded from a URL:"
          + " submit --to URL says where to send it"), "\(result)")
  }

  @Test func lintListsTheActionAndWhatIsWrongWithIt() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let good = try files.write(
      "good.json", Self.form(action: #"{"url": "https://example.com/a", "method": "put"}"#))
    let json = try Formsh.run(["lint", "--json", good])
    #expect(
      json.stdout.contains(#""action":{"url":"https://example.com/a","method":"PUT","as":"json"}"#),
      "\(json)")
    let bad = try files.write(
      "bad.json",
      Self.form(
        action: #"{"url": "ftp://example.com/a", "method": "DELETE", "as": "xml", "urll": 1}"#))
    let lint = try Formsh.run(["lint", bad])
    for message in [
      #"unknown key "urll" in action is ignored; did you mean "url"?"#,
      #"action method "DELETE" is not POST, PUT or PATCH; POST is used"#,
      #"action as "xml" is not json or form; json is used"#,
      #"action url "ftp://example.com/a" is not an http(s) URL nor a path relative to the form's; ignored"#,
    ] {
      #expect(lint.stdout.contains(message), "\(lint)")
    }
  }
}
