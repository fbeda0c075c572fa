import Foundation
import Testing

/// What a hostile-input review of groups and lists found (issue 29), each through the built
/// binary: a test that fails on the code before its fix.
@Suite struct RepeatingGroupHostileTests {
  static func form(_ fields: String, extra: String = "") -> String {
    #"{"form_title":"T","# + extra + #""fields":["# + fields + "]}"
  }

  /// A `min` past 1,000 is a warning, and the list starts with 1,000 items: the form loads.
  @Test func aHugeMinIsCappedWithAWarning() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write(
      "huge.json",
      Self.form(
        #"{"id":"l","order":1,"type":"GROUP","label":"L","repeat":{"min":1000000000},"fields":[{"id":"a","order":1,"type":"TEXT","label":"A"}]}"#
      ))
    let lint = try Formsh.run(["lint", path], timeout: 60)
    #expect(lint.status == 0, "\(lint)")
    #expect(lint.stdout.hasPrefix("\(path): 1000 fields, 1 warning\n"), "\(lint)")
    #expect(
      lint.stdout.contains(
        "repeat min 1000000000 is more than 1000, the most items a list starts with"), "\(lint)")
  }

  /// A group inside an item, and its fields' conditions, read their own item.
  @Test func aGroupInsideAnItemReadsItsOwnItem() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write(
      "nest.json",
      Self.form(
        #"""
        {"id":"t","order":1,"type":"GROUP","label":"T","repeat":{"min":1},"fields":[
          {"id":"n","order":1,"type":"TEXT","label":"N"},
          {"id":"addr","order":2,"type":"GROUP","label":"Addr","visible_if":{"!!":{"var":"t.n"}},
           "fields":[{"id":"city","order":1,"type":"TEXT","label":"City {t.n}"}]}]}
        """#))
    let lint = try Formsh.run(["lint", path])
    #expect(lint.stdout == "\(path): 2 fields, no problems\n", "\(lint)")
    let submitted = try Formsh.run(["-c", "set t[1].n=a; set t[1].addr.city=P; submit", path])
    #expect(submitted.status == 0, "\(submitted)")
    #expect(
      JSONText(parsing: submitted.stdout)
        == JSONText(parsing: #"{"t":[{"n":"a","addr":{"city":"P"}}]}"#), "\(submitted)")
    let filled = try Formsh.run(
      ["fill", "--form", path, "-"], stdin: #"{"t":[{"n":"a","addr":{"city":"P"}}]}"# + "\n")
    #expect(
      filled.stdout.contains(#""payload":{"t":[{"n":"a","addr":{"city":"P"}}]}"#), "\(filled)")
  }

  /// A list hidden by its condition: without items, left out of the payload, its count not
  /// judged, by the shell and by fill alike; shown, judged.
  @Test func aHiddenListIsNeitherSentNorCounted() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write(
      "hidden.json",
      Self.form(
        #"""
        {"id":"s","order":1,"type":"TOGGLE","label":"S"},
        {"id":"l","order":2,"type":"GROUP","label":"L","visible_if":{"var":"s"},"repeat":{"min":1},
         "fields":[{"id":"a","order":1,"type":"TEXT","label":"A"}]}
        """#))
    let shell = try Formsh.run(["-c", "remove l 1; validate; submit", path])
    #expect(shell.stdout == "valid\n{\n  \"s\": false\n}\n", "\(shell)")
    let filled = try Formsh.run(["fill", "--form", path, "-"], stdin: "{}\n{\"s\":true}\n")
    #expect(
      filled.stdout == #"{"record":1,"ok":true,"payload":{"s":false}}"# + "\n"
        + #"{"record":2,"ok":false,"errors":{"l":"needs at least 1 item; it has 0"}}"# + "\n",
      "\(filled)")
  }

  /// `fill --to` routes a record as `fill` does: a list its conditions hide is not judged
  /// (it once refused such a record that `fill` accepted), a shown one is.
  @Test func fillToJudgesAHiddenListAsFillDoes() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write(
      "hidden.json",
      Self.form(
        #"""
        {"id":"s","order":1,"type":"TOGGLE","label":"S"},
        {"id":"l","order":2,"type":"GROUP","label":"L","visible_if":{"var":"s"},"repeat":{"min":1},
         "fields":[{"id":"a","order":1,"type":"TEXT","label":"A"}]}
        """#))
    let records = try files.write("records.jsonl", "{}\n{\"s\":true}\n")
    let backend = try TestBackend.start()
    let sent = try Formsh.run(["fill", "--form", path, records, "--to", backend.url("/submit")])
    let lines = sent.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 2, "\(sent)")
    #expect(lines.first?.contains(#""record":1,"ok":true"#) == true, "\(sent)")
    #expect(
      lines.last == #"{"record":2,"ok":false,"errors":{"l":"needs at least 1 item; it has 0"}}"#,
      "\(sent)")
  }

  /// `reset` takes each list back to the items it starts with.
  @Test func resetRestoresTheStartingItems() throws {
    let result = try Formsh.run(
      ["-c", "add travellers; add travellers; reset; fields", RepeatingGroupTests.form])
    #expect(!result.stdout.contains("travellers[2]"), "\(result)")
    #expect(result.stdout.contains("travellers[1].name"), "\(result)")
  }

  /// Ids that would make a path or an item name two things are refused; a `submit_data`
  /// member named like a group is a warning.
  @Test func clashingIdsAreSaid() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write(
      "clash.json",
      Self.form(
        #"""
        {"id":"l","order":1,"type":"GROUP","label":"L","repeat":{"min":1},
         "fields":[{"id":"a","order":1,"type":"TEXT","label":"A"},{"id":"b[1]","order":2,"type":"TEXT","label":"B"}]},
        {"id":"l[1]","order":2,"type":"TEXT","label":"C"}
        """#, extra: #""submit_data":{"l":1},"#))
    let lint = try Formsh.run(["lint", path])
    let lines = lint.stdout.split(separator: "\n").map { $0.replacing(#/ +/#, with: " ") }
    #expect(
      lines.contains(
        #" warning l[1] id "b[1]" holds a ".", "[" or "]", which name paths and items (address.city, travellers[2]) in a form with groups; skipped: rename it"#
      ), "\(lint)")
    #expect(
      lines.contains(
        #" warning - id "l[1]" holds a ".", "[" or "]", which name paths and items (address.city, travellers[2]) in a form with groups; skipped: rename it"#
      ), "\(lint)")
    #expect(
      lines.contains(
        #" warning l submit_data member "l" is also a group; the group's fields are submitted"#),
      "\(lint)")
  }

  /// A CSV column named like a group says it is one, and names its fields.
  @Test func aCSVColumnNamingAGroupSaysSo() throws {
    let result = try Formsh.run(
      ["fill", "--form", GroupFieldTests.form, "--format", "csv", "-"], stdin: "name,address\nA,B\n"
    )
    #expect(result.status == 65, "\(result)")
    #expect(
      result.stderr.contains(
        #"column 2, "address", is a group, not a field; name its fields as columns: address.city, address.zip, address.geo.lat, address.geo.lon"#
      ), "\(result)")
  }

  /// A record that gives a list or a group something else than an array of objects or an
  /// object says what is expected, not that the key is no field.
  @Test func aMisshapenListOrGroupSaysWhatItExpects() throws {
    let filled = try Formsh.run(
      ["fill", "--form", GroupFieldTests.form, "-"],
      stdin: #"{"name":"A","address":"x"}"# + "\n")
    #expect(
      filled.stdout.contains(
        #""address":"expects an object of the group's fields, not a string""#), "\(filled)")
    let items = try Formsh.run(
      ["fill", "--form", RepeatingGroupTests.form, "-"],
      stdin: #"{"lead":"B","travellers":[{"name":"x","age":30},7]}"# + "\n")
    #expect(
      items.stdout.contains(
        #""travellers[2]":"expects an object of the item's fields, not a number""#),
      "\(items)")
    #expect(items.stderr.contains("wrong_input"), "\(items)")
  }
}
