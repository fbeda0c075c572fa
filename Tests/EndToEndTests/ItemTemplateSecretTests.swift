import Foundation
import Testing

/// Issue 40 §12, through the binary: a computed value (or `default_value_from`) may not read a
/// SECURE field, and the check runs on a list's item as its template, so a list that starts
/// without items is checked too (it passed `lint` with "0 fields, no problems", then showed
/// the secret in clear after the first `add`). A read of the whole list is checked as well.
@Suite struct ItemTemplateSecretTests {
  struct Shape: CustomTestStringConvertible, Sendable {
    let name: String
    let file: String
    let form: String
    /// The field the error is on, and the secure field it names.
    let field: String
    let key: String
    let secret: String
    var testDescription: String { name }
  }

  static func list(min: Int, _ fields: String, rest: String = "") -> String {
    #"{"form_title": "T", "fields": [{"id": "rows", "type": "GROUP", "label": "Rows","#
      + #" "repeat": {"min": \#(min)}, "fields": [{"id": "pw", "type": "TEXT", "subtype": "SECURE","#
      + #" "label": "PW"}, \#(fields)]}\#(rest)]}"#
  }

  static let shapes: [Shape] = [
    Shape(
      name: "a computed value of the item, no items", file: "form.json",
      form: list(
        min: 0, #"{"id": "echo", "type": "TEXT", "label": "Echo", "value": {"var": "rows.pw"}}"#),
      field: "rows[1].echo", key: "value", secret: "rows[1].pw"),
    Shape(
      name: "a computed value of the item, three items", file: "form.json",
      form: list(
        min: 3,
        #"{"id": "echo", "type": "TEXT", "label": "Echo", "value": {"cat": ["pw: ", {"var": "rows.pw"}]}}"#
      ),
      field: "rows[1].echo", key: "value", secret: "rows[1].pw"),
    Shape(
      name: "a default_value_from of the item, no items", file: "form.json",
      form: list(
        min: 0,
        #"{"id": "hint", "type": "TEXT", "label": "Hint", "default_value_from": {"var": "rows.pw"}}"#
      ),
      field: "rows[1].hint", key: "default_value_from", secret: "rows[1].pw"),
    Shape(
      name: "a computed value outside reading the whole list, no items", file: "form.json",
      form: list(
        min: 0, #"{"id": "n", "type": "TEXT", "label": "N"}"#,
        rest:
          #", {"id": "all", "type": "TEXT", "label": "All", "value": {"cat": {"map": [{"var": "rows"}, {"var": "pw"}]}}}"#
      ),
      field: "all", key: "value", secret: "rows[].pw"),
    // The issue's: a Form.io datagrid whose cell computes from `row.pw`.
    Shape(
      name: "a Form.io datagrid's row.pw", file: "form.formio.json",
      form: #"{"display": "form", "components": [{"type": "datagrid", "key": "rows","#
        + #" "label": "Rows", "components": [{"type": "password", "key": "pw", "label": "PW"},"#
        + #" {"type": "textfield", "key": "echo", "label": "Echo", "calculateValue": {"var": "row.pw"}}]}]}"#,
      field: "rows[1].echo", key: "value", secret: "rows[1].pw"),
  ]

  @Test(
    "a rule reading a SECURE field of a list is refused, whatever the list's items",
    arguments: shapes)
  func aSecretReadInAListIsRefused(_ shape: Shape) throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write(shape.file, shape.form)
    let lint = try Formsh.run(["lint", path])
    #expect(lint.status == 1, "\(lint)")
    let errors: [String] = lint.stdout.split(separator: "\n").filter { $0.contains(" error ") }
      .map { line in
        line.split(separator: " ").dropFirst().joined(separator: " ")
      }
    let expected: String =
      "\(shape.field) \(shape.key) reads the secure field \"\(shape.secret)\": the field would"
      + " show the secret in clear; \(shape.key) is ignored (make this field SECURE too, or"
      + " read another field)"
    #expect(errors == [expected], "\(lint)")
    // After adding an item and typing the secret, nothing shows it.
    let shell = try Formsh.run([
      "-c", "add rows; set rows[1].pw=hunter2pw; state --json; show", path,
    ])
    #expect(!shell.stdout.contains("hunter2pw"), "\(shell)")
  }
}
