import Foundation
import Testing

/// Sections, conditional fields and cross-field rules (docs/form-format.md, "Sections and
/// conditions") through the built binary, on `Forms/checkout.json` and on hostile forms: what
/// `show`, `sections`, `why`, `set`, the prompt, `fill` and `lint` print, and their exit statuses.
@Suite struct ConditionalFormTests {
  static let checkout = "Forms/checkout.json"

  /// `formsh -c COMMANDS Forms/checkout.json`.
  static func run(_ commands: String, _ extra: [String] = []) throws -> Formsh.Result {
    try Formsh.run(["-c", commands] + extra + [checkout])
  }

  @Test func showLeavesHiddenSectionsAndFieldsOut() throws {
    let personal = try Self.run("show")
    #expect(personal.status == 0)
    #expect(personal.stderr.isEmpty)
    let titles = personal.stdout.split(separator: "\n").filter {
      !$0.hasPrefix(" ") && !$0.hasPrefix("─") && !$0.hasPrefix("┄")
    }
    #expect(titles == ["Checkout", "Account", "Shipping address", "Confirm"])
    for hidden in ["company_name", "vat_number", "bill_name", "gift_note", "hidden"] {
      #expect(!personal.stdout.contains(hidden), "\(hidden)")
    }

    let business = try Self.run(
      "select account_type business; uncheck billing_same; toggle is_gift; show")
    let shown = business.stdout.split(separator: "\n").filter {
      !$0.hasPrefix(" ") && !$0.hasPrefix("─") && !$0.hasPrefix("┄")
    }
    #expect(
      shown == ["Checkout", "Account", "Company", "Shipping address", "Billing address", "Confirm"])
    for field in ["company_name", "vat_number", "bill_name", "bill_city", "gift_note"] {
      #expect(business.stdout.contains(field), "\(field)")
    }
    #expect(!business.stdout.contains("hidden"))
    #expect(business.status == 0)
  }

  @Test func showAllDimsWhatIsHiddenAndSaysWhy() throws {
    let plain = try Self.run("show --all")
    #expect(plain.status == 0)
    #expect(
      plain.stdout.contains(
        """
        Company  (hidden: visible_if is false)
        ┄┄┄┄
        """))
    #expect(plain.stdout.contains("Billing address  (hidden: visible_if is false)\n"))
    #expect(
      plain.stdout.contains(
        """
          Company name                                        company_name · text · 0/80
            (hidden)
            › (empty)

        """))
    #expect(
      plain.stdout.contains(
        """
          Gift note                                        gift_note · multiline · 0/200
            (hidden: visible_if is false)
            › (empty)

        """))
    // The shown fields are drawn as `show` draws them.
    let shown = try Self.run("show")
    #expect(
      plain.stdout.contains(
        shown.stdout.split(separator: "\n", omittingEmptySubsequences: false)[3...8].joined(
          separator: "\n")))

    // In colour, what is hidden is dim (SGR 2) and what is shown is not.
    let colour = try Formsh.run(["--color", "always", "-c", "show --all", Self.checkout])
    let dim = "\u{1B}[2m"
    let lines = colour.stdout.split(separator: "\n")
    #expect(lines.contains { $0.contains(dim + "Company  (hidden: visible_if is false)") })
    #expect(lines.contains { $0.contains(dim + "Gift note") })
    #expect(lines.contains { $0.contains(dim + "(hidden: visible_if is false)") })
    #expect(!lines.contains { $0.contains(dim + "Email") })
    #expect(colour.status == 0)
  }

  @Test func sectionsListVisibilityAndCompletion() throws {
    let fresh = try Self.run("sections")
    #expect(
      fresh.stdout == """
        ID        TITLE             SHOWN  FILLED
        account   Account           yes    1/4 filled, 3 errors
        company   Company           no     visible_if is false (account_type = personal)
        shipping  Shipping address  yes    2/5 filled, 3 errors
        billing   Billing address   no     visible_if is false (billing_same = checked)
        confirm   Confirm           yes    0/2 filled, 1 error

        """)
    #expect(fresh.status == 0)

    let filled = try Self.run(
      "set email=ada@example.com; select account_type business; set company_name=Analytical Ltd; select ship_country de; uncheck billing_same; sections"
    )
    #expect(
      filled.stdout == """
        ID        TITLE             SHOWN  FILLED
        account   Account           yes    2/4 filled, 2 errors
        company   Company           yes    1/2 filled, 1 error
        shipping  Shipping address  yes    1/5 filled, 3 errors
        billing   Billing address   yes    0/3 filled, 3 errors
        confirm   Confirm           yes    0/2 filled, 1 error

        """)
    #expect(filled.stderr.isEmpty)
    #expect(filled.status == 0)
  }

  @Test func aSectionNoFieldJoinsIsListedAsNotShownAsLintSays() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write(
      "ghost.json",
      #"""
      {"form_title": "Ghost", "sections": [{"id": "ghost", "title": "Ghost"}, {"id": "real", "title": "Real"}],
       "fields": [{"id": "a", "type": "TEXT", "label": "A", "section": "real"}]}
      """#)
    let result = try Formsh.run(["-c", "sections; sections --json; show", path])
    #expect(
      result.stdout == """
        ID     TITLE  SHOWN  FILLED
        ghost  Ghost  no     no field joins it
        real   Real   yes    0/1 filled
        {"id":"ghost","title":"Ghost","visible":false,"hidden_because":"no field joins it","fields":0,"filled":0,"errors":0}
        {"id":"real","title":"Real","visible":true,"hidden_because":null,"fields":1,"filled":0,"errors":0}
        Ghost
        ────────────────────────────────────────────────────────────────────────────────

        Real
        ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄

          A                                                                     a · text
            › (empty)

        """)
    #expect(
      result.stderr
        == "warning: \(path): 1 field, 2 warnings (formsh lint \(path) lists them)\n")
    #expect(result.status == 0)
  }

  @Test func whyExplainsVisibilityRequirementFailuresAndReaders() throws {
    let result = try Self.run(
      "why vat_number; select account_type business; select ship_country de; why vat_number; why gift_note; select ship_country jp; why ship_country"
    )
    #expect(
      result.stdout == """
        vat_number · text · in section company
          shown     no: section company is hidden: its visible_if is false
                      {"==":[{"var":"account_type"},"business"]}
                      account_type = personal
          required  no: a hidden field is not required
          value     (empty)
          fails     nothing: a hidden field is not validated
          read by   no condition
        vat_number · text · in section company
          shown     yes: section company is shown: its visible_if is true
                      {"==":[{"var":"account_type"},"business"]}
                      account_type = business
          required  yes: required_if is true
                      {"in":[{"var":"ship_country"},["de","fr","nl","it","es"]]}
                      ship_country = de
          value     (empty)
          fails     is required
          read by   no condition
        gift_note · multiline · in section confirm
          shown     no: visible_if is false
                      {"var":"is_gift"}
                      is_gift = off
          required  no: a hidden field is not required
          value     (empty)
          fails     nothing: a hidden field is not validated
          read by   no condition
        ship_country · dropdown · in section shipping
          shown     yes: no condition hides it
          required  yes: the form marks it required
          value     jp
          fails     Business accounts cannot ship to Japan yet.
          rules     "Business accounts cannot ship to Japan yet.": does not hold: its check is false
                      {"or":[{"!=":[{"var":"account_type"},"business"]},{"!==":[{"var":"ship_country"},"jp"]}]}
                      account_type = business, ship_country = jp
          read by   required_if of vat_number, the rule "Business accounts cannot ship to Japan yet."

        """)
    #expect(result.stderr.isEmpty)
    #expect(result.status == 0)
  }

  @Test func aValueSetWhileHiddenIsKeptAndComesBackWhenShown() throws {
    let result = try Self.run(
      "set company_name=Acme; show company_name; select account_type business; show company_name; expect value company_name = Acme; submit"
    )
    #expect(
      result.stdout.hasPrefix(
        """
          Company name                                        company_name · text · 4/80
            (hidden: section company is hidden)
            › Acme
          Company name *                                      company_name · text · 4/80
            › Acme

        """))
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("-c:1: error: submit refused: 7 fields fail validation\n"))
  }

  /// A terminal of the test's own, on the checkout form.
  static func terminal() throws -> (PseudoTerminal, InteractiveTests.Home) {
    let home = InteractiveTests.Home()
    try FileManager.default.createDirectory(atPath: home.path, withIntermediateDirectories: true)
    let terminal = try PseudoTerminal(
      [Formsh.root + "/" + checkout], environment: home.environment)
    terminal.expect("checkout> ")
    return (terminal, home)
  }

  @Test func atThePromptSetOnAHiddenFieldSaysSoAndTheValueComesBack() throws {
    let (terminal, home) = try Self.terminal()
    defer { home.remove() }
    terminal.send("set company_name=Acme\r")
    terminal.expect(
      "company_name = \"Acme\" (hidden: section company is hidden; kept for when it is shown)")
    terminal.expect("checkout> ")
    terminal.send("select account_type business\r")
    terminal.expect("account_type = business")
    terminal.expect("now shown: section company")
    terminal.expect("checkout> ")
    terminal.send("show company_name\r")
    terminal.expect("› Acme")
    terminal.expect("checkout> ")
    terminal.send("exit\r")
    #expect(terminal.waitForExit() == 0)
  }

  @Test func thePromptCountsOnlyTheErrorsOfShownFields() throws {
    let (terminal, home) = try Self.terminal()
    defer { home.remove() }
    terminal.send("select account_type business\r")
    terminal.expect("checkout> ")
    terminal.send("set vat_number=de1\r")
    terminal.expect("checkout> ")
    terminal.send("validate\r")
    terminal.expect("9 fields fail validation:")
    terminal.expect("checkout [9 errors]> ")
    // company_name and vat_number fail, and hide with their section: 7 errors are on show.
    terminal.send("select account_type personal\r")
    terminal.expect("now hidden: section company")
    terminal.expect("checkout [7 errors]> ")
    terminal.send("validate\r")
    terminal.expect("7 fields fail validation:")
    terminal.expect("checkout [7 errors]> ")
    terminal.send("exit\r")
    #expect(terminal.waitForExit() == 0)
  }

  /// Records for `fill`, each also typed as `set` commands: valid and not, with values in
  /// hidden fields, which are left out of the payload.
  static let records: [[(String, String)]] = [
    // Personal, billed to the shipping address: company, billing and the gift note are hidden.
    [
      ("email", "ada@example.com"), ("password", "analytical engine"),
      ("password_confirm", "analytical engine"), ("company_name", "kept out"), ("ship_name", "Ada"),
      ("ship_street", "1 Square"), ("ship_city", "London"), ("bill_name", "kept out"),
      ("gift_note", "kept out"), ("terms", "true"),
    ],
    // A German business: the VAT number is required and given.
    [
      ("email", "ada@example.com"), ("password", "analytical engine"),
      ("password_confirm", "analytical engine"), ("account_type", "business"),
      ("company_name", "Analytical Ltd"), ("vat_number", "DE123456789"), ("ship_name", "Ada"),
      ("ship_street", "1 Square"), ("ship_city", "Berlin"), ("ship_country", "de"),
      ("terms", "true"),
    ],
    // A German business without it.
    [
      ("email", "ada@example.com"), ("password", "analytical engine"),
      ("password_confirm", "analytical engine"), ("account_type", "business"),
      ("company_name", "Analytical Ltd"), ("ship_name", "Ada"), ("ship_street", "1 Square"),
      ("ship_city", "Berlin"), ("ship_country", "de"), ("terms", "true"),
    ],
    // A business gift to Japan: a field rule and the form's rule fail.
    [
      ("email", "ada@example.com"), ("password", "analytical engine"),
      ("password_confirm", "analytical engine"), ("account_type", "business"),
      ("company_name", "A"), ("ship_name", "Ada"), ("ship_street", "1 Square"),
      ("ship_city", "Tokyo"), ("ship_country", "jp"), ("is_gift", "true"), ("gift_note", "for you"),
      ("terms", "true"),
    ],
    // A separate billing address, left empty.
    [
      ("email", "ada@example.com"), ("password", "analytical engine"),
      ("password_confirm", "analytical engine"), ("ship_name", "Ada"), ("ship_street", "1 Square"),
      ("ship_city", "London"), ("billing_same", "false"), ("terms", "true"),
    ],
    // A separate billing address, given; a personal gift.
    [
      ("email", "ada@example.com"), ("password", "analytical engine"),
      ("password_confirm", "analytical engine"), ("ship_name", "Ada"), ("ship_street", "1 Square"),
      ("ship_city", "London"), ("billing_same", "false"), ("bill_name", "Ada King"),
      ("bill_street", "2 Lane"), ("bill_city", "Bath"), ("is_gift", "true"),
      ("gift_note", "Happy birthday"), ("terms", "true"),
    ],
    // Passwords that differ.
    [
      ("email", "ada@example.com"), ("password", "analytical engine"),
      ("password_confirm", "analytical engines"), ("ship_name", "Ada"), ("ship_street", "1 Square"),
      ("ship_city", "London"), ("terms", "true"),
    ],
  ]

  /// A record as a JSON line: the checkboxes' and toggles' values as booleans.
  static func json(_ record: [(String, String)]) -> String {
    let booleans: Set = ["billing_same", "is_gift", "terms"]
    let members = record.map { id, value in
      "\"\(id)\":" + (booleans.contains(id) ? value : "\"\(value)\"")
    }
    return "{" + members.joined(separator: ",") + "}"
  }

  @Test(arguments: records.indices)
  func fillGivesTheVerdictAndPayloadOfAScript(index: Int) throws {
    let record = Self.json(Self.records[index])
    let fill = try Formsh.run(["fill", "--form", Self.checkout, "-"], stdin: record + "\n")
    let line = try #require(fill.stdout.split(separator: "\n").first.map(String.init))

    // The same values through `set`, passed as --var so no quoting is needed.
    var commands: [String] = []
    var variables: [String] = []
    for (id, value) in Self.records[index] {
      commands.append("set \(id)=${\(id)}")
      variables += ["--var", "\(id)=\(value)"]
    }
    let files = try TemporaryFiles()
    defer { files.remove() }
    let payloadPath = files.path + "/payload.json"
    commands += ["validate --json", "submit --out \(payloadPath)"]
    let script = try Formsh.run(
      ["-c", commands.joined(separator: "\n")] + variables + [Self.checkout])
    let verdict = try #require(script.stdout.split(separator: "\n").first.map(String.init))

    let valid = #"{"record":1,"ok":true,"payload":"#
    if line.hasPrefix(valid) {
      #expect(verdict == #"{"ok":true}"#, "\(script)")
      let submitted = try #require(PayloadAgreementTests.read(payloadPath), "\(script)")
      #expect(
        PayloadAgreementTests.withoutLayout(String(submitted.dropLast())) + "}"
          == line.dropFirst(valid.count))
      #expect(!line.contains("kept out"))
      #expect(fill.status == 0)
      #expect(script.status == 0)
    } else {
      #expect(line.hasPrefix(#"{"record":1,"ok":false,"errors":"#), "\(fill)")
      #expect(#"{"record":1,"# + verdict.dropFirst() == line, "\(script)")
      #expect(fill.status == 1)
      #expect(script.status == 1)
      #expect(script.stderr.contains("submit refused"))
    }
  }

  @Test func fillVerdictsForTheRecordsAreAsExpected() throws {
    let fill = try Formsh.run(
      ["fill", "--form", Self.checkout, "-"],
      stdin: Self.records.map(Self.json).joined(separator: "\n") + "\n")
    let lines = fill.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == Self.records.count)
    #expect(
      lines.map { $0.contains(#""ok":true"#) } == [true, true, false, false, false, true, false])
    #expect(
      lines[0]
        == #"{"record":1,"ok":true,"payload":{"email":"ada@example.com","password":"analytical engine","password_confirm":"analytical engine","account_type":"personal","ship_name":"Ada","ship_street":"1 Square","ship_city":"London","ship_country":"us","billing_same":true,"is_gift":false,"terms":true}}"#
    )
    #expect(lines[2] == #"{"record":3,"ok":false,"errors":{"vat_number":"is required"}}"#)
    #expect(
      lines[3]
        == #"{"record":4,"ok":false,"errors":{"ship_country":"Business accounts cannot ship to Japan yet.","_form":"Gift orders are for personal accounts."}}"#
    )
    #expect(
      lines[4]
        == #"{"record":5,"ok":false,"errors":{"bill_name":"is required","bill_street":"is required","bill_city":"is required"}}"#
    )
    #expect(
      lines[6]
        == #"{"record":7,"ok":false,"errors":{"password_confirm":"The two passwords differ."}}"#)
    #expect(fill.status == 1)
  }
}

/// `formsh lint` on hostile conditional forms: each problem named, exact output, quick exit.
@Suite struct ConditionalLintTests {
  static func lint(_ json: String, _ name: String = "form.json") throws -> (Formsh.Result, String) {
    let files = try TemporaryFiles()
    let path = try files.write(name, json)
    let result = try Formsh.run(["lint", path], timeout: 20)
    files.remove()
    return (result, path)
  }

  static func field(_ id: String, _ extra: String = "") -> String {
    #"{"id": "\#(id)", "type": "TEXT", "label": "\#(id)"\#(extra)}"#
  }

  @Test func aCycleIsOneErrorNamingTheWholeCycle() throws {
    let (result, path) = try Self.lint(
      #"""
      {"form_title": "Cycle", "fields": [
        {"id": "a", "order": 1, "type": "TEXT", "label": "A", "visible_if": {"!!": {"var": "b"}}},
        {"id": "b", "order": 2, "type": "TEXT", "label": "B", "visible_if": {"!!": {"var": "c"}}},
        {"id": "c", "order": 3, "type": "TEXT", "label": "C", "visible_if": {"!!": {"var": "a"}}},
        {"id": "d", "order": 4, "type": "TEXT", "label": "D"}
      ]}
      """#)
    #expect(
      result.stdout == """
        \(path): 4 fields, 1 error
          error    -  visibility conditions read each other in a cycle: a → b → c → a; each counts as false

        """)
    #expect(result.stderr.isEmpty)
    // An error diagnostic: the form loads (its cycle counts as false), and lint says 1.
    #expect(result.status == 1)
  }

  @Test func aRingOf5000FieldsIsNamedWholeWithoutHanging() throws {
    let count = 5_000
    let fields = (0..<count).map {
      Self.field(
        "r\($0)", #", "order": \#($0), "visible_if": {"!!": {"var": "r\#(($0 + 1) % count)"}}"#)
    }
    let (result, path) = try Self.lint(
      #"{"form_title": "Ring", "fields": ["# + fields.joined(separator: ",") + "]}")
    let names = (0..<count).map { "r\($0)" } + ["r0"]
    #expect(
      result.stdout == """
        \(path): 5000 fields, 1 error
          error    -  visibility conditions read each other in a cycle: \(names.joined(separator: " → ")); each counts as false

        """)
    #expect(result.status == 1)
  }

  @Test func referencesToNothingAndConstantsAreWarnings() throws {
    let (result, path) = try Self.lint(
      #"""
      {"form_title": "Refs",
       "sections": [{"id": "extra", "title": "Extra", "visible_if": {"==": [{"var": "plan.tier"}, "gold"]}},
                    {"id": "ghost", "title": "Ghost"}],
       "fields": [
        {"id": "a", "order": 1, "type": "TEXT", "label": "A", "visible_if": {"!!": {"var": "nosuch"}}},
        {"id": "b", "order": 2, "type": "TEXT", "label": "B", "visible_if": {"==": [1, 1]},
         "required_if": {"==": [1, 2]}},
        {"id": "c", "order": 3, "type": "TEXT", "label": "C", "section": "nowhere"},
        {"id": "d", "order": 1, "type": "TEXT", "label": "D", "section": "extra"}
       ],
       "rules": [{"check": {"!!": {"var": "a"}}, "message": "A please", "fields": ["zz"]},
                 {"check": {"!!": {"var": "b"}}, "message": "B please", "fields": ["b", "yy"]}]
      }
      """#)
    #expect(
      result.stdout == """
        \(path): 4 fields, 8 warnings
          warning  b  visible_if reads no field, so it is always true
          warning  b  required_if reads no field, so it is always false
          warning  c  section "nowhere" is not in "sections"; the field is shown with the fields that have none
          warning  a  visible_if reads "nosuch", which is not a field; it reads as null
          warning  -  section "extra" visible_if reads "plan.tier", which is not a field; it reads as null
          warning  -  section "ghost" has no fields; it is not shown
          warning  -  rule #1 names "zz", which is not a field; its error goes on the form instead
          warning  -  rule #2 names "yy", which is not a field; its error is not shown there

        """)
    #expect(result.stderr.isEmpty)
    #expect(result.status == 0)
  }

  @Test func anUnknownOperatorIsAnError() throws {
    let (result, path) = try Self.lint(
      #"""
      {"form_title": "Ops", "fields": [
        {"id": "a", "order": 1, "type": "TEXT", "label": "A", "visible_if": {"frobnicate": [{"var": "a"}]}}
      ]}
      """#)
    #expect(
      result.stdout == """
        \(path): 1 field, 1 error
          error    a  visible_if cannot be evaluated (Unknown Operator: no operator "frobnicate"); it counts as false

        """)
    #expect(result.status == 1)
  }

  @Test func aConditionNestedPastTheLimitIsAMalformedForm() throws {
    let depth = 10_000
    let rule =
      String(repeating: #"{"!": "#, count: depth) + #"{"var": "a"}"#
      + String(repeating: "}", count: depth)
    let (result, path) = try Self.lint(
      #"{"form_title": "Deep", "fields": [{"id": "a", "type": "TEXT", "label": "A", "visible_if": "#
        + rule + "}]}")
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("formsh lint: error: \(path):1:"))
    #expect(result.stderr.contains(": nested deeper than 512 levels\n"))
    #expect(result.status == 65)
  }
}
