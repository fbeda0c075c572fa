import Foundation
import Testing

/// Read-only, disabled and computed fields, `default_value_from`, text pipes and
/// `submit_data` (issue 29) through the built binary: what the shell, `fill`, `lint`,
/// `cases` and `test --coverage` print, and their exit statuses.
@Suite struct ComputedFieldTests {
  static let form = "Tests/FormshDataTests/Fixtures/computed.json"

  static func run(_ commands: String) throws -> Formsh.Result {
    try Formsh.run(["-c", commands, form])
  }

  @Test func editsOfLockedFieldsAreRefusedWithStatusOne() throws {
    for (command, message) in [
      ("set code=Z", "-c:1: error: code: is read-only: it is shown and submitted, never edited\n"),
      ("clear code", "-c:1: error: code: is read-only: it is shown and submitted, never edited\n"),
      (
        "set total=3", "-c:1: error: total: is read-only: its value is computed from other fields\n"
      ),
      (
        "check note",
        "-c:1: error: note: is disabled: its enabled_if {\"var\":\"gift\"} does not hold\n"
      ),
    ] {
      let result = try Self.run(command)
      #expect(result.status == 1, "\(command)")
      #expect(result.stderr == message, "\(command)")
    }
    // The same edit of an editable field is taken.
    let taken = try Self.run("set price=3; check gift; set note=hi")
    #expect(taken.status == 0, "\(taken)")
    #expect(taken.stderr == "")
  }

  /// `state --json` and `why --json` say what a script cannot see otherwise: a field disabled
  /// now, read-only, computed (and from what); `expect state` compares `enabled`.
  @Test func structuredOutputSaysEnabledReadOnlyAndComputed() throws {
    let state = try Self.run("state --json")
    let fields = try #require(JSONText(parsing: state.stdout)?["fields"])
    #expect(fields["note"]?["enabled"] == JSONText(parsing: "false"), "\(state)")
    #expect(fields["code"]?["enabled"] == JSONText(parsing: "true"), "\(state)")
    let why = try Self.run("why total --json; why code --json; why note --json")
    let lines = why.stdout.split(separator: "\n").map { JSONText(parsing: String($0)) }
    #expect(lines.count == 3, "\(why)")
    #expect(lines[0]?["computed"] != JSONText(parsing: "null"), "\(why)")
    #expect(lines[0]?["read_only"] == JSONText(parsing: "false"), "\(why)")
    #expect(lines[1]?["read_only"] == JSONText(parsing: "true"), "\(why)")
    #expect(lines[1]?["computed"] == JSONText(parsing: "null"), "\(why)")
    #expect(lines[2]?["enabled"] == JSONText(parsing: "false"), "\(why)")
  }

  /// A shown computed field that cannot be worked out fails validation, as in `fill`: its
  /// null was submitted, and the rule reading it held on the fallback.
  @Test func aValueThatCannotBeComputedFailsValidateAndSubmit() throws {
    let result = try Self.run("set name=Ada; set qty=1e400; validate; submit")
    #expect(result.status == 1, "\(result)")
    #expect(
      result.stdout.contains(
        "subtotal: could not be worked out: NaN: the result of * is not a finite number"),
      "\(result)")
    #expect(result.stderr.contains("submit refused"), "\(result)")
    #expect(!result.stdout.contains("\"subtotal\": null"), "\(result)")
  }

  @Test func expectRefusedSeesTheRefusals() throws {
    let held = try Self.run(
      "expect refused set code=Z; expect refused set total=1; expect refused set note=x")
    #expect(held.status == 0, "\(held)")
    let failed = try Self.run("expect refused set price=3")
    #expect(failed.status == 1)
    #expect(
      failed.stderr
        == "-c:1: error: expected set price=3 to be refused, found it accepted (price = 3)\n")
  }

  @Test func computedFieldsFollowEditsUndoAndRedo() throws {
    let result = try Self.run(
      "show total; set qty=4; show total; undo; show total; redo; show subtotal")
    #expect(result.status == 0, "\(result)")
    let values = result.stdout.split(separator: "\n").filter { $0.hasPrefix("    › ") }
    #expect(values == ["    › 25", "    › 45", "    › 25", "    › 40"])
    #expect(result.stdout.contains("total · number · computed"))
  }

  @Test func submitLeavesADisabledFieldOutAndAddsSubmitData() throws {
    let off = try Self.run("set name=Ada; set qty=3; submit")
    #expect(off.status == 0, "\(off)")
    #expect(
      off.stdout.contains(
        #"""
          "gift": false,
          "greeting": "Order X1",
          "source": "formsh",
          "version": 2,
        """#), "\(off.stdout)")
    #expect(!off.stdout.contains("note"))
    #expect(off.stdout.contains(#""total": 35"#))
    let on = try Self.run("set name=Ada; check gift; submit")
    #expect(on.status == 1)
    #expect(on.stderr.contains("note: is required"), "\(on)")
  }

  @Test func whyAndDescribeExplainTheField() throws {
    let why = try Self.run("why note")
    #expect(why.stdout.contains("editable  no, it is disabled: enabled_if is false"), "\(why)")
    #expect(why.stdout.contains("fails     nothing: a disabled field is not validated"))
    let describe = try Self.run("describe total")
    #expect(
      describe.stdout.contains(#"computed      {"+":[{"var":"subtotal"},5]} (inputs: subtotal)"#),
      "\(describe)")
  }

  @Test func pipesShowCurrentValuesAndRuleMessagesTheJudgedOnes() throws {
    let result = try Self.run("set name=Ada; show qty; set qty=20; validate")
    #expect(result.stdout.contains("Quantity for Ada"), "\(result)")
    #expect(result.stdout.contains("Each at 10; write {braces}"))
    #expect(result.stdout.contains("qty: Total 205 is over 100"), "\(result)")
  }

  @Test func fillRefusesLockedValuesPerRecordAndComputesTheRest() throws {
    let records =
      [
        #"{"name":"Ada","qty":3}"#, #"{"name":"Bo","code":"Z","total":1}"#,
        #"{"name":"Cy","gift":true}"#, #"{"name":"Di","gift":true,"note":"hi"}"#,
      ].joined(separator: "\n") + "\n"
    let result = try Formsh.run(["fill", "--form", Self.form, "-"], stdin: records)
    #expect(result.status == 1)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 4)
    #expect(
      lines[0]
        == #"{"record":1,"ok":true,"payload":{"name":"Ada","price":10,"qty":3,"subtotal":30,"total":35,"code":"X1","gift":false,"greeting":"Order X1","source":"formsh","version":2,"tags":["a","b"]}}"#
    )
    #expect(
      lines[1]
        == #"{"record":2,"ok":false,"errors":{"total":"is computed as 25 from other fields; the record gives 1","code":"is read-only, always \"X1\"; the record gives \"Z\""}}"#
    )
    #expect(lines[2] == #"{"record":3,"ok":false,"errors":{"note":"is required"}}"#)
    #expect(lines[3].contains(#""gift":true,"note":"hi","greeting""#), "\(lines[3])")
    let breakdown = result.stderr.split(separator: "\n").map {
      $0.split(separator: " ").joined(separator: " ")
    }
    #expect(breakdown.contains("total read_only 1"), "\(result.stderr)")
    #expect(breakdown.contains("code read_only 1"))
  }

  @Test func lintReportsCyclesClashesAndUnknownPipes() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write(
      "bad.json",
      #"""
      {"form_title": "Bad", "submit_data": {"a": 1},
       "fields": [
         {"id": "a", "order": 1, "type": "TEXT", "label": "A {zz}", "value": {"var": "b"}},
         {"id": "b", "order": 2, "type": "TEXT", "label": "B", "value": {"var": "a"}}]}
      """#)
    let result = try Formsh.run(["lint", path])
    #expect(result.status == 1)
    #expect(
      result.stdout.contains(
        "error    -  computed values read each other in a cycle: a → b → a; each stays empty"),
      "\(result)")
    #expect(
      result.stdout.contains(
        #"warning  a  submit_data member "a" is also a field; the field's value is submitted"#))
    #expect(
      result.stdout.contains(
        "warning  a  label shows {zz}, which is not a field; it is shown as written"))
    let json = try Formsh.run(["lint", "--json", Self.form])
    #expect(json.stdout.contains(#""read_only":true,"enabled_if":null,"computed":null"#), "\(json)")
    #expect(
      json.stdout.contains(#""submit_data":{"source":"formsh","version":2,"tags":["a","b"]}"#))
  }

  @Test func casesTryEnabledIfBothWaysAndTheSuitePasses() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let directory = files.path + "/cases"
    let generated = try Formsh.run(["cases", "--out", directory, Self.form])
    #expect(generated.status == 0, "\(generated)")
    let note = try String(contentsOfFile: directory + "/note.formsh", encoding: .utf8)
    #expect(note.contains("# enabled_if of note true"))
    #expect(note.contains("# enabled_if of note false"))
    #expect(note.contains("expect refused set note="))
    // No case edits a locked field.
    for name in try FileManager.default.contentsOfDirectory(atPath: directory) {
      let text = try String(contentsOfFile: directory + "/" + name, encoding: .utf8)
      for locked in ["code", "subtotal", "total"] {
        #expect(!text.contains("\nset \(locked)="), "\(name)")
      }
    }
    let tested = try Formsh.run(["test", "--coverage", directory], timeout: 120)
    #expect(tested.status == 0, "\(tested)")
    #expect(!tested.stdout.contains("enabled_if of `note` never"), "\(tested.stdout)")
  }

  @Test func coverageCountsEnabledIfBothWays() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let script = try files.write(
      "one.formsh", "load \(Formsh.root)/\(Self.form)\nset name=Ada\nvalidate\n")
    let tested = try Formsh.run(["test", "--coverage", script])
    #expect(tested.status == 0, "\(tested)")
    #expect(tested.stdout.contains("enabled_if of `note` never true"), "\(tested)")
    #expect(!tested.stdout.contains("enabled_if of `note` never false"))
    // A locked field is never set: that is no gap.
    #expect(!tested.stdout.contains("`code` never set"))
    #expect(!tested.stdout.contains("`total` never set"))
  }

  @Test func aComputedValueThatCannotBeWorkedOutIsWarnedOnceAndExplained() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write(
      "ratio.json",
      #"""
      {"form_title": "Ratio", "fields": [
        {"id": "a", "order": 1, "type": "TEXT", "subtype": "NUMBER", "label": "A", "default_value": "1"},
        {"id": "b", "order": 2, "type": "TEXT", "subtype": "NUMBER", "label": "B", "default_value": "1"},
        {"id": "r", "order": 3, "type": "TEXT", "subtype": "NUMBER", "label": "R",
         "value": {"/": [{"var": "a"}, {"var": "b"}]}}]}
      """#)
    let result = try Formsh.run(["-c", "set b=0; set a=2; why r", path])
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stderr
        == "warning: value of r could not be worked out (NaN: division by zero); it is empty\n"
    )
    #expect(result.stdout.contains("it has no value: NaN: division by zero"), "\(result)")
  }
}
