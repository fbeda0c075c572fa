import Foundation
import Testing

/// Issue 40 §5 and §7, through the binary: a load and each edit have one budget for all their
/// evaluations, a read of a whole list is one read, an edit works out only what reads what it
/// changed, and `add` maps only its item, up to 1,000 items. No test here asserts a time: each
/// asserts what formsh says and a bound on its memory, and the deadlines only keep a build
/// that regressed (the code before took minutes on these forms) from hanging the suite.
@Suite struct FormBudgetTests {
  /// A list of `count` items holding a number and the fields `item` gives; `rest` after it.
  static func form(list: String = "items", count: Int, item: String, rest: String = "") -> String {
    #"{"form_title": "Costly", "fields": [{"id": "\#(list)", "type": "GROUP", "label": "Item","#
      + #" "repeat": {"min": \#(count)}, "fields": [{"id": "n", "type": "TEXT","#
      + #" "subtype": "NUMBER", "label": "N of {\#(list).n}", "default_value": "1"}\#(item)]}"#
      + rest + "]}"
  }

  /// `count` fields in each item, each `rule` as the key `key` (and of the type `type`).
  static func fields(_ count: Int, _ key: String, _ rule: String, type: String = "TEXT") -> String {
    (0..<count).map {
      #", {"id": "c\#($0)", "type": "\#(type)", "label": "C\#($0)", "\#(key)": \#(rule)}"#
    }
    .joined()
  }

  /// A second list, `b`, of 1,000 numbers, which the first's rules go through.
  static let otherList =
    #", {"id": "b", "type": "GROUP", "label": "B", "repeat": {"min": 1000}, "fields": ["#
    + #"{"id": "n", "type": "TEXT", "subtype": "NUMBER", "label": "N", "default_value": "2"}]}"#

  /// The issue's form: a thousand items, each with five computed fields going through the
  /// list. The list holds them, so each reads itself: a cycle, found in linear time and named
  /// by its shortest loop. Loading took 26 s and 2.9 GB (paths to every field of the list for
  /// each rule), and the cycle was named by its 5,000 fields.
  @Test func aThousandItemsEachReadingTheirListLoadInLinearTime() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let reduce =
      #"{"reduce": [{"var": "items"}, {"+": [{"var": "accumulator"}, {"var": "current.n"}]}, 0]}"#
    let path = try files.write(
      "costly.json", Self.form(count: 1000, item: Self.fields(5, "value", reduce)))
    let lint = try Child(["lint", path])
    let (status, peak) = lint.wait(atMost: 300)
    #expect(status == 1, "\(lint.stdout.prefix(600))")
    #expect(
      lint.stdout.contains(
        "computed values read each other in a cycle: items[1].c0 → items → items[1] → items[1].c0"
          + " (and 5998 more that read each other); each stays empty"),
      "\(lint.stdout.prefix(600))")
    #expect(lint.stdout.utf8.count < 4_000, "\(lint.stdout.prefix(600))")
    #expect(peak < 300 * 1024, "peak \(peak) KB")
  }

  /// A shape of rules that together go past the budget: five in each of a thousand items,
  /// each going through another list of a thousand.
  struct Shape: CustomTestStringConvertible, Sendable {
    let name: String
    let item: String
    var testDescription: String { name }
  }

  static let valueShapes: [Shape] = [
    Shape(
      name: "reduce",
      item: fields(
        5, "value",
        #"{"reduce": [{"var": "b"}, {"+": [{"var": "accumulator"}, {"var": "current.n"}]}, 0]}"#)),
    Shape(
      name: "map",
      item: fields(5, "value", #"{"cat": {"map": [{"var": "b"}, {"cat": [{"var": "n"}, ","]}]}}"#)),
    Shape(
      name: "filter",
      item: fields(
        5, "value",
        #"{"reduce": [{"filter": [{"var": "b"}, {">": [{"var": "n"}, 1]}]}, {"+": [{"var": "accumulator"}, 1]}, 0]}"#
      )),
    Shape(
      name: "some and all",
      item: fields(
        3, "value", #"{"some": [{"var": "b"}, {">": [{"var": "n"}, 5]}]}"#, type: "CHECKBOX"
      )
      .replacingOccurrences(of: #""c"#, with: #""s"#)
        + fields(
          3, "value", #"{"all": [{"var": "b"}, {"<": [{"var": "n"}, 5]}]}"#, type: "CHECKBOX")),
  ]

  @Test(
    "computed values that together go past the load's budget are one error, in bounded memory",
    arguments: valueShapes)
  func computedValuesShareTheLoadsBudget(_ shape: Shape) throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write(
      "costly.json", Self.form(list: "a", count: 1000, item: shape.item, rest: Self.otherList))
    let lint = try Child(["lint", path])
    let (status, peak) = lint.wait(atMost: 300)
    #expect(status == 1, "\(lint.stdout.prefix(600))")
    let error = lint.stdout.split(separator: "\n").filter { $0.contains(" error ") }
    #expect(error.count == 1, "\(lint.stdout.prefix(600))")
    #expect(
      error.first?.contains(
        " computed values after it (Over Budget: the form's conditions and computed values take"
          + " more than 10000000 steps together on these values): the form is too costly to work"
          + " out as it starts;") == true, "\(lint.stdout.prefix(600))")
    #expect(peak < 300 * 1024, "peak \(peak) KB")
  }

  /// Conditions over a list in each of a thousand items, none of which stops early: their
  /// evaluation at load goes past the budget, and the form says it cannot be judged; so does
  /// an edit of the list, on a budget of its own.
  @Test(
    "conditions over a list share the load's budget, and an edit's",
    arguments: ["visible_if", "required_if"])
  func conditionsShareTheBudget(_ key: String) throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let some = #"{"some": [{"var": "b"}, {">": [{"var": "n"}, 5]}]}"#
    let path = try files.write(
      "costly.json",
      Self.form(list: "a", count: 1000, item: Self.fields(5, key, some), rest: Self.otherList))
    let shell = try Child(["-c", "validate; set b[1].n=3; validate", path])
    let (status, peak) = shell.wait(atMost: 300)
    #expect(status == 0, "\(shell.stderr.prefix(600))")
    let unfinished = shell.stdout.components(separatedBy: "\n").filter {
      $0.hasPrefix("  _form: \(key) of a[")
        && $0.hasSuffix(
          " was not evaluated: Over Budget: the form's conditions and computed values take more"
            + " than 10000000 steps together on these values")
    }
    #expect(unfinished.count == 2, "\(shell.stdout.prefix(900))")
    #expect(peak < 300 * 1024, "peak \(peak) KB")
  }

  /// An edit of the list works out the computed values that read it again, on one budget:
  /// past it, one warning says how many were left, and `validate` refuses them.
  @Test func anEditHasOneBudget() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let reduce =
      #"{"reduce": [{"var": "b"}, {"+": [{"var": "accumulator"}, {"var": "current.n"}]}, 0]}"#
    let path = try files.write(
      "costly.json",
      Self.form(list: "a", count: 1000, item: Self.fields(5, "value", reduce), rest: Self.otherList)
    )
    let shell = try Child(["-c", "set b[1].n=5; set b[2].n=7; validate a[1000].c4", path])
    let (status, peak) = shell.wait(atMost: 300)
    #expect(status == 0, "\(shell.stderr.prefix(600))")
    let warnings = shell.stderr.split(separator: "\n").filter {
      $0.contains("could not be worked out (Over Budget: the form's conditions and computed values")
    }
    // The load's, then each edit's (the values differ, so each is new).
    #expect(warnings.count == 1 || warnings.count == 2, "\(shell.stderr.prefix(900))")
    #expect(warnings.allSatisfy { $0.contains(" computed values after it); it is empty") })
    #expect(
      shell.stdout.contains("a[1000].c4: could not be worked out: Over Budget:"),
      "\(shell.stdout.prefix(600))")
    #expect(peak < 300 * 1024, "peak \(peak) KB")
  }

  /// A computed value of an item that reads only its own item, in a thousand items: an edit of
  /// one item works out that item's value alone, and the form is judged in full.
  @Test func anEditOfOneItemWorksOutThatItem() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let double = #"{"*": [{"var": "items.n"}, 2]}"#
    let total =
      #", {"id": "total", "type": "TEXT", "subtype": "NUMBER", "label": "Total","#
      + #" "value": {"reduce": [{"var": "items"}, {"+": [{"var": "accumulator"}, {"var": "current.c0"}]}, 0]}}"#
    let path = try files.write(
      "items.json",
      Self.form(count: 1000, item: Self.fields(1, "value", double), rest: total))
    let script = (1...200).map { "set items[\($0)].n=3" }.joined(separator: "; ")
    let shell = try Child(["-c", script + "; show total; show items[200].c0", path])
    let (status, peak) = shell.wait(atMost: 300)
    #expect(status == 0, "\(shell.stderr.prefix(600))")
    // 800 items of 2, 200 of 6.
    #expect(shell.stdout.contains("› 2800"), "\(shell.stdout.suffix(600))")
    #expect(shell.stdout.contains("› 6"), "\(shell.stdout.suffix(600))")
    #expect(peak < 300 * 1024, "peak \(peak) KB")
  }

  /// `add` maps only the new item: 300 adds to a list whose items hold ten fields, with piped
  /// labels, a condition and a computed value, and a count over the list outside it. Each
  /// add mapped the whole form again and worked out every value (quadratic, cubic with the
  /// count): these took 200 s in a release build.
  @Test func addsMapOnlyTheirItems() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let item =
      (1...7).map { #", {"id": "f\#($0)", "type": "TEXT", "label": "F\#($0) of {count}"}"# }
      .joined()
      + #", {"id": "twice", "type": "TEXT", "label": "Twice", "value": {"*": [{"var": "items.n"}, 2]}}"#
      + #", {"id": "note", "type": "TEXT", "label": "Note", "visible_if": {">": [{"var": "items.n"}, 5]}}"#
    let count =
      #", {"id": "count", "type": "TEXT", "subtype": "NUMBER", "label": "Count","#
      + #" "value": {"reduce": [{"var": "items"}, {"+": [{"var": "accumulator"}, 1]}, 0]}}"#
    let path = try files.write("adds.json", Self.form(count: 0, item: item, rest: count))
    let script = try files.write(
      "adds.formsh",
      String(repeating: "add items\n", count: 300)
        + "set items[300].n=7\nshow count\nshow items[300]\n")
    let run = try Child(["run", "--form", path, script])
    let (status, peak) = run.wait(atMost: 300)
    #expect(status == 0, "\(run.stderr.prefix(600))")
    #expect(run.stdout.contains("› 300\n"), "\(run.stdout.prefix(300))")
    // The new item's label pipes the count, its computed value and condition read it.
    #expect(run.stdout.contains("F1 of 300"), "\(run.stdout.suffix(900))")
    #expect(run.stdout.contains("› 14\n"), "\(run.stdout.suffix(900))")
    #expect(run.stdout.contains("Note"), "\(run.stdout.suffix(900))")
    #expect(peak < 300 * 1024, "peak \(peak) KB")
  }

  /// A thousand adds to a one-field list (2,000 took 40 s in a release build), then one past
  /// the cap: refused, naming the list and the cap, as `fill` refuses such a record.
  @Test func aThousandAddsThenTheCap() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write(
      "one.json",
      #"{"form_title": "One", "fields": [{"id": "l", "type": "GROUP", "label": "L","#
        + #" "repeat": {"min": 0}, "fields": [{"id": "a", "type": "TEXT", "label": "A"}]}]}"#)
    let script = try files.write(
      "adds.formsh",
      String(repeating: "add l\n", count: 1000) + "set l[1000].a=last\nadd l\nshow l[1000].a\n")
    let run = try Child(["run", "--form", path, script])
    let (status, peak) = run.wait(atMost: 300)
    #expect(status == 1, "\(run.stderr.prefix(600))")
    #expect(
      run.stderr.hasSuffix(
        "adds.formsh:1002: error: l: has 1000 items, the most a list may have (as `fill` takes"
          + " from a record); remove one before adding another\n"), "\(run.stderr.suffix(600))")
    #expect(run.stdout.contains("› last\n"), "\(run.stdout.suffix(300))")
    #expect(peak < 300 * 1024, "peak \(peak) KB")
  }

  /// The cap holds for a list whose `max` is larger and that starts full; an item removed
  /// makes room for one more; what is refused changes nothing.
  @Test func addPastAThousandItemsIsRefused() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write(
      "full.json",
      #"{"form_title": "Full", "fields": [{"id": "l", "type": "GROUP", "label": "L","#
        + #" "repeat": {"min": 1000, "max": 5000}, "fields": [{"id": "a", "type": "TEXT", "label": "A"}]}]}"#
    )
    let shell = try Formsh.run(
      ["-c", "add l; add l; remove l 1000; add l; add l; show l[1000].a", path], timeout: 300)
    #expect(shell.status == 1, "\(shell)")
    let refusal =
      "-c:1: error: l: has 1000 items, the most a list may have (as `fill` takes from a record);"
      + " remove one before adding another"
    #expect(
      shell.stderr.components(separatedBy: "\n").filter { $0.hasPrefix("-c:1: error:") }
        == [refusal, refusal, refusal], "\(shell.stderr)")
    #expect(shell.stdout.contains("l[1000].a"), "\(shell)")
  }
}
