import Foundation
import Testing

/// `formsh probe FORM --to URL` (docs/probe.md) against the test backend's
/// `/probe/KIND` servers, each judging the same sign-up form
/// (`Fixtures/probe/signup.json`): what the probe finds, sends and writes.
@Suite struct ProbeTests {
  static let form = "Tests/EndToEndTests/Fixtures/probe/signup.json"
  /// The probes the fixture gives: the baseline, then 16 (an accepted boundary equal to the
  /// baseline's value, `age` 18 or `plan` basic, is the baseline itself).
  static let probes = 17

  /// Runs a probe of the fixture at `/probe/KIND?m=MARKER`; the run, and the requests the
  /// backend received from it.
  static func probe(_ kind: String, _ more: [String] = []) throws -> (
    result: Formsh.Result, sent: [LoggedRequest]
  ) {
    let backend = try Backends.plain()
    let marker = Backends.marker()
    let result = try Formsh.run(
      ["probe", form, "--to", backend.url("/probe/\(kind)?m=\(marker)")] + more)
    return (result, try Backends.requests(backend, containing: marker))
  }

  /// The probes of a `--json` run that did not agree, as `FIELD RULE VERDICT`.
  static func findings(_ result: Formsh.Result) throws -> [String] {
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
      "\(result)")
    let probes = try #require(document["probes"] as? [[String: Any]])
    return probes.compactMap { probe in
      let verdict = probe["verdict"] as? String ?? "?"
      guard verdict != "agreed" else { return nil }
      return "\(probe["field"] as? String ?? "-") \(probe["rule"] as? String ?? "-") \(verdict)"
    }
  }

  @Test func aServerThatEnforcesEveryRuleAgreesOnEveryProbe() throws {
    let (result, sent) = try Self.probe("strict")
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stdout.contains(
        "\n17 probes sent: 17 agreed, 0 accepted what the form forbids, 0 refused what the"
          + " form allows, 0 blamed another field, 0 server errors\n"), "\(result)")
    #expect(sent.count == Self.probes, "\(sent.map(\.body))")
    // The baseline first, valid; then each rule broken on its own.
    #expect(
      sent.first?.body
        == #"{"email":"user@example.com","age":18,"plan":"basic","nickname":"sample","terms":true}"#
    )
    #expect(sent.contains { $0.body.contains(#""age":17,"#) })
    #expect(sent.contains { $0.body.contains(#""plan":"no-such-option""#) })
  }

  @Test func aLaxServerIsNamedForEachRuleItForgets() throws {
    let (result, _) = try Self.probe("lax")
    #expect(result.status == 1, "\(result)")
    // The table: one row per field and rule, what was sent, expected and answered.
    for row in [
      #"age       min            17                refuse  201     accepted what the form forbids"#,
      #"plan      options        "no-such-option"  refuse  201     accepted what the form forbids"#,
      #"terms     required       false             refuse  201     accepted what the form forbids"#,
      #"age       max            131               refuse  422     agreed"#,
      #"nickname  max_length     "aaaaaaasample"   refuse  422     agreed"#,
    ] {
      #expect(result.stdout.contains("\n" + row + "\n"), "\(row)\n\(result)")
    }
    #expect(
      result.stdout.contains(
        "\n17 probes sent: 14 agreed, 3 accepted what the form forbids, 0 refused what the"
          + " form allows, 0 blamed another field, 0 server errors\n"), "\(result)")
    let json = try Self.probe("lax", ["--json"]).result
    #expect(json.status == 1, "\(json)")
    #expect(
      try Self.findings(json) == [
        "age min accepted_forbidden", "plan options accepted_forbidden",
        "terms required accepted_forbidden",
      ])
  }

  @Test func aStricterServerRefusesWhatTheFormAllows() throws {
    let (result, _) = try Self.probe("stricter", ["--json"])
    #expect(result.status == 1, "\(result)")
    #expect(try Self.findings(result) == ["age at max refused_allowed"])
  }

  @Test func aServerThatBlamesAnotherFieldIsNamed() throws {
    let (result, _) = try Self.probe("wrong-field", ["--json"])
    #expect(result.status == 1, "\(result)")
    // email's own probes agree (the server names email); every other refusal blames it.
    #expect(
      try Self.findings(result) == [
        "age required blamed_other_field", "age format blamed_other_field",
        "age format blamed_other_field", "age min blamed_other_field",
        "age max blamed_other_field", "plan required blamed_other_field",
        "plan options blamed_other_field", "nickname max_length blamed_other_field",
        "nickname pattern blamed_other_field", "terms required blamed_other_field",
      ])
    let text = try Self.probe("wrong-field").result
    #expect(
      text.stdout.contains(
        "\nterms     required       false             refuse  422     blamed another field (email)\n"
      ),
      "\(text)")
    // Blamed with a different message each time: not a value the server keeps unique.
    #expect(!text.stdout.contains("hint:"), "\(text)")
  }

  @Test func aServerError() throws {
    let (result, _) = try Self.probe("500", ["--json"])
    #expect(result.status == 1, "\(result)")
    #expect(
      try Self.findings(result) == [
        "age format server_error", "age format server_error", "plan option pro server_error",
      ])
  }

  @Test func aRefusedBaselineStopsTheProbeAfterOneRequest() throws {
    let (result, sent) = try Self.probe("closed")
    #expect(result.status == 1, "\(result)")
    #expect(sent.count == 1, "\(sent.map(\.body))")
    #expect(
      result.stdout.contains(
        "baseline: HTTP 403 Forbidden: refused what the form allows\nThe server refuses the"
          + " form's valid baseline, so nothing else can be judged.\n"), "\(result)")
    #expect(
      result.stderr.contains("formsh probe: error: the server answered HTTP 403 Forbidden ("),
      "\(result)")
    #expect(result.stderr.contains("\n  sign-ups are closed\n"), "\(result)")
  }

  /// A server that keeps emails unique refuses every payload after the baseline for its
  /// email: the probe says which field it blamed and how to fix that, and `--unique email`
  /// gives every payload its own email, so each verdict is about the rule broken, run after
  /// run against the same store.
  @Test func uniqueGivesEveryPayloadItsOwnValueOfAFieldTheServerKeepsUnique() throws {
    let backend = try Backends.plain()
    let marker = Backends.marker()
    let url = backend.url("/probe/unique?m=\(marker)")
    let plain = try Formsh.run(["probe", Self.form, "--to", url])
    #expect(plain.status == 1, "\(plain)")
    #expect(
      plain.stdout.contains(
        "hint: the server blamed email on 4 probes that sent it unchanged (has already been"
          + " taken): if each record needs its own email, --unique email gives every payload a"
          + " distinct one\n"), "\(plain)")
    // The baseline's email is taken now: a second run stops at the baseline, and says why.
    let again = try Formsh.run(["probe", Self.form, "--to", url])
    #expect(again.status == 1, "\(again)")
    #expect(again.stdout.contains("hint: the server blamed email on the baseline"), "\(again)")
    for run in 1...2 {
      let before = try Backends.requests(backend, containing: marker).count
      let unique = try Formsh.run(["probe", Self.form, "--to", url, "--unique", "email"])
      #expect(unique.status == 0, "run \(run): \(unique)")
      #expect(unique.stdout.contains("\n17 probes sent: 17 agreed,"), "\(unique)")
      #expect(!unique.stdout.contains("hint:"), "\(unique)")
      let emails = try Backends.requests(backend, containing: marker).dropFirst(before).compactMap {
        request in
        (try JSONSerialization.jsonObject(with: Data(request.body.utf8)) as? [String: Any])?[
          "email"] as? String
      }
      #expect(emails.count == Self.probes)
      // Every email that is one is distinct; the field's own probes keep what they test.
      let valid = emails.filter { $0.contains("@") && !$0.hasPrefix("aaaa") }
      #expect(Set(valid).count == valid.count, "\(emails)")
      #expect(emails.contains(""))
    }
  }

  @Test(arguments: [
    (["--unique", "nothing"], "--unique nothing: the form has no field nothing"),
    (
      ["--unique", "terms"],
      "--unique terms: only a field that holds text can be made unique, and terms is a checkbox"
        + " field"
    ),
  ])
  func uniqueNamesAFieldThatCannotBeMadeUnique(_ more: [String], _ message: String) throws {
    let result = try Formsh.run(
      ["probe", Self.form, "--to", "http://127.0.0.1:9/x", "--dry-run"] + more)
    #expect(result.status == 2, "\(result)")
    #expect(result.stderr.contains(message), "\(result)")
  }

  @Test func theJSONDocumentHasItsKeys() throws {
    let (result, _) = try Self.probe("lax", ["--json"])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(
      Set(document.keys) == [
        "form", "title", "method", "url", "agreed", "complete", "baseline", "probes", "summary",
        "left_out", "not_probed",
      ])
    #expect(document["complete"] as? Bool == true)
    #expect(document["form"] as? String == Self.form)
    #expect(document["method"] as? String == "POST")
    #expect(document["agreed"] as? Bool == false)
    let baseline = try #require(document["baseline"] as? [String: Any])
    #expect(baseline["status"] as? Int == 201)
    #expect(baseline["verdict"] as? String == "agreed")
    #expect((baseline["payload"] as? [String: Any])?["email"] as? String == "user@example.com")
    let probes = try #require(document["probes"] as? [[String: Any]])
    #expect(probes.count == Self.probes - 1)
    let min = try #require(
      probes.first { $0["field"] as? String == "age" && $0["rule"] as? String == "min" })
    #expect(min["expect"] as? String == "refuse")
    #expect(min["value"] as? Int == 17)
    #expect(min["status"] as? Int == 201)
    #expect(min["verdict"] as? String == "accepted_forbidden")
    let max = try #require(
      probes.first { $0["field"] as? String == "age" && $0["rule"] as? String == "max" })
    #expect((max["errors"] as? [String: [String]])?["age"] == ["is too high"])
    let summary = try #require(document["summary"] as? [String: Int])
    #expect(
      summary == [
        "probes": 17, "agreed": 14, "accepted_forbidden": 3, "refused_allowed": 0,
        "blamed_other_field": 0, "server_error": 0, "left_out": 0, "not_probed": 0,
      ])
  }

  @Test func theJUnitReportHasACasePerProbeAndAFailurePerDisagreement() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let report = files.path + "/probe.xml"
    let (result, _) = try Self.probe("lax", ["--report", "junit", "-o", report])
    #expect(result.status == 1, "\(result)")
    let xml = try String(contentsOfFile: report, encoding: .utf8)
    #expect(xml.components(separatedBy: "<testcase ").count - 1 == Self.probes, "\(xml)")
    #expect(xml.contains(#"<testsuites name="formsh" tests="17" failures="3">"#), "\(xml)")
    #expect(xml.contains(#"<testcase classname="formsh.probe" name="baseline (accept)"/>"#))
    #expect(
      xml.contains(
        #"<testcase classname="formsh.probe" name="age min = 17 (refuse)">"#
          + "\n"
          + #"      <failure message="accepted what the form forbids: HTTP 201 Created" type="accepted_forbidden">sent age = 17, which the form says to refuse</failure>"#
      ), "\(xml)")
    #expect(xml.components(separatedBy: "<failure ").count - 1 == 3, "\(xml)")
  }

  @Test func aDryRunSendsNothingAndShowsEveryPayload() throws {
    let (result, sent) = try Self.probe("lax", ["--dry-run"])
    #expect(result.status == 0, "\(result)")
    #expect(sent.isEmpty, "\(sent.map(\.body))")
    #expect(result.stdout.components(separatedBy: "\n# ").count == Self.probes, "\(result)")
    #expect(
      result.stdout.contains(
        "# 7/17 age min: expect refuse\nPOST http://127.0.0.1:"), "\(result)")
    #expect(
      result.stdout.contains(
        "\nContent-Type: application/json\nAccept: application/json, */*;q=0.5\n\n"
          + #"{"email":"user@example.com","age":17,"plan":"basic","nickname":"sample","terms":true}"#
          + "\n"), "\(result)")
    #expect(
      result.stderr == "formsh probe: --dry-run: 17 payloads would be sent; nothing was\n",
      "\(result)")
  }

  @Test func aDryRunOfOnePayloadSaysPayloadInTheSingular() throws {
    let (result, sent) = try Self.probe("lax", ["--dry-run", "--max-requests", "1"])
    #expect(result.status == 0, "\(result)")
    #expect(sent.isEmpty, "\(sent.map(\.body))")
    #expect(
      result.stderr.hasPrefix(
        "formsh probe: --dry-run: 1 payload would be sent; nothing was; 16 left out"),
      "\(result)")
  }

  @Test func maxRequestsCutsTheRunAndSaysWhatWasLeftOut() throws {
    let (result, sent) = try Self.probe("strict", ["--max-requests", "5"])
    #expect(result.status == 0, "\(result)")
    #expect(sent.count == 5, "\(sent.map(\.body))")
    #expect(
      result.stdout.contains(
        "\n5 probes sent: 5 agreed, 0 accepted what the form forbids, 0 refused what the form"
          + " allows, 0 blamed another field, 0 server errors; 12 left out\n"
          + "left out (--max-requests 5): age format, age min, age at max, age max,"
          + " plan required, plan option pro, plan options, nickname empty,"
          + " nickname at max_length, nickname max_length, nickname pattern, terms required\n"),
      "\(result)")
    // Exit 0 is for what was sent; standard error says that was not everything.
    #expect(
      result.stderr
        == "formsh probe: warning: 12 of 17 probes were left out (--max-requests 5): the server"
        + " was judged on the 5 sent\n", "\(result)")
    let json = try Self.probe("strict", ["--max-requests", "5", "--json"]).result
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(document["agreed"] as? Bool == true)
    #expect(document["complete"] as? Bool == false)
    // Each probe left out with its value: the two `age format` probes told apart.
    let leftOut = try #require(document["left_out"] as? [[String: Any]])
    #expect(
      leftOut.filter { $0["rule"] as? String == "format" }.map { $0["value"] as? String } == [
        "12,50"
      ])
    #expect(leftOut.first { $0["rule"] as? String == "min" }?["value"] as? Int == 17)
  }

  /// A required dropdown with no options: no payload is valid, so nothing is sent and the
  /// form is what needs a look (65).
  @Test func aFormWithNoValidPayloadIs65AndSaysWhichRule() throws {
    for more in [[], ["--dry-run"]] {
      let result = try Formsh.run(
        ["probe", "Forms/campaign.json", "--to", "http://127.0.0.1:9/x"] + more)
      #expect(result.status == 65, "\(result)")
      #expect(
        result.stderr.contains(
          "formsh probe: error: no valid payload of Forms/campaign.json could be derived, so"
            + " nothing can be probed: target_region needs a selection (it has no options, so it"
            + " can never be valid) (formsh lint"
            + " Forms/campaign.json lists the form's problems)"), "\(result)")
    }
  }

  /// Sent as a form, the age arrives as text and the server refuses the baseline for it: the
  /// age cannot be made unique, so no hint says to.
  @Test func noHintForAFieldThatCannotBeMadeUnique() throws {
    let (result, _) = try Self.probe("strict", ["--as", "form"])
    #expect(result.status == 1, "\(result)")
    #expect(result.stdout.contains("baseline: HTTP 422"), "\(result)")
    #expect(!result.stdout.contains("hint:"), "\(result)")
  }

  @Test func concurrencyGivesTheSameFindingsInTheSameOrder() throws {
    let one = try Self.probe("wrong-field", ["--json", "--concurrency", "1"]).result
    let many = try Self.probe("wrong-field", ["--json", "--concurrency", "8"]).result
    let (manyText, sent) = try Self.probe("500", ["--concurrency", "8"])
    let oneText = try Self.probe("500", ["--concurrency", "1"]).result
    #expect(try Self.findings(one) == Self.findings(many))
    #expect(!(try Self.findings(one)).isEmpty)
    // The whole table, row for row, but for the URL's marker.
    func table(_ result: Formsh.Result) -> String {
      result.stdout.split(separator: "\n").dropFirst().joined(separator: "\n")
    }
    #expect(table(manyText) == table(oneText), "\(manyText)\n\(oneText)")
    #expect(sent.count == Self.probes)
  }

  @Test func secretsNeverAppearInTheOutputTheJSONOrTheReport() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let report = files.path + "/probe.xml"
    let secrets = [
      "--header", "Authorization: Bearer hdr-secret-123", "--secret", "TENANT=tenant-secret-456",
      "--header", "X-Tenant: tenant-secret-456",
    ]
    // The server echoes both in every refusal.
    let (json, sent) = try Self.probe(
      "wrong-field", secrets + ["--json", "--report", "junit", "-o", report])
    let text = try Self.probe("wrong-field", secrets).result
    let closed = try Self.probe("closed", secrets).result
    #expect(sent.first?.header("Authorization") == "Bearer hdr-secret-123")
    #expect(sent.first?.header("X-Tenant") == "tenant-secret-456")
    let xml = try String(contentsOfFile: report, encoding: .utf8)
    for output in [
      json.stdout, json.stderr, text.stdout, text.stderr, closed.stdout, closed.stderr, xml,
    ] {
      #expect(!output.contains("hdr-secret-123"), "\(output)")
      #expect(!output.contains("tenant-secret-456"), "\(output)")
    }
    #expect(json.stdout.contains("sent with ******** and ********"), "\(json)")
    #expect(xml.contains("sent with ******** and ********"), "\(xml)")
    #expect(closed.stderr.contains("sent with ******** and ********"), "\(closed)")
  }

  /// A server that echoes every value it is sent in its errors: a secure field's value is
  /// masked in the table, the errors, the JSON and the report, as `submit --to` masks it.
  @Test func aSecureValueTheServerEchoesIsMasked() throws {
    let backend = try Backends.plain()
    let files = try TemporaryFiles()
    defer { files.remove() }
    let form = try files.write(
      "secure.json",
      #"{"form_title": "S", "fields": [{"id": "pw", "order": 1, "type": "TEXT", "subtype": "SECURE", "label": "P", "required": true, "default_value": "RealDefaultSecret9"}]}"#
    )
    let report = files.path + "/probe.xml"
    for more in [[], ["--json", "--report", "junit", "-o", report]] {
      let result = try Formsh.run(["probe", form, "--to", backend.url("/errors/echo")] + more)
      #expect(result.status == 1, "\(result)")
      #expect(!(result.stdout + result.stderr).contains("RealDefaultSecret9"), "\(result)")
      #expect((result.stdout + result.stderr).contains("********"), "\(result)")
    }
    #expect(!(try String(contentsOfFile: report, encoding: .utf8)).contains("RealDefaultSecret9"))
  }

  @Test func theFormsActionIsUsedWhenToIsMissing() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let backend = try Backends.plain()
    let marker = Backends.marker()
    var form = try String(contentsOfFile: Formsh.root + "/" + Self.form, encoding: .utf8)
    form = form.replacingOccurrences(
      of: #""form_title": "Sign up","#,
      with:
        #""form_title": "Sign up", "action": {"url": "\#(backend.url("/probe/lax?m=" + marker))", "method": "put"},"#
    )
    let path = try files.write("signup.json", form)
    let result = try Formsh.run(["probe", path])
    #expect(result.status == 1, "\(result)")
    #expect(
      result.stdout.hasPrefix("probe: PUT \(backend.url("/probe/lax?m=" + marker))"), "\(result)")
    let sent = try Backends.requests(backend, containing: marker)
    #expect(sent.count == Self.probes)
    #expect(Set(sent.map(\.method)) == ["PUT"])
  }

  @Test func aServerThatCannotBeReachedIs69() throws {
    let result = try Formsh.run(["probe", Self.form, "--to", "http://127.0.0.1:9/probe/strict"])
    #expect(result.status == 69, "\(result)")
    #expect(
      result.stderr.hasPrefix("formsh probe: error: http://127.0.0.1:9/probe/strict: "), "\(result)"
    )
    #expect(result.stdout.isEmpty, "\(result)")
  }

  @Test(arguments: [
    (["probe"], "name the form whose rules to probe: formsh probe FORM --to URL"),
    (["probe", form], "say where to send the probes: --to URL (\(form) has no action)"),
    (["probe", form, "--to", "ftp://example.com/x"], "--to takes an http:// or https:// URL"),
    (
      ["probe", form, "--to", "http://127.0.0.1:9/x", "--max-requests", "0"],
      "--max-requests takes a number from 1 to 1000000, not \"0\""
    ),
    (
      ["probe", form, "--to", "http://127.0.0.1:9/x", "--report", "tap"],
      "--report takes junit here, not \"tap\" (--json prints the results as JSON)"
    ),
    (
      ["probe", form, "--to", "http://127.0.0.1:9/x", "--report", "junit"],
      "--report junit writes a file: --report junit -o FILE"
    ),
    (
      ["probe", form, "--to", "http://127.0.0.1:9/x", "--dry-run", "--json"],
      "--dry-run sends nothing, so it has no results for --json or --report"
    ),
    (
      ["probe", form, "--to", "http://127.0.0.1:9/x", "--method", "GET"],
      "--method takes POST, PUT or PATCH, not \"GET\""
    ),
    (
      ["probe", form, "--to", "http://127.0.0.1:9/x", "--jobs", "2"], "probe takes no option --jobs"
    ),
    (["fill", "--dry-run", "--form", form], "fill takes no option --dry-run"),
  ])
  func usageErrors(_ arguments: [String], _ message: String) throws {
    let result = try Formsh.run(arguments)
    #expect(result.status == 2, "\(result)")
    #expect(result.stderr.contains(message), "\(result)")
    #expect(result.stdout.isEmpty, "\(result)")
  }
}
