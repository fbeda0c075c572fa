import Foundation
import Testing

/// A DATE field through the built binary: refused at once when not a day, checked against
/// its range on validate, submitted as its text, named `date` by lint.
@Suite struct DateFieldTests {
  static let form = """
    {"form_title": "Trip", "fields": [
      {"id": "start", "order": 1, "type": "TEXT", "subtype": "DATE", "label": "Start",
       "required": true, "min": "2026-01-01", "max": "2026-12-31"},
      {"id": "back", "order": 2, "type": "TEXT", "subtype": "DATE", "label": "Back"}
    ]}
    """

  @Test func anImpossibleDayIsRefusedAtOnceAndNothingChanges() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("trip.json", Self.form)
    let result = try Formsh.run(
      ["-c", "set start=2026-03-01\nset start=2026-02-30\nexpect value start = 2026-03-01", path])
    #expect(
      result.stderr == """
        -c:2: error: start: "2026-02-30" is not a date: February 2026 has 28 days

        """)
    #expect(result.status == 1)
  }

  @Test func theRangeIsCheckedOnValidateAndADateIsSubmittedAsItsText() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("trip.json", Self.form)
    let result = try Formsh.run(
      ["-c", "set start=2025-12-31; validate; set start=2026-12-03; fields; submit", path])
    #expect(
      result.stdout == """
        1 field fails validation:
          start: must be on or after 2026-01-01
        ID     KIND  REQ  VALUE
        start  date  *    2026-12-03 (Thursday)
        back   date       (empty)
        {
          "start": "2026-12-03",
          "back": null
        }

        """)
    #expect(result.status == 0)
  }

  @Test func lintNamesTheKind() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("trip.json", Self.form)
    let result = try Formsh.run(["lint", "--json", path])
    #expect(
      result.stdout.contains(
        #"{"id":"start","path":"/start","kind":"date","label":"Start","required":true"#))
    #expect(result.status == 0)
  }
}
