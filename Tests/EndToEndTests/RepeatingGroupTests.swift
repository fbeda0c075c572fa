import Foundation
import Testing

/// Repeating groups (docs/form-format.md, issue 29) through the built binary: `add` and `remove`,
/// items named `travellers[2].name`, conditions reading their own item and the whole list,
/// item counts validated on the group, undo and record, payload arrays, and fill.
@Suite struct RepeatingGroupTests {
  static let form = "Tests/FormshDataTests/Fixtures/travellers.json"

  static func run(_ commands: String) throws -> Formsh.Result {
    try Formsh.run(["-c", commands, form])
  }

  @Test func itemsAreAddedRemovedAndSubmittedAsAnArray() throws {
    let result = try Self.run(
      "set lead=Bo; set travellers[1].name=Ada; set travellers[1].age=32; add travellers;"
        + " set travellers[2].name=Cy; set travellers[2].age=40; add travellers;"
        + " set travellers[3].name=Di; set travellers[3].age=50; remove travellers 2; submit")
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stdout == """
        {
          "lead": "Bo",
          "travellers": [
            {
              "name": "Ada",
              "age": 32
            },
            {
              "name": "Di",
              "age": 50
            }
          ],
          "count": 2,
          "minors": false
        }

        """)
  }

  /// `{"var": "travellers.age"}` in an item's condition reads that item; a pipe in its label
  /// too; `{"var": "travellers"}` in a form-level value reads every item.
  @Test func conditionsReadTheirOwnItemAndTheWholeList() throws {
    let result = try Self.run(
      "set travellers[1].name=Ada; set travellers[1].age=32; add travellers;"
        + " set travellers[2].name=Cy; set travellers[2].age=9; show; fields")
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("Guardian of Cy *"), "\(result)")
    #expect(!result.stdout.contains("Guardian of Ada"), "\(result)")
    #expect(result.stdout.contains("travellers[1].guardian  text         (hidden)"), "\(result)")
    #expect(result.stdout.contains("count                   number       (computed) 2"))
    #expect(result.stdout.contains("minors                  toggle       (computed) on"))
    #expect(result.stdout.contains("travellers · list · 2 items (1 to 3 items)"), "\(result)")
  }

  /// `show GROUP` shows that group alone: not a list without items placed right after it.
  @Test func showAGroupLeavesOutTheEmptyListAfterIt() throws {
    let shown = try Formsh.run(["-c", "check hotel_pickup; show pickup", "Forms/booking.json"])
    #expect(shown.status == 0, "\(shown)")
    #expect(shown.stdout.contains("pickup.city"), "\(shown)")
    #expect(!shown.stdout.contains("Guest"), "\(shown)")
    let list = try Formsh.run(["-c", "show guests", "Forms/booking.json"])
    #expect(list.stdout.contains("guests · list · 0 items (at most 9 items)"), "\(list)")
  }

  @Test func tooFewOrTooManyItemsIsAnErrorOnTheGroup() throws {
    let many = try Self.run(
      "set lead=Bo; add travellers; add travellers; add travellers; validate")
    #expect(many.stdout.contains("travellers:             takes at most 3 items; it has 4"))
    let few = try Self.run("set lead=Bo; set travellers[1].name=A; remove travellers 1; validate")
    #expect(
      few.stdout == "1 field fails validation:\n  travellers: needs at least 1 item; it has 0\n")
  }

  @Test func refusalsNameTheListAndTheItem() throws {
    for (command, message) in [
      ("add lead", "-c:1: error: \"lead\" is not a repeating group; this form's: travellers\n"),
      (
        "remove travellers 2",
        "-c:1: error: travellers: has no item 2: its items are numbered 1 to 1\n"
      ),
      (
        "set travellers[2].name=x",
        "-c:1: error: no field \"travellers[2].name\"; did you mean \"travellers[1].name\"?\n"
      ),
    ] {
      let result = try Self.run(command)
      #expect(result.status == 1, "\(command)")
      #expect(result.stderr == message, "\(command): \(result)")
    }
    let usage = try Self.run("remove travellers two")
    #expect(usage.status == 2, "\(usage)")
  }

  /// undo takes an item back with its values; a recording replays to the same values.
  @Test func undoAndRecordCoverItems() throws {
    let undone = try Self.run(
      "set travellers[1].name=Ada; add travellers; set travellers[2].name=Cy; remove travellers 1;"
        + " undo; state --json")
    let values = try #require(JSONText(parsing: undone.stdout)?["values"])
    #expect(values["travellers[1].name"] == JSONText(parsing: #""Ada""#), "\(undone)")
    #expect(values["travellers[2].name"] == JSONText(parsing: #""Cy""#), "\(undone)")
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "formsh-lists-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let recording = directory.appendingPathComponent("r.formsh").path
    let recorded = try Self.run(
      "record \(recording); set travellers[1].name=Ada; add travellers; set travellers[2].name=Cy;"
        + " add travellers; remove travellers 1; undo; undo; redo; state --json")
    let script = try String(contentsOfFile: recording, encoding: .utf8)
    #expect(script.contains("\nadd travellers\n"), "\(script)")
    #expect(script.contains("\nremove travellers 3\n"), "\(script)")
    let replayed = try Formsh.run(["-c", "source \(recording); state --json", Self.form])
    #expect(
      JSONText(parsing: replayed.stdout)?["values"]
        == JSONText(parsing: recorded.stdout)?["values"],
      "\(script)\n\(replayed)\n\(recorded)")
  }

  /// `formsh cases` generates the item-count boundaries (min − 1, min, max, max + 1), each
  /// reached with add and remove, and the suite passes as written.
  @Test func casesGenerateTheItemCountBoundaries() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let directory = files.path + "/cases"
    let generated = try Formsh.run(["cases", "--out", directory, Self.form])
    #expect(generated.status == 0, "\(generated)")
    let script = try String(contentsOfFile: directory + "/travellers-items.formsh", encoding: .utf8)
    #expect(
      script.contains(
        "\n# 0 items (1 to 3 items).\nremove travellers 1\n"
          + "expect error travellers \"needs at least 1 item; it has 0\"\n"), "\(script)")
    #expect(
      script.hasSuffix(
        "add travellers\nexpect error travellers \"takes at most 3 items; it has 4\"\n"),
      "\(script)")
    #expect(script.components(separatedBy: "expect no error travellers").count == 3, "\(script)")
    let tested = try Formsh.run(["test", directory])
    #expect(tested.status == 0, "\(tested)")
  }

  /// Coverage counts a list's number of items validated too few, within bounds and too
  /// many, across add and remove; a side never seen is named.
  @Test func coverageCountsTheItemsOfAList() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let form = Formsh.root + "/" + Self.form
    _ = try files.write(
      "items.formsh",
      "load \(form)\nexpect no error travellers\nremove travellers 1\nexpect invalid\n")
    let partial = try Formsh.run(["test", "--coverage", files.path])
    #expect(partial.status == 0, "\(partial)")
    #expect(
      partial.stdout.contains(
        "  `travellers` never validated with too many items (1 to 3 items)\n"),
      "\(partial)")
    #expect(!partial.stdout.contains("never validated with too few"), "\(partial)")
    _ = try files.write(
      "more.formsh",
      "load \(form)\nadd travellers\nadd travellers\nadd travellers\nexpect invalid\n")
    let full = try Formsh.run(["test", "--coverage-json", "-", files.path])
    let report = try #require(JSONText(parsing: full.stdout), "\(full)")
    let items = try #require(report["forms"]?[0]?["items"])
    var found: JSONText?
    var index = 0
    while let item = items[index] {
      if item["kind"] == JSONText(parsing: #""items""#) { found = item }
      index += 1
    }
    #expect(
      found?["seen"]
        == JSONText(parsing: #"{"too few":true,"within bounds":true,"too many":true}"#),
      "\(full)")
  }

  /// Coverage counts an item's fields once, across items: what a session does in an item
  /// added later (the fields have moved) counts for the field, on a list with `min: 0` too.
  @Test func coverageCountsAnItemsFieldsAcrossItems() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let form = Formsh.root + "/Forms/booking.json"
    _ = try files.write(
      "guests.formsh",
      "load \(form)\nadd guests\nadd guests\nset guests[2].name=Ada\nset guests[2].age=2\n"
        + "set guests[1].age=40\ncheck guests[2].seat\nexpect error guests[1].name\n")
    let result = try Formsh.run(["test", "--coverage-json", "-", files.path])
    let report = try #require(JSONText(parsing: result.stdout), "\(result)")
    let items = try #require(report["forms"]?[0]?["items"])
    var seen: [String: JSONText] = [:]
    var index = 0
    while let item = items[index] {
      if case .string(let field)? = item["field"], case .string(let kind)? = item["kind"] {
        seen[kind + " " + field] = item["seen"]
      }
      index += 1
    }
    #expect(seen["field guests[].name"] == JSONText(parsing: #"{"set":true}"#), "\(seen)")
    #expect(
      seen["switch guests[].seat"] == JSONText(parsing: #"{"on":true,"off":false}"#), "\(seen)")
    #expect(
      seen["visible_if guests[].seat"] == JSONText(parsing: #"{"true":true,"false":true}"#),
      "\(seen)")
    #expect(seen["field guests[1].name"] == nil, "\(seen)")
  }

  /// JSON Lines give a list as an array of objects; the breakdown counts a field across
  /// items; bounds are checked first; CSV is refused.
  @Test func fillTakesArraysOfItems() throws {
    let records =
      [
        #"{"lead":"Bo","travellers":[{"name":"Ada","age":32},{"name":"Cy","age":9,"guardian":"Ada"}]}"#,
        #"{"lead":"Bo","travellers":[]}"#,
        #"{"lead":"Bo","travellers":[{"name":"A"},{"name":"B"},{"name":"C"},{"name":"D"}]}"#,
        #"{"lead":"Bo","travellers":[{"nme":"A","age":30}]}"#,
      ].joined(separator: "\n") + "\n"
    let filled = try Formsh.run(["fill", "--form", Self.form, "-"], stdin: records)
    #expect(filled.status == 1, "\(filled)")
    #expect(
      filled.stdout.split(separator: "\n").map(String.init) == [
        #"{"record":1,"ok":true,"payload":{"lead":"Bo","travellers":[{"name":"Ada","age":32},{"name":"Cy","age":9,"guardian":"Ada"}],"count":2,"minors":true}}"#,
        #"{"record":2,"ok":false,"errors":{"travellers":"needs at least 1 item; it has 0"}}"#,
        #"{"record":3,"ok":false,"errors":{"travellers":"takes at most 3 items; it has 4"}}"#,
        #"{"record":4,"ok":false,"errors":{"travellers[1].name":"is required","travellers[1].nme":"is not a field of this form"}}"#,
      ], "\(filled)")
    #expect(filled.stderr.contains("  travellers[].name  required        1\n"), "\(filled)")
    #expect(filled.stderr.contains("  travellers         too_few_items   1\n"), "\(filled)")
    // What fill writes is what the shell submits for the same values.
    let submitted = try Self.run(
      "set lead=Bo; set travellers[1].name=Ada; set travellers[1].age=32; add travellers;"
        + " set travellers[2].name=Cy; set travellers[2].age=9; set travellers[2].guardian=Ada;"
        + " submit")
    let payload = try #require(
      JSONText(parsing: String(filled.stdout.split(separator: "\n")[0]))?["payload"])
    #expect(JSONText(parsing: submitted.stdout) == payload, "\(submitted)")
    let csv = try Formsh.run(
      ["fill", "--form", Self.form, "--format", "csv", "-"], stdin: "lead\nBo\n")
    #expect(csv.status == 2, "\(csv)")
    #expect(csv.stderr.contains("has repeating groups (\"travellers\")"), "\(csv)")
  }
}
