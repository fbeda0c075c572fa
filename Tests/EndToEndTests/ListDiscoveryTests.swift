import Foundation
import Testing

/// Lists a user can find (issue 41, point 6): Tab completes `add` and `remove`, `fields`
/// has a line for each list (one without items included), and a form rule may name a list,
/// whose error then goes on the list in the shell, `lint` and `fill` alike.
@Suite(.serialized) struct ListDiscoveryTests {
  static let booking = "Forms/booking.json"

  @Test func tabCompletesListNamesAndItemNumbers() throws {
    let home = InteractiveTests.Home()
    defer { home.remove() }
    try FileManager.default.createDirectory(atPath: home.path, withIntermediateDirectories: true)
    let terminal = try PseudoTerminal([Self.booking], environment: home.environment)
    terminal.expect("booking> ")
    // The form's one list, completed whole.
    terminal.send("add g\t")
    terminal.expect("uests ")
    terminal.send("\r")
    terminal.expect("added guests[1]")
    terminal.send("add \t")
    terminal.expect("guests ")
    terminal.send("\r")
    terminal.expect("added guests[2]")
    // The second word of remove: the list's item numbers.
    terminal.send("remove \t")
    terminal.expect("guests ")
    terminal.send("\t")
    terminal.send("\t")
    terminal.expect("1  2")
    terminal.send("\u{15}exit\r")
    #expect(terminal.waitForExit() == 0)
  }

  /// A list without items has a line, with the command that adds one; with items, how many.
  @Test func fieldsHasALineForEachList() throws {
    let empty = try Formsh.run(["-c", "fields", Self.booking])
    #expect(empty.status == 0, "\(empty)")
    let lines = empty.stdout.split(separator: "\n").map {
      $0.split(separator: " ").joined(separator: " ")
    }
    #expect(lines.contains("guests list 0 items (add guests)"), "\(empty)")
    // Where the list is: after the pickup group, before party.
    let guests = try #require(lines.firstIndex(of: "guests list 0 items (add guests)"))
    #expect(lines[guests + 1].hasPrefix("party "), "\(empty)")
    let two = try Formsh.run(["-c", "add guests; add guests; fields", Self.booking])
    let rows = two.stdout.split(separator: "\n").map {
      $0.split(separator: " ").joined(separator: " ")
    }
    let heading = try #require(rows.firstIndex(of: "guests list 2 items"), "\(two)")
    #expect(rows[heading + 1].hasPrefix("guests[1].name text *"), "\(two)")
  }

  /// A rule's `fields` naming a list: no warning, and its error is the list's.
  @Test func aFormRuleMayNameAList() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let form = try files.write(
      "party.json",
      #"""
      {"form_title": "Party",
       "fields": [
         {"id": "children", "order": 1, "type": "TEXT", "subtype": "NUMBER", "label": "Children",
          "default_value": "0"},
         {"id": "kids", "order": 2, "type": "GROUP", "label": "Child", "repeat": {"min": 0},
          "fields": [{"id": "name", "order": 1, "type": "TEXT", "label": "Name"}]}],
       "rules": [
         {"check": {"<=": [{"var": "children"},
            {"reduce": [{"var": "kids"}, {"+": [{"var": "accumulator"}, 1]}, 0]}]},
          "message": "Name each child", "fields": ["kids"]}]}
      """#)
    let lint = try Formsh.run(["lint", form])
    #expect(lint.status == 0, "\(lint)")
    #expect(lint.stdout == "\(form): 1 field, no problems\n", "\(lint)")
    let shell = try Formsh.run(
      ["-c", #"set children=1; validate; expect error kids "Name each child"; fields"#, form])
    #expect(shell.status == 0, "\(shell)")
    #expect(shell.stdout.contains("  kids: Name each child\n"), "\(shell)")
    #expect(shell.stdout.contains("✗ Name each child"), "\(shell)")
    #expect(!shell.stdout.contains("_form"), "\(shell)")
    let records =
      #"{"children":1}"# + "\n" + #"{"children":1,"kids":[{"name":"Al"}]}"# + "\n"
    let fill = try Formsh.run(["fill", "--form", form, "-"], stdin: records)
    #expect(fill.status == 1, "\(fill)")
    let lines = fill.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == #"{"record":1,"ok":false,"errors":{"kids":"Name each child"}}"#)
    #expect(lines.last?.hasPrefix(#"{"record":2,"ok":true"#) == true, "\(fill)")
    #expect(
      fill.stderr.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        .contains("kids form_rule_failed 1"), "\(fill)")
  }
}
