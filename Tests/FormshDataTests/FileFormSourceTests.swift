import FormshData
import FormshDomain
import Foundation
import Testing

/// Loading files: the fixtures that cannot be forms, files that cannot be read, and every
/// sample form in `Forms/` with exactly the diagnostics it is built to show.
@Suite("FileFormSource")
struct FileFormSourceTests {
  @Test("a file that is not JSON: its path, line and column, and no form")
  func notJSON() {
    let path = Fixture.path("not-json.json")
    #expect(
      throws: FormLoadError.malformed(
        path: path, line: 5, column: 5, reason: "expected ',' or ']' in an array, found '{'")
    ) { try FileFormSource(path: path).load() }
  }

  @Test("a file that is JSON but not an object")
  func notObject() {
    let path = Fixture.path("not-object.json")
    #expect(
      throws: FormLoadError.malformed(
        path: path, line: 3, column: 3,
        reason: "expected a JSON object at the top level, found an array")
    ) { try FileFormSource(path: path).load() }
  }

  @Test("an empty file")
  func emptyFile() {
    let path = Fixture.path("empty.json")
    let error = #expect(throws: FormLoadError.self) { try FileFormSource(path: path).load() }
    #expect(
      error
        == .malformed(path: path, line: 1, column: 1, reason: "empty input; expected a JSON value"))
    #expect(error?.message == "\(path):1:1: empty input; expected a JSON value")
  }

  @Test("a file that does not exist, or is a directory, cannot be read")
  func unreadable() {
    let missing = Fixture.path("no-such-form.json")
    let error = #expect(throws: FormLoadError.self) { try FileFormSource(path: missing).load() }
    #expect(error == .unreadable(path: missing, reason: "No such file or directory"))
    #expect(error?.message == "\(missing): cannot read: No such file or directory")
    let directory = Fixture.path("")
    #expect(throws: FormLoadError.unreadable(path: directory, reason: "is a directory")) {
      try FileFormSource(path: directory).load()
    }
  }

  @Test(
    "a file without read permission cannot be read",
    .enabled(if: getuid() != 0, "root can read any file"))
  func noPermission() throws {
    let path = NSTemporaryDirectory() + "formsh-unreadable-\(getpid()).json"
    #expect(
      FileManager.default.createFile(
        atPath: path, contents: Data("{}".utf8), attributes: [.posixPermissions: 0o000]))
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(throws: FormLoadError.unreadable(path: path, reason: "Permission denied")) {
      try FileFormSource(path: path).load()
    }
  }

  @Test(
    "the sample forms built to be clean load without a diagnostic",
    arguments: ["showcase.json", "signup.json"])
  func cleanSamples(name: String) throws {
    let loaded = try FileFormSource(path: Fixture.sample(name)).load()
    #expect(loaded.diagnostics == [])
    #expect(!loaded.form.fields.isEmpty)
  }

  @Test("showcase: every kind of field, in order")
  func showcase() throws {
    let form = try FileFormSource(path: Fixture.sample("showcase.json")).load().form
    #expect(form.title == "Showcase: every kind of field")
    #expect(
      form.ids == [
        "full_name", "bio", "age", "budget", "website", "email", "password", "zip", "country",
        "interests", "newsletter", "terms",
      ])
    #expect(
      form.fields.map(\.kind) == [
        .text, .multiline, .number, .number, .url, .email, .secure, .text, .dropdown, .multiselect,
        .toggle, .checkbox,
      ])
    #expect(form.theme.background == RGB(0x0F, 0x17, 0x2A))
    #expect(form.field("terms")?.links.map(\.text) == ["Terms of Service", "Privacy Policy"])
    #expect(form.initialState["country"] == .selection(["us"]))
    #expect(form.initialState["newsletter"] == .bool(true))
  }

  @Test("campaign: the problems it is built to show")
  func campaign() throws {
    let loaded = try FileFormSource(path: Fixture.sample("campaign.json")).load()
    #expect(
      loaded.diagnostics == [
        Diagnostic(.defaultTooLong(max: 40, length: 51), field: "campaign_name"),
        Diagnostic(.unknownType("COLOR_PICKER"), field: "brand_color"),
        Diagnostic(.severalDefaults(kept: "obj_traffic"), field: "primary_objective"),
        Diagnostic(.unknownDefaultOption("net_myspace"), field: "ad_networks"),
        Diagnostic(.noOptions(required: true), field: "target_region"),
        Diagnostic(.unknownType("DATE_PICKER"), field: "schedule_start"),
        Diagnostic(.orderMissing, field: "enable_ai_bidding"),
      ])
    #expect(loaded.hasErrors)
    #expect(loaded.diagnostics.filter { $0.severity == .error }.map(\.field) == ["target_region"])
    #expect(
      loaded.form.ids == [
        "campaign_name", "description", "daily_budget", "destination_url", "contact_email",
        "promo_code", "primary_objective", "ad_networks", "target_region", "accept_legal",
        "enable_ai_bidding",
      ])
    #expect(
      loaded.form.initialState["campaign_name"] == .text("Untitled campaign created from the mobil")
    )
  }

  @Test("hostile: one of every oddity, each with its diagnostic")
  func hostile() throws {
    let loaded = try FileFormSource(path: Fixture.sample("hostile.json")).load()
    var diagnostics = loaded.diagnostics
    // The regex compiler's wording belongs to the toolchain; the rest is formsh's.
    let sku = try #require(diagnostics.firstIndex { $0.field == "sku" })
    guard case .badPattern("[A-Z{3", _) = diagnostics[sku].loadProblem else {
      Issue.record("sku: \(diagnostics[sku].problem)")
      return
    }
    diagnostics[sku] = Diagnostic(.badPattern("[A-Z{3", reason: "…"), field: "sku")
    #expect(
      diagnostics == [
        Diagnostic(.badColor(role: "theme.background_color", value: "#GGGGGG")),
        Diagnostic(.badColor(role: "theme.text_color", value: "#1\u{0421}1\u{0421}1\u{0421}")),
        Diagnostic(.badColor(role: "theme.error_color", value: "red")),
        Diagnostic(.unknownType("COLOR_PICKER"), field: "color"),
        Diagnostic(.unknownType("DATE_PICKER"), field: "dob"),
        Diagnostic(.unknownType("DatePicker"), field: "dob2"),
        Diagnostic(.unknownType(nil), field: "no_type"),
        Diagnostic(.unknownSubtype("HANDLE"), field: "handle"),
        Diagnostic(.orderMissing, field: "late"),
        Diagnostic(.orderDuplicated(6), field: "twin_b"),
        Diagnostic(.orderNotInteger("2.5"), field: "fractional"),
        Diagnostic(.orderNotInteger("\"7\""), field: "stringy"),
        Diagnostic(.duplicateID("nickname"), field: "nickname"),
        Diagnostic(.missingID(position: 13)),
        Diagnostic(.fieldNotObject(position: 14, found: "a string")),
        Diagnostic(.fieldNotObject(position: 15, found: "a number")),
        Diagnostic(.missingLabel(fallback: "Placeholder stands in"), field: "unlabelled"),
        Diagnostic(.missingLabel(fallback: "bare"), field: "bare"),
        Diagnostic(.noMaxLength("null"), field: "unlimited_null"),
        Diagnostic(.noMaxLength("0"), field: "unlimited_zero"),
        Diagnostic(.noMaxLength("-5"), field: "unlimited_negative"),
        Diagnostic(.defaultTooLong(max: 5, length: 10), field: "short_code"),
        Diagnostic(.unknownDefaultOption("xl"), field: "size"),
        Diagnostic(.severalDefaults(kept: "m"), field: "size"),
        Diagnostic(.noOptions(required: true), field: "region"),
        Diagnostic(.badPattern("[A-Z{3", reason: "…"), field: "sku"),
        Diagnostic(.linkPhraseNotInLabel("Cookie Policy"), field: "consent"),
        Diagnostic(.notALink(phrase: "color", value: "#FF0000"), field: "consent"),
        Diagnostic(.notALink(phrase: "Script", value: "javascript:alert(1)"), field: "consent"),
      ])
    #expect(loaded.diagnostics.filter { $0.severity == .error }.map(\.field) == ["region"])
    #expect(
      loaded.form.ids == [
        "handle", "twin_a", "twin_b", "nickname", "unlabelled", "bare", "unlimited_null",
        "unlimited_zero", "unlimited_negative", "short_code", "size", "region", "sku", "consent",
        "late", "fractional", "stringy",
      ])
    #expect(loaded.form.title.contains("\u{1B}[31m"))
  }
}
