import Foundation
import Testing

/// TIME, DATETIME and PHONE fields through the built binary: refused at once with the reason,
/// checked against their bounds on validate (date-times as instants when both carry an
/// offset), compared by `expect value` as their kind compares, submitted as text (a phone in
/// E.164), filled from records, diagnosed by lint, and given boundary cases by `cases`.
@Suite struct TimeDateTimePhoneFieldTests {
  static let form = """
    {"form_title": "Call back", "fields": [
      {"id": "opens", "order": 1, "type": "TEXT", "subtype": "TIME", "label": "Opens",
       "required": true, "min": "09:00", "max": "17:30"},
      {"id": "departs", "order": 2, "type": "TEXT", "subtype": "DATETIME", "label": "Departs",
       "min": "2026-01-01T08:00Z"},
      {"id": "phone", "order": 3, "type": "TEXT", "subtype": "PHONE", "label": "Phone",
       "required": true}
    ]}
    """

  @Test func whatCanNeverBeRightIsRefusedAtOnceSayingWhy() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("call.json", Self.form)
    let script = """
      set opens=10:00
      set opens=25:00
      set departs=2026-02-30T10:00
      set departs=2026-01-01T10:00+25:00
      set phone=020 7946 0958
      expect value opens = 10:00
      """
    let result = try Formsh.run(["-c", script, path])
    #expect(
      result.stderr == """
        -c:2: error: opens: "25:00" is not a time: hours run from 00 to 23
        -c:3: error: departs: "2026-02-30T10:00" is not a date-time: February 2026 has 28 days
        -c:4: error: departs: "2026-01-01T10:00+25:00" is not a date-time: offset +25:00 is not an offset: hours run from 00 to 23
        -c:5: error: phone: "020 7946 0958" is not a phone number: must start with + and the country code

        """)
    #expect(result.status == 1)
  }

  @Test func boundsAreCheckedOnValidateAndInstantsCompareAcrossOffsets() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("call.json", Self.form)
    let script = """
      set opens=08:59; set departs=2026-01-01T09:59+02:00; set phone=+44 (20) 7946-0958
      validate
      set opens=09:00; set departs=2026-01-01T10:00+02:00
      expect value opens = 09:00:00
      expect value departs = 2026-01-01T08:00Z
      expect value phone = +44 20 7946 0958
      fields
      submit
      """
    let result = try Formsh.run(["-c", script, path])
    #expect(
      result.stdout == """
        2 fields fail validation:
          opens:   must be at or after 09:00
          departs: must be at or after 2026-01-01T08:00Z
        ID       KIND      REQ  VALUE
        opens    time      *    09:00
        departs  datetime       2026-01-01T10:00+02:00 (Thursday)
        phone    phone     *    +442079460958
        {
          "opens": "09:00",
          "departs": "2026-01-01T10:00+02:00",
          "phone": "+442079460958"
        }

        """)
    #expect(result.stderr == "")
    #expect(result.status == 0)
  }

  @Test func anExpectationOfAnotherInstantFails() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("call.json", Self.form)
    let result = try Formsh.run(
      ["-c", "set departs=2026-01-01T10:00+02:00\nexpect value departs = 2026-01-01T10:00Z", path])
    #expect(result.stderr.hasPrefix("-c:2: "))
    #expect(result.stderr.contains("2026-01-01T10:00Z"))
    #expect(result.status == 1)
  }

  @Test func fillTakesRecordsAsSetDoesAndSendsThePhoneInE164() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("call.json", Self.form)
    let records = try files.write(
      "records.jsonl",
      """
      {"opens":"09:00","departs":"2026-01-01T10:00+02:00","phone":"+44 (20) 7946-0958"}
      {"opens":"25:00","phone":"+442079460958"}
      {"opens":"17:31","departs":"2026-01-01T07:59Z","phone":"020 7946 0958"}

      """)
    let result = try Formsh.run(["fill", "--form", path, records])
    #expect(
      result.stdout == """
        {"record":1,"ok":true,"payload":{"opens":"09:00","departs":"2026-01-01T10:00+02:00","phone":"+442079460958"}}
        {"record":2,"ok":false,"errors":{"opens":"\\"25:00\\" is not a time: hours run from 00 to 23"}}
        {"record":3,"ok":false,"errors":{"opens":"must be at or before 17:30","departs":"must be at or after 2026-01-01T08:00Z","phone":"\\"020 7946 0958\\" is not a phone number: must start with + and the country code"}}

        """)
    #expect(result.status == 1)
  }

  @Test func lintNamesTheKindsAndABoundThatIsNotOneOfTheKind() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write(
      "bad.json",
      """
      {"form_title": "Bad", "fields": [
        {"id": "opens", "order": 1, "type": "TEXT", "subtype": "TIME", "label": "Opens",
         "min": "9:00"},
        {"id": "closes", "order": 2, "type": "TEXT", "subtype": "TIME", "label": "Closes",
         "min": "18:00", "max": "08:00"},
        {"id": "departs", "order": 3, "type": "TEXT", "subtype": "DATETIME", "label": "Departs",
         "max": "2026-01-01"},
        {"id": "phone", "order": 4, "type": "TEXT", "subtype": "PHONE", "label": "Phone",
         "default_value": "555-1234"}
      ]}
      """)
    let result = try Formsh.run(["lint", path])
    #expect(
      result.stdout.contains(
        #"warning  opens    min should be a time written HH:MM or HH:MM:SS but is "9:00"; ignored"#
      ))
    #expect(
      result.stdout.contains(
        "error    closes   min/max: minimum 18:00 is larger than maximum 08:00; no value can pass"))
    #expect(
      result.stdout.contains(
        #"warning  departs  max should be a date-time written YYYY-MM-DDTHH:MM[:SS][Z|±HH:MM] but is "2026-01-01"; ignored"#
      ))
    #expect(
      result.stdout.contains(
        #"warning  phone    default refused: "555-1234" is not a phone number: must start with + and the country code; field starts empty"#
      ))
    #expect(result.status == 1)
    let json = try Formsh.run(["lint", "--json", path])
    for (id, kind) in [("opens", "time"), ("departs", "datetime"), ("phone", "phone")] {
      #expect(json.stdout.contains(#"{"id":"\#(id)","path":"/\#(id)","kind":"\#(kind)""#))
    }
  }

  @Test func casesWritesBoundaryScenariosThatPass() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("call.json", Self.form)
    let made = try Formsh.run(["cases", path, "--out", files.path + "/cases"])
    #expect(made.status == 0)
    let opens = try String(contentsOfFile: files.path + "/cases/opens.formsh", encoding: .utf8)
    #expect(opens.contains("set opens=08:59\nexpect error opens must be at or after 09:00"))
    #expect(opens.contains("set opens=17:31\nexpect error opens must be at or before 17:30"))
    #expect(opens.contains("expect refused set opens=25:00"))
    let departs = try String(contentsOfFile: files.path + "/cases/departs.formsh", encoding: .utf8)
    #expect(
      departs.contains(
        "set departs=2026-01-01T07:59Z\nexpect error departs must be at or after 2026-01-01T08:00Z")
    )
    let phone = try String(contentsOfFile: files.path + "/cases/phone.formsh", encoding: .utf8)
    #expect(phone.contains("expect refused set phone=020 7946 0958"))
    let run = try Formsh.run(["test", files.path + "/cases"])
    #expect(run.stdout.contains("4 passed, 0 failed"))
    #expect(run.status == 0)
  }
}
