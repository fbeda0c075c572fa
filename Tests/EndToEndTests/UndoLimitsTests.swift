import Foundation
import Testing

/// Issue 26, point 9: each edit kept the whole session for `undo`, so every `set` on a form
/// of 100,000 fields cost memory in proportion to the form, never freed (200 `set` lines,
/// 2.1 GB). An edit of values now keeps the fields it changed, and what `undo` keeps is
/// bounded in bytes: the oldest edits are forgotten past it, and `undo` says so.
@Suite(.serialized) struct UndoLimitsTests {
  /// 300 edits of a form of 40,000 fields took 850 MB (a copy of the values per edit); now
  /// as much as loading the form, and undo and redo still give back each value.
  @Test func anEditOfALargeFormCostsTheFieldNotTheForm() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let count = 40_000
    let fields = (1...count).map {
      #"{"id": "item_\#($0)", "order": \#($0), "type": "TEXT", "label": "Item \#($0)"}"#
    }
    let form = try files.write(
      "items.json", #"{"form_title": "items", "fields": ["# + fields.joined(separator: ",") + "]}")
    let id = { (edit: Int) in "item_\((edit * 7_919) % count + 1)" }
    var lines = (0..<300).map { "set \(id($0))=value \($0)" }
    lines += [
      "undo", "undo", "undo", "redo",
      "expect value \(id(297)) = \"value 297\"",
      "expect value \(id(298)) =",
      "expect value \(id(299)) =",
      "expect value \(id(0)) = \"value 0\"",
    ]
    let script = try files.write("edits.formsh", lines.joined(separator: "\n") + "\n")
    let child = try Child(["run", "--form", form, script])
    let (status, peak) = child.wait()
    #expect(status == 0, "\(child.stderr)")
    #expect(child.stderr.isEmpty, "\(child.stderr)")
    #expect(peak < 200 * 1024, "peak \(peak) KB")
  }

  /// Edits of values of half a megabyte each: past the budget the oldest are forgotten;
  /// `undo` takes back every edit kept, then says how many came before.
  @Test func undoForgetsTheOldestEditsPastItsBudgetAndSaysSo() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let edits = 80
    let fields = (1...edits).map {
      #"{"id": "note\#($0)", "order": \#($0), "type": "TEXT", "label": "N"}"#
    }
    let form = try files.write(
      "notes.json", #"{"form_title": "notes", "fields": ["# + fields.joined(separator: ",") + "]}")
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    var lines = (1...edits).map { index in
      "set note\(index)=" + String(repeating: letters[index % letters.count], count: 500_000)
    }
    lines += Array(repeating: "undo", count: edits)
    let script = try files.write("big.formsh", lines.joined(separator: "\n") + "\n")
    let child = try Child(["run", "--form", form, script])
    let (status, peak) = child.wait()
    #expect(status == 1, "\(child.stderr.prefix(1_000))")
    let errors = child.stderr.split(separator: "\n")
    let first = try #require(errors.first, "no undo ran out")
    // "…: error: nothing more to undo; the N edits before were forgotten: undo keeps …"
    let forgotten = try #require(
      first.split(separator: " ").compactMap { Int($0) }.first, "\(first)")
    #expect(forgotten > 0 && forgotten < edits, "\(first)")
    #expect(errors.count == forgotten, "\(child.stderr.prefix(1_000))")
    for (offset, line) in errors.enumerated() {
      #expect(
        line
          == "\(script):\(edits + edits - forgotten + offset + 1): error: nothing more to undo; the \(forgotten) edits before were forgotten: undo keeps at most 1000 edits and 64 MiB of changes"
      )
    }
    #expect(peak < 400 * 1024, "peak \(peak) KB")
  }
}
