import Foundation
import Testing

/// What a form of another system carries that is a secret never leaves in what formsh prints
/// of the form (docs/secrets.md, docs/dialects.md): a secure field's default in `convert`, a
/// Kratos flow's TOTP key, lookup codes and CSRF token in `lint`'s warnings.
@Suite struct DialectSecretTests {
  /// A password default of each dialect that has one, at the top level and in a group.
  @Test(arguments: [
    (
      #"{"elements": [{"type": "text", "inputType": "password", "name": "pw", "defaultValue": "hunter2pw"}]}"#,
      ["PW"]
    ),
    (
      #"{"display": "form", "components": [{"type": "password", "key": "pw", "input": true, "defaultValue": "hunter2pw"}, {"type": "container", "key": "creds", "input": true, "components": [{"type": "password", "key": "pin", "input": true, "defaultValue": 918273645}]}]}"#,
      ["PW", "CREDS_PIN"]
    ),
    (
      #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "Input.Text", "id": "pw", "style": "password", "value": "hunter2pw"}]}"#,
      ["PW"]
    ),
    (
      #"{"schema": {"type": "object", "properties": {"pw": {"type": "string", "default": "hunter2pw"}, "inner": {"type": "object", "properties": {"pin": {"type": "string", "default": "918273645"}}}}}, "uiSchema": {"pw": {"ui:widget": "password"}, "inner": {"pin": {"ui:widget": "password"}}}}"#,
      ["PW", "INNER_PIN"]
    ),
    (
      #"{"form_title": "T", "fields": [{"id": "pw", "order": 1, "type": "TEXT", "subtype": "secure", "label": "P", "default_value": "hunter2pw"}]}"#,
      ["PW"]
    ),
  ])
  func convertWritesASecureDefaultAsAReference(document: String, names: [String]) throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("form.json", document)
    let converted = try Formsh.run(["convert", path])
    #expect(converted.status == 0, "\(converted)")
    for secret in ["hunter2pw", "918273645"] {
      #expect(!converted.stdout.contains(secret), "\(converted)")
      #expect(!converted.stderr.contains(secret), "\(converted)")
    }
    for name in names {
      #expect(converted.stdout.contains(#""default_value": "${\#(name)}""#), "\(converted)")
      #expect(converted.stderr.contains("${\(name)}"), "\(converted)")
    }
    // The converted form is still a form of the same fields.
    let again = try files.write("converted.json", converted.stdout)
    let lint = try Formsh.run(["lint", again])
    #expect([0, 1].contains(lint.status), "\(lint)")
  }

  /// `convert` escapes C1 and bidi controls as every other JSON formsh prints does: U+009B
  /// (CSI) went to the terminal raw.
  @Test func convertEscapesC1Controls() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write(
      "survey.json",
      #"{"title": "T \#(Hostile.json)", "elements": [{"type": "text", "name": "q", "title": "Q \#(Hostile.json)"}]}"#
    )
    let converted = try Formsh.run(["convert", path])
    #expect(converted.status == 0, "\(converted)")
    #expect(Hostile.rawControls(converted.stdout).isEmpty, "\(converted.stdout)")
    #expect(converted.stdout.contains(#"\u009b31m"#), "\(converted.stdout)")
  }

  /// A Kratos flow's text nodes carry the TOTP key and the lookup codes, and its hidden inputs
  /// a CSRF token: `lint` named the node and quoted its text (into CI logs).
  @Test func lintNamesAKratosSecretNodeAndNeverQuotesIt() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    // The first CSRF token is the form's own data (`submit_data`, sent with every submit):
    // `lint --json` and `convert` print the form. The second is only in a warning.
    let secrets = ["JBSWY3DPEHPK3PXP", "abcd-efgh ijkl-mnop", "c5rf-SECOND", "t0ken"]
    let path = try files.write(
      "settings.json",
      #"""
      {"id": "f", "type": "browser", "ui": {"action": "https://auth.example.com/settings", "method": "POST", "nodes": [
        {"type": "input", "group": "default", "attributes": {"name": "csrf_token", "type": "hidden", "value": "c5rf-FIRST", "node_type": "input"}, "messages": [], "meta": {}},
        {"type": "text", "group": "totp", "attributes": {"id": "totp_secret_key", "text": {"id": 1050006, "text": "JBSWY3DPEHPK3PXP", "type": "info"}, "node_type": "text"}, "messages": [], "meta": {}},
        {"type": "text", "group": "lookup_secret", "attributes": {"id": "lookup_secret_codes", "text": {"id": 1050015, "text": "abcd-efgh ijkl-mnop", "type": "info"}, "node_type": "text"}, "messages": [], "meta": {}},
        {"type": "input", "group": "totp", "attributes": {"name": "csrf_token", "type": "hidden", "value": "c5rf-SECOND", "node_type": "input"}, "messages": [], "meta": {}},
        {"type": "a", "group": "default", "attributes": {"id": "recover", "href": "https://auth.example.com/recovery?token=t0ken#t0ken", "title": {"text": "Recover"}, "node_type": "a"}, "messages": [], "meta": {}},
        {"type": "input", "group": "totp", "attributes": {"name": "totp_code", "type": "text", "node_type": "input"}, "messages": [], "meta": {}}
      ]}}
      """#)
    for arguments in [
      ["lint", path], ["lint", "--json", path], ["convert", path], ["-c", "show", path],
    ] {
      let result = try Formsh.run(arguments)
      #expect([0, 1].contains(result.status), "\(arguments): \(result)")
      for secret in secrets {
        #expect(!result.stdout.contains(secret), "\(arguments) quoted \(secret): \(result)")
        #expect(!result.stderr.contains(secret), "\(arguments) quoted \(secret): \(result)")
      }
    }
    let lint = try Formsh.run(["lint", path])
    #expect(lint.stdout.contains("text node `totp_secret_key` (message 1050006)"), "\(lint)")
    #expect(lint.stdout.contains("text node `lookup_secret_codes` (message 1050015)"), "\(lint)")
    #expect(lint.stdout.contains("input `csrf_token` of another value"), "\(lint)")
    #expect(lint.stdout.contains("(https://auth.example.com/recovery)"), "\(lint)")
  }
}
