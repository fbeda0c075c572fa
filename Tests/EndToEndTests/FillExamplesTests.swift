import Foundation
import Testing

/// `formsh fill`: the worked examples in Scripts/records, one output line per input line.
@Suite struct FillExamplesTests {
  @Test func signupRecordsFromCSV() throws {
    let result = try Formsh.run([
      "fill", "--form", "Forms/signup.json", "Scripts/records/signups.csv",
    ])
    #expect(
      result.stdout == """
        {"record":1,"ok":true,"payload":{"email":"grace@example.com","password":"twelve chars 4 sure","display_name":"Grace Hopper","marketing_opt_in":true,"terms":true}}
        {"record":2,"ok":true,"payload":{"email":"ada@example.com","password":"correct horse 1815","display_name":"Lovelace, Ada","marketing_opt_in":false,"terms":true}}
        {"record":3,"ok":false,"errors":{"email":"Enter a valid email address.","password":"must be at least 12 characters","terms":"must be checked"}}
        {"record":4,"ok":true,"payload":{"email":"katherine@example.com","password":"orbital mechanics 1962","display_name":"","marketing_opt_in":true,"terms":true}}

        """, "\(result)")
    #expect(result.stderr.hasPrefix("4 records: 3 ok, 1 invalid, 0 malformed in "))
    #expect(result.status == 1)
  }

  @Test func showcaseRecordsFromJSONLinesWithAMalformedLine() throws {
    let result = try Formsh.run([
      "fill", "--form", "Forms/showcase.json", "Scripts/records/showcase.jsonl",
    ])
    #expect(
      result.stdout == """
        {"record":1,"ok":true,"payload":{"full_name":"Ada Lovelace","bio":"","age":null,"budget":19.990,"website":"","email":"ada@example.com","password":"correct horse","zip":"","country":"us","interests":["design","engineering"],"newsletter":true,"terms":true}}
        {"record":2,"ok":true,"payload":{"full_name":"Grace Hopper","bio":"","age":85,"budget":100,"website":"","email":"grace@example.com","password":"cobol forever","zip":"20500","country":"us","interests":["engineering"],"newsletter":false,"terms":true}}
        {"record":3,"ok":false,"errors":{"full_name":"is required","budget":"must be at least 0.01","email":"must be an email address","password":"must be at least 8 characters","interests":"needs at least one selection","terms":"You must accept the terms to continue."}}
        {"record":4,"ok":false,"malformed":"unexpected end of input; expected a value (column 38)"}
        {"record":5,"ok":true,"payload":{"full_name":"Margaret Hamilton","bio":"Led the Apollo\\nflight software team.","age":null,"budget":1e3,"website":"https://example.com/apollo","email":"margaret@example.com","password":"apollo guidance","zip":"","country":"us","interests":["engineering","support"],"newsletter":true,"terms":true}}

        """, "\(result)")
    #expect(result.stderr.hasPrefix("5 records: 3 ok, 1 invalid, 1 malformed in "))
    #expect(result.status == 1)
  }

  @Test func everyRecordFileGivesOneLinePerInputLine() throws {
    let records = Formsh.root + "/Scripts/records"
    let names = try FileManager.default.contentsOfDirectory(atPath: records).sorted()
    #expect(names == ["showcase.jsonl", "signups.csv"])
    for (name, form, header) in [("showcase.jsonl", "showcase", 0), ("signups.csv", "signup", 1)] {
      let text = try String(contentsOfFile: records + "/" + name, encoding: .utf8)
      let result = try Formsh.run([
        "fill", "--form", "Forms/\(form).json", "Scripts/records/" + name,
      ])
      let lines = result.stdout.split(separator: "\n")
      #expect(lines.count == text.split(separator: "\n").count - header)
      #expect(lines.enumerated().allSatisfy { $1.hasPrefix("{\"record\":\($0 + 1),") })
    }
  }
}
