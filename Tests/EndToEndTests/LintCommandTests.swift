import Foundation
import Testing

/// `formsh lint`: every diagnostic of a form, as text or JSON, and the exit statuses.
@Suite struct LintCommandTests {
  static let statuses: [(arguments: [String], status: Int32)] = [
    (["lint", "Forms/showcase.json"], 0),
    (["lint", "Forms/signup.json", "Forms/showcase.json"], 0),
    (["lint", "Forms/campaign.json"], 1),
    (["lint", "Forms/showcase.json", "Forms/hostile.json"], 1),
    (["lint", "--json", "Forms/hostile.json"], 1),
    (["lint", "/nonexistent/form.json"], 66),
    (["lint"], 2),
  ]

  @Test(arguments: statuses)
  func exitStatus(arguments: [String], status: Int32) throws {
    #expect(try Formsh.run(arguments).status == status)
  }

  @Test func aMalformedFormIs65WithItsLineAndColumn() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write(
      "broken.json", "{\n  \"form_title\": \"x\",\n  \"fields\": [1, 2,]\n}\n")
    let result = try Formsh.run(["lint", path, "Forms/signup.json"])
    #expect(result.stdout == "Forms/signup.json: 5 fields, no problems\n")
    #expect(result.stderr.hasPrefix("formsh lint: error: \(path):3:19: "))
    #expect(result.status == 65)

    let notAnObject = try files.write("array.json", "\n  [1]")
    let array = try Formsh.run(["lint", notAnObject])
    #expect(
      array.stderr
        == "formsh lint: error: \(notAnObject):2:3: expected a JSON object at the top level, found an array\n"
    )
    #expect(array.status == 65)
  }

  @Test func unreadableComesFirstWhenBothHappen() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let broken = try files.write("broken.json", "{")
    let result = try Formsh.run(["lint", "/nonexistent/form.json", broken])
    #expect(
      result.stderr.hasPrefix(
        "formsh lint: error: /nonexistent/form.json: cannot read: No such file or directory\n"))
    #expect(result.status == 66)
  }

  @Test func humanOutput() throws {
    let result = try Formsh.run(["lint", "Forms/showcase.json", "Forms/campaign.json"])
    #expect(
      result.stdout == """
        Forms/showcase.json: 12 fields, no problems
        Forms/campaign.json: 11 fields, 1 error, 6 warnings
          error    target_region      required dropdown has no options; it can never be submitted
          warning  campaign_name      default is 51 characters, longer than max_length 40; cut to 40
          warning  brand_color        unknown type "COLOR_PICKER"; field skipped
          warning  primary_objective  several defaults on a single-select; kept "obj_traffic"
          warning  ad_networks        default "net_myspace" is not an option; dropped
          warning  schedule_start     unknown type "DATE_PICKER"; field skipped
          warning  enable_ai_bidding  no order; placed after the ordered fields

        """)
    #expect(result.stderr.isEmpty)
  }

  @Test func theHostileFormIsListedWithoutRawControlCharacters() throws {
    let result = try Formsh.run(["lint", "Forms/hostile.json"])
    #expect(
      result.stdout.hasPrefix(
        "Forms/hostile.json: 17 fields, 1 error, 28 warnings\n  error    region  "))
    #expect(!result.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(!result.stdout.contains("\u{202E}"))
  }

  /// Each field of a form, as `lint --json` must list it:
  /// `id | kind | label | required | value (JSON) | option ids | links`.
  static let expectedFields: [String: [String]] = [
    "showcase": [
      "full_name | text | Full name | true | \"\" | [] | []",
      "bio | multiline | Short bio | false | \"\" | [] | []",
      "age | number | Age | false | null | [] | []",
      "budget | number | Monthly budget (USD) | true | null | [] | []",
      "website | url | Website | false | \"\" | [] | []",
      "email | email | Email | true | \"\" | [] | []",
      "password | secure | Password | true | \"\" | [] | []",
      "zip | text | ZIP code | false | \"\" | [] | []",
      "country | dropdown | Country | true | \"us\" | [us, ca, mx, de, jp] | []",
      "interests | multiselect | Interests | true | [] | [design, engineering, marketing, sales, support] | []",
      "newsletter | toggle | Send me the monthly newsletter | false | true | [] | []",
      "terms | checkbox | I agree to the Terms of Service and the Privacy Policy. | true | false | [] | [Terms of Service → https://example.com/terms, Privacy Policy → https://example.com/privacy]",
    ],
    "signup": [
      "email | email | Email address | true | \"\" | [] | []",
      "password | secure | Password | true | \"\" | [] | []",
      "display_name | text | Display name | false | \"\" | [] | []",
      "marketing_opt_in | toggle | Email me product updates | false | false | [] | []",
      "terms | checkbox | I accept the Terms and the Privacy Notice. | true | false | [] | [Terms → https://example.com/legal/terms, Privacy Notice → https://example.com/legal/privacy]",
    ],
    "campaign": [
      "campaign_name | text | Campaign name | true | \"Untitled campaign created from the mobil\" | [] | []",
      "description | multiline | Description | false | \"\" | [] | []",
      "daily_budget | number | Daily budget ($) | true | null | [] | []",
      "destination_url | url | Destination URL | true | \"\" | [] | []",
      "contact_email | email | Contact email | true | \"\" | [] | []",
      "promo_code | text | Promo code | false | \"\" | [] | []",
      "primary_objective | dropdown | Primary objective | true | \"obj_traffic\" | [obj_awareness, obj_traffic, obj_leads, obj_sales] | []",
      "ad_networks | multiselect | Ad networks | true | [\"net_google\"] | [net_google, net_meta, net_tiktok, net_youtube, net_linkedin] | []",
      "target_region | dropdown | Target region | true | null | [] | []",
      "accept_legal | checkbox | I have read and agree to the Terms of Service and Privacy Policy. | true | false | [] | [Terms of Service → https://example.com/terms, Privacy Policy → https://example.com/privacy]",
      "enable_ai_bidding | toggle | Enable AI bidding | false | false | [] | [Enable AI bidding → https://example.com/help/ai-bidding]",
    ],
    "hostile": [
      "handle | text | Handle | false | \"\" | [] | []",
      "twin_a | text | First with order 6 | false | \"\" | [] | []",
      "twin_b | text | Second with order 6 | false | \"\" | [] | []",
      "nickname | text | Nickname | false | \"\" | [] | []",
      "unlabelled | text | Placeholder stands in | false | \"\" | [] | []",
      "bare | text | bare | false | \"\" | [] | []",
      "unlimited_null | text | max_length null | false | \"\" | [] | []",
      "unlimited_zero | text | max_length 0 | false | \"\" | [] | []",
      "unlimited_negative | text | max_length -5 | false | \"\" | [] | []",
      "short_code | text | Default longer than max_length | false | \"ABCDE\" | [] | []",
      "size | dropdown | Size | false | \"m\" | [s, m] | []",
      "region | dropdown | Region (required, no options) | true | null | [] | []",
      "sku | text | SKU with a broken regex | false | \"\" | [] | []",
      "consent | checkbox | I accept the Terms \u{202E}evil\u{202C} and \u{07} bell. | true | false | [] | [Cookie Policy → https://example.com/cookies, Terms → https://example.com/terms]",
      "late | text | No order: goes after the ordered fields | false | \"\" | [] | []",
      "fractional | text | Order 2.5 is not an integer | false | \"\" | [] | []",
      "stringy | text | Order \"7\" is a string | false | \"\" | [] | []",
    ],
  ]

  static let expectedTitles = [
    "showcase": "Showcase: every kind of field", "signup": "Create your account",
    "campaign": "New ad campaign",
    "hostile": "Hostile payload: one of every oddity \u{1B}[31mred\u{1B}[0m",
  ]

  /// `severity field message` of each diagnostic, in file order.
  static let expectedDiagnostics: [String: [String]] = [
    "showcase": [],
    "signup": [],
    "campaign": [
      "warning campaign_name default is 51 characters, longer than max_length 40; cut to 40",
      "warning brand_color unknown type \"COLOR_PICKER\"; field skipped",
      "warning primary_objective several defaults on a single-select; kept \"obj_traffic\"",
      "warning ad_networks default \"net_myspace\" is not an option; dropped",
      "error target_region required dropdown has no options; it can never be submitted",
      "warning schedule_start unknown type \"DATE_PICKER\"; field skipped",
      "warning enable_ai_bidding no order; placed after the ordered fields",
    ],
  ]

  @Test(
    "lint --json lists the title, fields and diagnostics",
    arguments: ["showcase", "signup", "campaign", "hostile"])
  func json(name: String) throws {
    let result = try Formsh.run(["lint", "--json", "Forms/\(name).json"])
    #expect(result.stdout.hasSuffix("\n") && result.stdout.split(separator: "\n").count == 1)
    #expect(!result.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(report["title"] as? String == Self.expectedTitles[name])
    let fields = try #require(report["fields"] as? [[String: Any]])
    #expect(try fields.map(Self.describe) == Self.expectedFields[name])
    let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
    let lines = diagnostics.map { diagnostic in
      [
        diagnostic["severity"] as? String ?? "?", diagnostic["field"] as? String ?? "null",
        diagnostic["message"] as? String ?? "?",
      ].joined(separator: " ")
    }
    if let expected = Self.expectedDiagnostics[name] {
      #expect(lines == expected)
    } else {
      #expect(lines.count == 29)
      #expect(
        lines.filter { $0.hasPrefix("error ") } == [
          "error region required dropdown has no options; it can never be submitted"
        ])
      #expect(lines.contains("warning null field #15 is a number, not an object; skipped"))
    }
    #expect(result.status == (name == "campaign" || name == "hostile" ? 1 : 0))
  }

  @Test func jsonPrintsOneLinePerForm() throws {
    let result = try Formsh.run(["lint", "--json", "Forms/showcase.json", "Forms/signup.json"])
    let titles = try result.stdout.split(separator: "\n").map { line in
      try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
    }.map { $0?["title"] as? String }
    #expect(titles == ["Showcase: every kind of field", "Create your account"])
  }

  @Test func jsonNeverShowsASecureDefault() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write(
      "secret.json",
      #"{"form_title": "S", "fields": [{"id": "pin", "order": 1, "label": "PIN", "type": "TEXT", "subtype": "SECURE", "default_value": "1234-secret"}]}"#
    )
    let result = try Formsh.run(["lint", "--json", path])
    #expect(!result.stdout.contains("1234-secret"))
    let report = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let field = (report?["fields"] as? [[String: Any]])?.first
    #expect(field?["value"] as? String == "********")
  }

  /// One field of the JSON report in the `expectedFields` notation.
  static func describe(_ field: [String: Any]) throws -> String {
    let value = try JSONSerialization.data(
      withJSONObject: field["value"] ?? NSNull(), options: [.fragmentsAllowed])
    let options = (field["options"] as? [String] ?? []).joined(separator: ", ")
    let links = (field["links"] as? [[String: String]] ?? []).map {
      "\($0["text"] ?? "?") → \($0["url"] ?? "?")"
    }.joined(separator: ", ")
    return [
      field["id"] as? String ?? "?", field["kind"] as? String ?? "?",
      field["label"] as? String ?? "?",
      "\(field["required"] as? Bool ?? false)", String(decoding: value, as: UTF8.self),
      "[\(options)]", "[\(links)]",
    ].joined(separator: " | ")
  }
}
