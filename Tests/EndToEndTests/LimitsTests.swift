import Foundation
import Testing

/// Hostile sizes (RELIABILITY.md, "Limits"): each ends with a clear error or works, in bounded
/// memory, and never crashes. Peak memory is the child's `ru_maxrss`, measured on the debug
/// build the tests run (a release build needs less).
@Suite(.serialized) struct LimitsTests {
  static let benchForm = Formsh.root + "/Benchmarks/campaign-bench.json"
  static let megabyte = 1 << 20

  @Test func aFormNested100000DeepIsAClearError() throws {
    let scratch = try TemporaryFiles()
    defer { scratch.remove() }
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let path = try scratch.write("deep.json", #"{"form_title": "deep", "fields": "# + deep + "}")
    for (arguments, prefix) in [
      (["lint", path], "formsh lint"), (["-c", "show", path], "formsh"),
    ] {
      let child = try Child(arguments)
      let (status, peak) = child.wait()
      #expect(status == 65)
      #expect(child.stderr == "\(prefix): error: \(path):1:545: nested deeper than 512 levels\n")
      #expect(peak < 64 * 1024, "peak \(peak) KB")
    }
  }

  /// A 50 MB string used to load (312 MB, 2.3 s) and be shown clipped; a form is now at
  /// most 16 MiB and a string in it 1 MiB (`FormLimits`), and the display clipping is for
  /// values typed or read from records.
  @Test func aFormWithA50MBStringIsRefusedAndA1MiBOneIsShownClipped() throws {
    let scratch = try TemporaryFiles()
    defer { scratch.remove() }
    func form(_ big: String) -> String {
      #"{"form_title": "T"# + big + #"", "fields": [{"id": "bio", "order": 1, "type": "TEXT","#
        + #" "subtype": "MULTILINE", "label": "Bio "# + big + #"", "default_value": ""# + big
        + #""}]}"#
    }
    let huge = try scratch.write(
      "huge.json", form(String(repeating: "x", count: 50 * Self.megabyte)))
    let refused = try Child(["-c", "show", huge])
    let (refusedStatus, refusedPeak) = refused.wait()
    #expect(refusedStatus == 65)
    #expect(refused.stderr.hasPrefix("formsh: error: \(huge): the form is larger than 16 MiB"))
    #expect(refusedPeak < 64 * 1024, "peak \(refusedPeak) KB")

    let big = String(repeating: "x", count: Self.megabyte - 10)
    let path = try scratch.write("big.json", form(big))
    let payload = scratch.path + "/payload.json"
    let child = try Child(["-c", "show; describe bio; fields; submit --out \(payload)", path])
    let (status, peak) = child.wait()
    #expect(status == 0)
    // Wrapping may break the line inside "… (N more characters)".
    #expect(child.stdout.contains("\(Self.megabyte - 10 - 65_536)"))
    #expect(child.stdout.utf8.count < Self.megabyte)
    #expect(child.stderr.isEmpty)
    // Nothing is cut in the payload: only the display is clipped.
    let written = try Data(contentsOf: URL(fileURLWithPath: payload))
    #expect(written.count == Self.megabyte - 10 + "{\n  \"bio\": \"\"\n}\n".utf8.count)
    #expect(peak < 200 * 1024, "peak \(peak) KB")
  }

  @Test func aFormWith100000FieldsWorks() throws {
    let scratch = try TemporaryFiles()
    defer { scratch.remove() }
    let fields = (1...100_000).map {
      #"{"id": "f\#($0)", "order": \#($0), "type": "TEXT", "label": "Field \#($0)"}"#
    }
    let form = try scratch.write(
      "many.json", #"{"form_title": "many", "fields": ["# + fields.joined(separator: ",") + "]}")
    let lint = try Child(["lint", form])
    let (lintStatus, lintPeak) = lint.wait()
    #expect(lintStatus == 0)
    #expect(lint.stdout == "\(form): 100000 fields, no problems\n")
    #expect(lintPeak < 400 * 1024, "peak \(lintPeak) KB")

    let payload = scratch.path + "/payload.json"
    let shell = try Child(["-c", "set f99999=last; show f99999; submit --out \(payload)", form])
    let (status, peak) = shell.wait()
    #expect(status == 0)
    #expect(shell.stdout.contains("› last"))
    let written = try String(contentsOfFile: payload, encoding: .utf8)
    #expect(written.contains(#""f99999": "last","#))
    #expect(peak < 400 * 1024, "peak \(peak) KB")

    let fill = try Child(["fill", "--form", form, "-"])
    fill.feed(Array(#"{"f1": "a", "f100000": "z"}"#.utf8) + [10])
    let (fillStatus, _) = fill.wait()
    #expect(fillStatus == 0)
    #expect(fill.stdout.hasPrefix(#"{"record":1,"ok":true,"payload":{"f1":"a","f2":"","#))
    #expect(fill.stdout.hasSuffix(#""f100000":"z"}}"# + "\n"))
  }

  @Test func recordsNested100000DeepOrHolding50MBAreMalformedLines() throws {
    let child = try Child(["fill", "--form", Self.benchForm, "-"])
    child.feed(Array(#"{"campaign_name": "#.utf8))
    child.feed(repeating: UInt8(ascii: "["), count: 100_000)
    child.feed(repeating: UInt8(ascii: "]"), count: 100_000)
    child.feed(Array("}\n{\"campaign_name\": \"".utf8))
    child.feed(repeating: UInt8(ascii: "x"), count: 50 * Self.megabyte)
    child.feed(Array("\"}\n{\"campaign_name\": \"after\"}\n".utf8))
    let (status, peak) = child.wait()
    #expect(status == 1)
    let lines = child.stdout.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(
      lines.first
        == #"{"record":1,"ok":false,"malformed":"nested deeper than 512 levels (column 530)"}"#)
    #expect(
      lines.dropFirst().first
        == #"{"record":2,"ok":false,"malformed":"line of 52428821 bytes is longer than the 16 MiB limit"}"#
    )
    #expect(lines.last?.hasPrefix(#"{"record":3,"ok":false,"errors":{"daily_budget""#) == true)
    #expect(child.stderr.hasPrefix("3 records: 0 ok, 1 invalid, 2 malformed in "))
    #expect(peak < 100 * 1024, "peak \(peak) KB")
  }

  @Test func aGigabyteLineWithoutANewlineIsOneMalformedRecordInBoundedMemory() throws {
    let child = try Child(["fill", "--form", Self.benchForm, "-"])
    #expect(child.feed(repeating: UInt8(ascii: "a"), count: 1 << 30))
    let (status, peak) = child.wait()
    #expect(status == 1)
    #expect(
      child.stdout
        == #"{"record":1,"ok":false,"malformed":"line of 1073741824 bytes is longer than the 16 MiB limit"}"#
        + "\n")
    #expect(child.stderr.hasPrefix("1 record: 0 ok, 0 invalid, 1 malformed in "))
    #expect(peak < 100 * 1024, "peak \(peak) KB")
  }

  @Test func aGigabyteScriptLineIsSkippedWithAnErrorInBoundedMemory() throws {
    let child = try Child(["Forms/signup.json"].map { Formsh.root + "/" + $0 })
    child.feed(Array("echo before\n".utf8))
    #expect(child.feed(repeating: UInt8(ascii: "a"), count: 1 << 30))
    child.feed(Array("\necho after\n".utf8))
    let (status, peak) = child.wait()
    #expect(status == 1)
    #expect(child.stdout == "before\nafter\n")
    #expect(
      child.stderr
        == "<stdin>:2: error: the line is 1073741824 bytes long, more than the 1 MiB a line may have; skipped\n"
    )
    #expect(peak < 64 * 1024, "peak \(peak) KB")
  }

  @Test func aScriptFileWithAnOverlongLineGoesOnAfterIt() throws {
    let scratch = try TemporaryFiles()
    defer { scratch.remove() }
    let script = try scratch.write(
      "long.formsh",
      "echo one\nset bio=" + String(repeating: "x", count: 3 * Self.megabyte) + "\necho two\n")
    let result = try Formsh.run(["run", script])
    #expect(result.stdout == "one\ntwo\n")
    #expect(
      result.stderr
        == "\(script):2: error: the line is 3145736 bytes long, more than the 1 MiB a line may have; skipped\n"
    )
    #expect(result.status == 1)
  }

  /// One letter under a million combining marks is one Character of 2 MB: `show`, `fields`
  /// and `describe` wrote it whole (4 MB), and `set` took 400,000 marks on `max_length: 2`.
  /// (The label has half a million, which keeps it under the 1 MiB a form's string may have.)
  @Test func aCharacterOfAMillionCombiningMarksIsShownBoundedAndCountsPastMaxLength() throws {
    let scratch = try TemporaryFiles()
    defer { scratch.remove() }
    let marks = { (count: Int) in String(repeating: "\u{301}", count: count) }
    let form = try scratch.write(
      "marks.json",
      #"{"form_title": "T", "fields": [{"id": "f", "order": 1, "type": "TEXT", "label": "Z"#
        + marks(500_000) + #"", "max_length": 2}]}"#)
    let shown = try Child(["-c", "show; fields; describe f", form])
    let (status, peak) = shown.wait()
    #expect(status == 0)
    #expect(shown.stdout.utf8.count < 16 * 1024, "\(shown.stdout.utf8.count) bytes")
    #expect(shown.stdout.contains("Z" + marks(31) + "… (15625 more characters)"))
    #expect(!shown.stdout.contains("Z" + marks(32)))
    #expect(peak < 200 * 1024, "peak \(peak) KB")

    let script = try Child([form])
    script.feed(Array(("set f=a" + marks(400_000) + "\nsubmit\n").utf8))
    let (scriptStatus, _) = script.wait()
    #expect(scriptStatus == 1)
    #expect(
      script.stderr.hasPrefix(
        "<stdin>:1: error: f: takes at most 2 characters; this value has 12501 (nothing was changed)\n"
      ))
    #expect(script.stdout == "{\n  \"f\": \"\"\n}\n")

    let fill = try Child(["fill", "--form", form, "-"])
    fill.feed(Array((#"{"f": "a"# + marks(1_000_000) + #""}"# + "\n").utf8))
    let (fillStatus, _) = fill.wait()
    #expect(fillStatus == 1)
    #expect(fill.stdout.hasPrefix(#"{"record":1,"ok":false,"errors":{"f":"#), "\(fill.stdout)")
    #expect(fill.stdout.utf8.count < 1024)
  }
}
