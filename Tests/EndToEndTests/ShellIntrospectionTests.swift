import Foundation
import Testing

/// What the shell says about a form from inside (issue 28, points 14 and 15): `describe`
/// lists the conditions that decide a field and the form's rules that read it, `warnings`
/// lists what loading found, and `why` and `describe` print JSON with `--json`.
@Suite struct ShellIntrospectionTests {
  /// `describe` shows the field's own and its section's conditions, each with whether it
  /// holds now, as `why` words them.
  @Test func describeShowsTheConditionsOfAField() throws {
    let result = try Formsh.run(["-c", "describe vat_number", "Forms/checkout.json"])
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stdout.contains(
        """
          conditions    visible_if of section company is false:
                        {"==":[{"var":"account_type"},"business"]}
                        required_if is false:
                        {"in":[{"var":"ship_country"},["de","fr","nl","it","es"]]}

        """), "\(result)")
    let business = try Formsh.run([
      "-c", "select account_type business; set ship_country=de; describe vat_number",
      "Forms/checkout.json",
    ])
    #expect(business.stdout.contains("visible_if of section company is true:"), "\(business)")
    #expect(business.stdout.contains("required_if is true:"), "\(business)")
  }

  /// `describe` shows the form's rules that name or read a field, and what reads it.
  @Test func describeShowsTheFormRulesThatReadAField() throws {
    let result = try Formsh.run([
      "-c", "set password=abc; describe password_confirm", "Forms/checkout.json",
    ])
    #expect(
      result.stdout.contains(
        """
          form rules    "The two passwords differ." does not hold (false):
                        {"==":[{"var":"password"},{"var":"password_confirm"}]}
          read by       the rule "The two passwords differ."

        """), "\(result)")
  }

  /// `warnings` lists the current form's load diagnostics as `lint` does, all of them.
  @Test func warningsListsWhatLoadingFound() throws {
    let lint = try Formsh.run(["lint", "Forms/hostile.json"])
    let result = try Formsh.run(["-c", "warnings", "Forms/hostile.json"])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout == lint.stdout)
    #expect(result.stdout.split(separator: "\n").count == 30)
    let clean = try Formsh.run(["-c", "warnings", "Forms/signup.json"])
    #expect(clean.stdout == "Forms/signup.json: 5 fields, no problems\n", "\(clean)")
    let help = try Formsh.run(["-c", "help"])
    #expect(help.stdout.contains("warnings"), "\(help)")
  }

  /// `why --json` is one JSON object with the conditions, their values and the rules.
  @Test func whyPrintsJSON() throws {
    let result = try Formsh.run([
      "-c", "select account_type business; set ship_country=de; why vat_number --json",
      "Forms/checkout.json",
    ])
    #expect(result.status == 0, "\(result)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
      "\(result)")
    #expect(object["id"] as? String == "vat_number")
    #expect(object["visible"] as? Bool == true)
    #expect(object["required"] as? Bool == true)
    #expect(object["fails"] as? String == "is required")
    let conditions = try #require(object["conditions"] as? [[String: Any]])
    #expect(conditions.map { $0["condition"] as? String } == ["visible_if", "required_if"])
    #expect(conditions.map { $0["section"] as? String } == ["company", nil])
    #expect(conditions.allSatisfy { $0["holds"] as? Bool == true })
    #expect((conditions[1]["reads"] as? [String: String]) == ["ship_country": "de"])
    let why = try Formsh.run(["-c", "why account_type --json", "Forms/checkout.json"])
    let rules = try #require(
      (try JSONSerialization.jsonObject(with: Data(why.stdout.utf8)) as? [String: Any])?[
        "form_rules"] as? [[String: Any]])
    #expect(rules.count == 2)
    #expect(rules.allSatisfy { $0["holds"] as? Bool == true })
  }

  /// `describe --json` is one JSON object: show --json's keys and the conditions.
  @Test func describePrintsJSON() throws {
    let result = try Formsh.run(["-c", "describe vat_number --json", "Forms/checkout.json"])
    #expect(result.status == 0, "\(result)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
      "\(result)")
    #expect(object["id"] as? String == "vat_number")
    #expect(object["label"] as? String == "VAT number")
    #expect(object["section"] as? String == "company")
    #expect(object["accepts"] as? String == "text (set vat_number=…)")
    let conditions = try #require(object["conditions"] as? [[String: Any]])
    #expect(conditions.map { $0["holds"] as? Bool } == [false, false])
    #expect((object["form_rules"] as? [Any])?.isEmpty == true)
    #expect((object["read_by"] as? [Any])?.isEmpty == true)
  }
}

extension ShellIntrospectionTests {
  /// A field a condition makes required says so on `describe`'s required line.
  @Test func describeSaysWhenAConditionMakesAFieldRequired() throws {
    let result = try Formsh.run([
      "-c", "select account_type business; set ship_country=de; describe vat_number",
      "Forms/checkout.json",
    ])
    #expect(result.stdout.contains("  required      yes, now: a condition makes it so\n"))
  }
}

extension ShellIntrospectionTests {
  /// The transcripts of docs/shell.md's "describe, why and warnings" are what formsh prints.
  @Test func theManualQuotesWhatFormshPrints() throws {
    let page = try String(contentsOfFile: Formsh.root + "/docs/shell.md", encoding: .utf8)
    for (arguments, command) in [
      (
        ["-c", "select account_type business; set ship_country=de; describe vat_number"],
        "$ formsh -c 'select account_type business; set ship_country=de; describe vat_number' Forms/checkout.json\n"
      ),
      (
        ["-c", "why vat_number --json"], "$ formsh -c 'why vat_number --json' Forms/checkout.json\n"
      ),
    ] {
      let result = try Formsh.run(arguments + ["Forms/checkout.json"])
      #expect(page.contains(command + result.stdout + "```"), "\(command)")
    }
  }
}
