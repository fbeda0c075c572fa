import Foundation
import Testing

/// Issue 28, points 5 and 6: `fill`, `run` and `test` without `--form` say that they work on
/// the built-in form (and `fill` refuses records that name none of its fields); a scenario
/// stops where its form does not load, and finds its form beside itself.
@Suite struct BuiltinFormNoticeTests {
  static let notice = "no --form given"

  @Test func fillWithoutAFormSaysSoAndRefusesRecordsOfAnotherForm() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let foreign = try files.write("people.jsonl", #"{"name": "Ada", "mail": "a@b.co"}"# + "\n")
    let refused = try Formsh.run(["fill", foreign])
    #expect(refused.status == 2, "\(refused)")
    #expect(refused.stdout.isEmpty, "\(refused)")
    #expect(
      refused.stderr.contains(
        #"the first record's keys ("name", "mail") name no field of the built-in sample form"#),
      "\(refused)")
    #expect(refused.stderr.contains("--form FORM"), "\(refused)")

    let showcase = try files.write("showcase.jsonl", #"{"email": "a@b.co"}"# + "\n")
    let filled = try Formsh.run(["fill", showcase])
    #expect(filled.status == 1, "\(filled)")  // the record is invalid
    #expect(filled.stderr.contains("warning: \(Self.notice)"), "\(filled)")
    #expect(filled.stdout.hasPrefix(#"{"record":1,"ok":false"#), "\(filled)")

    let named = try Formsh.run(["fill", "--form", "Forms/showcase.json", showcase])
    #expect(!named.stderr.contains(Self.notice), "\(named)")

    // CSV of another form: the same refusal, from its header.
    let csv = try files.write("people.csv", "name,mail\nAda,a@b.co\n")
    let header = try Formsh.run(["fill", csv])
    #expect(header.status == 2, "\(header)")
    #expect(header.stdout.isEmpty, "\(header)")
    #expect(
      header.stderr.contains(
        "no --form given, and the CSV header cannot be read for the built-in sample form"),
      "\(header)")
    #expect(header.stderr.contains("--form FORM"), "\(header)")
  }

  /// Records on a pipe are looked at as a file's are: the first record is read to judge it,
  /// then filled with the rest, nothing lost.
  @Test func fillFromAPipeRefusesRecordsOfAnotherFormAndKeepsTheFirstRecord() throws {
    let refused = try Formsh.run(
      ["fill"], stdin: #"{"name": "Ada", "mail": "a@b.co"}"# + "\n" + #"{"name": "Bo"}"# + "\n")
    #expect(refused.status == 2, "\(refused)")
    #expect(refused.stdout.isEmpty, "\(refused)")
    #expect(refused.stderr.contains("name no field of the built-in sample form"), "\(refused)")
    // The built-in form's own records: every one filled, the first included, in order, by
    // the line-by-line reader (CSV is not looked at) and the block reader alike.
    let records = (1...3).map { #"{"email": "a\#($0)@b.co", "terms": true}"# + "\n" }.joined()
    let filled = try Formsh.run(["fill"], stdin: records)
    #expect(filled.status == 1, "\(filled)")
    #expect(filled.stderr.contains("warning: \(Self.notice)"), "\(filled)")
    let lines = filled.stdout.split(separator: "\n")
    #expect(lines.count == 3, "\(filled)")
    #expect(lines.first?.hasPrefix(#"{"record":1,"#) == true, "\(filled)")
    #expect(lines.last?.hasPrefix(#"{"record":3,"#) == true, "\(filled)")
    // Without a newline at all, the one record is still read and filled.
    let one = try Formsh.run(["fill"], stdin: #"{"email": "a@b.co"}"#)
    #expect(one.stdout.hasPrefix(#"{"record":1,"ok":false"#), "\(one)")
    #expect(one.stdout.split(separator: "\n").count == 1, "\(one)")
  }

  @Test func runAndTestSayTheyUseTheBuiltInFormUnlessTheScriptLoadsOne() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let bare = try files.write("bare.formsh", "set email=a@b.co\nexpect value email = a@b.co\n")
    let loading = try files.write(
      "loading.formsh", "# signs up\nload Forms/signup.json\nset email=a@b.co\n")
    let run = try Formsh.run(["run", bare])
    #expect(run.status == 0, "\(run)")
    #expect(run.stderr.contains("warning: \(Self.notice)"), "\(run)")
    let loaded = try Formsh.run(["run", loading])
    #expect(loaded.status == 0 && loaded.stderr.isEmpty, "\(loaded)")
    let failing = try files.write("failing.formsh", "set email=a@b.co\nexpect valid\n")
    let test = try Formsh.run(["test", failing])
    #expect(test.status == 1, "\(test)")
    #expect(test.stdout.contains(Self.notice), "\(test)")
    // A passing scenario shows no transcript: the suite says it once on standard error.
    let passing = try Formsh.run(["test", bare, loading])
    #expect(passing.status == 0, "\(passing)")
    #expect(
      passing.stderr
        == "formsh test: warning: 1 scenario ran on the built-in sample form"
        + " (<built-in showcase>), no --form given and no load first: \(bare);"
        + " pass --form FILE, or begin each with load FILE\n", "\(passing)")
    let given = try Formsh.run(["test", "--form", "Forms/showcase.json", bare])
    #expect(given.status == 0 && given.stderr.isEmpty, "\(given)")
  }

  /// A script of requests alone (get, header, capture, echo, retry, expect status, header,
  /// response, duration) never touches the form: no warning, from run or test; the first
  /// command that works on the form is warned at, as before.
  @Test func aScriptOfRequestsAloneIsNotWarnedAbout() throws {
    let backend = try Backends.plain()
    let files = try TemporaryFiles()
    defer { files.remove() }
    let requests = """
      header X-Trace: t1
      get \(backend.url("/document"))
      retry 1 every 10
      expect status 200
      expect header X-Tag == alpha
      expect response $.id == 42
      expect duration < 600000
      capture id = $.id
      echo id ${id}

      """
    let passing = try files.write("requests.formsh", requests)
    let failing = try files.write("failing.formsh", requests + "expect status 500\n")
    let run = try Formsh.run(["run", passing])
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.hasSuffix("id 42\n"), "\(run)")
    #expect(run.stderr.isEmpty, "\(run)")
    let test = try Formsh.run(["test", passing, failing])
    #expect(test.status == 1, "\(test)")
    #expect(test.stdout.contains("failing.formsh:10: error: expected status 500"), "\(test)")
    #expect(!test.stdout.contains(Self.notice), "\(test)")
    #expect(test.stderr.isEmpty, "\(test)")
    // A command on the form after the requests: warned at its line.
    let mixed = try files.write("mixed.formsh", requests + "set email=a@b.co\n")
    let warned = try Formsh.run(["run", mixed])
    #expect(warned.status == 0, "\(warned)")
    #expect(warned.stderr.hasPrefix("\(mixed):10: warning: \(Self.notice)"), "\(warned)")
  }

  @Test func aScenarioStopsWhereItsFormDoesNotLoad() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let script = try files.write(
      "broken.formsh", "load missing-form.json\nset email=a@b.co\nexpect valid\n")
    for arguments in [["run", script], ["test", script]] {
      let result = try Formsh.run(arguments)
      let all = result.stdout + result.stderr
      #expect(result.status != 0, "\(result)")
      #expect(all.contains("broken.formsh:1: error: missing-form.json"), "\(result)")
      #expect(all.contains("broken.formsh:1: note: the script stops"), "\(result)")
      // Nothing after the failed load ran against the built-in form.
      #expect(!all.contains("broken.formsh:3"), "\(result)")
    }
  }

  @Test func aScenarioFindsItsFormAndItsSourcedFilesBesideIt() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    _ = try files.write(
      "mine.json",
      #"{"form_title": "Mine", "fields": [{"id": "code", "type": "TEXT", "label": "Code"}]}"#)
    _ = try files.write("steps.formsh", "set code=ok-42\n")
    let script = try files.write(
      "portable.formsh", "load mine.json\nsource steps.formsh\nexpect value code = ok-42\n")
    // Run from the package's root: neither file is there.
    #expect(!FileManager.default.fileExists(atPath: Formsh.root + "/mine.json"))
    for arguments in [["run", script], ["test", script]] {
      let result = try Formsh.run(arguments)
      #expect(result.status == 0, "\(arguments): \(result)")
      #expect(!result.stderr.contains(Self.notice), "\(result)")
    }
  }
}
