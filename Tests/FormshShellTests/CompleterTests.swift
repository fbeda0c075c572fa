import Foundation
import FormshData
import FormshDomain
import FormshPlatform
import Testing

@testable import FormshShell

@Suite struct CompleterTests {
  let completer = Completer(form: try! Shell.sample("showcase").form)

  func complete(_ text: String) -> Completion { completer.complete(text) }

  @Test(arguments: [
    ("", CommandTable.names.sorted()),
    ("s", ["sections", "select", "set", "show", "source", "state", "status", "submit"]),
    ("se", ["sections", "select", "set"]),
    ("un", ["uncheck", "undo"]),
    ("show; va", ["validate"]),
    ("xyz", []),
  ])
  func commandNames(text: String, candidates: [String]) {
    let completion = complete(text)
    #expect(completion.candidates == candidates)
    #expect(completion.suffix == " ")
  }

  @Test func theSpaceAfterACompleteCommandName() {
    #expect(complete("show").candidates == ["show"])
    #expect(complete("show").replacing == 4)
  }

  @Test(arguments: [
    ("toggle ", ["newsletter", "terms"]),
    ("check ", ["newsletter", "terms"]),
    ("uncheck t", ["terms"]),
    ("select ", ["country", "interests"]),
    ("links ", ["terms"]),
    (
      "show ",
      [
        "age", "bio", "budget", "country", "email", "full_name", "interests", "newsletter",
        "password", "terms", "website", "zip",
      ]
    ),
    ("describe b", ["bio", "budget"]),
    ("reset c", ["country"]),
    ("validate e", ["email"]),
    ("clear p", ["password"]),
    ("toggle full", []),
  ])
  func fieldIdsFilteredByCommand(text: String, candidates: [String]) {
    let completion = complete(text)
    #expect(completion.candidates == candidates)
    #expect(completion.suffix == " ")
  }

  /// A command's options complete after `-` (issue 28, point 14): `why email --json`.
  @Test func optionsCompleteAfterADash() {
    #expect(complete("why email --").candidates == ["--json"])
    #expect(complete("describe email -").candidates == ["--json"])
    #expect(complete("warn").candidates == ["warnings"])
  }

  @Test func setCompletesAFieldThenAnEquals() {
    let completion = complete("set fu")
    #expect(completion.candidates == ["full_name"])
    #expect(completion.replacing == 2)
    #expect(completion.suffix == "=")
  }

  @Test(arguments: [
    ("set country=", ["ca", "de", "jp", "mx", "us"]),
    ("set country=m", ["mx"]),
    ("set interests=s", ["sales", "support"]),
    ("set terms=", ["false", "true"]),
    ("set newsletter=t", ["true"]),
    ("set full_name=", []),
    // No id starts so: the labels do, in any case (set and select take labels too).
    ("set country=C", ["Canada"]),
    ("set country=united", ["United States"]),
  ])
  func setValues(text: String, candidates: [String]) {
    #expect(complete(text).candidates == candidates)
  }

  @Test(arguments: [
    ("select country ", ["ca", "de", "jp", "mx", "us"]),
    ("select interests d", ["design"]),
    ("select interests design,s", ["sales", "support"]),
    ("select interests +e", ["engineering"]),
    ("select interests -", ["design", "engineering", "marketing", "sales", "support"]),
    ("select nope ", []),
    ("select interests Eng", ["Engineering"]),
  ])
  func selectOptions(text: String, candidates: [String]) {
    let completion = complete(text)
    #expect(completion.candidates == candidates)
    #expect(completion.suffix == "")
  }

  @Test func selectReplacesOnlyTheOptionBeingTyped() {
    #expect(complete("select interests design,sa").replacing == 2)
  }

  @Test(arguments: [
    (
      "expect ",
      [
        "duration", "error", "form", "header", "hidden", "invalid", "links", "no", "refused",
        "required",
        "response", "server-error", "state", "status", "submitted", "valid", "value", "visible",
      ]
    ),
    ("expect refused ", ["check", "clear", "reset", "select", "set", "toggle", "uncheck"]),
    ("expect refused se", ["select", "set"]),
    ("expect refused set ag", ["age"]),
    ("expect refused select country c", ["ca"]),
    ("expect refused toggle ", ["newsletter", "terms"]),
    ("expect v", ["valid", "value", "visible"]),
    ("expect error b", ["bio", "budget"]),
    ("expect no ", ["error"]),
    ("expect no error z", ["zip"]),
    ("help su", ["submit"]),
    ("submit ", ["--as", "--curl", "--follow", "--method", "--output", "--status", "--to"]),
    ("submit --", ["--as", "--curl", "--follow", "--method", "--output", "--status", "--to"]),
  ])
  func otherArguments(text: String, candidates: [String]) {
    #expect(complete(text).candidates == candidates)
  }

  @Test func pathsAfterLoadSourceRecordAndSubmitOut() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("form.json", "{}")
    try directory.write("fill.formsh", "")
    try directory.write(".hidden", "")
    try FileManager.default.createDirectory(
      atPath: directory.path + "/forms", withIntermediateDirectories: false)
    let base = directory.path + "/"

    #expect(
      complete("load " + base).candidates == [
        base + "fill.formsh", base + "form.json", base + "forms/",
      ])
    let file = complete("load " + base + "form.")
    #expect(file.candidates == [base + "form.json"])
    #expect(file.suffix == " ")
    #expect(file.replacing == (base + "form.").count)
    let folder = complete("source " + base + "forms")
    #expect(folder.candidates == [base + "forms/"])
    #expect(folder.suffix == "")
    #expect(complete("load " + base + ".h").candidates == [base + ".hidden"])
    #expect(complete("submit --out " + base + "fi").candidates == [base + "fill.formsh"])
    #expect(complete("record " + base + "fi").candidates == [base + "fill.formsh"])
    #expect(complete("load /nonexistent-directory/").candidates.isEmpty)
  }

  /// `~/` lists the home directory, and the candidates keep the `~/` the lexer expands.
  @Test func aTildeCompletesInTheHomeDirectory() throws {
    let home = try TemporaryDirectory()
    defer { home.remove() }
    try "{}".write(toFile: home.path + "/trip.json", atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(
      atPath: home.path + "/forms", withIntermediateDirectories: true)
    let completer = Completer(form: try Shell.sample("showcase").form, home: home.path)
    #expect(completer.complete("load ~/t").candidates == ["~/trip.json"])
    #expect(completer.complete("load ~/").candidates == ["~/forms/", "~/trip.json"])
    #expect(completer.complete("load ~").candidates == ["~/"])
  }
}

/// Tab after an edit leaves out the fields no edit changes (issue 29); the others list them.
@Suite struct LockedFieldCompletionTests {
  let completer = Completer(
    form: try! FormDecoder.decode(
      try FileSystem.read(Shell.root + "/Tests/FormshDataTests/Fixtures/computed.json"),
      source: "computed.json"
    ).form)

  @Test(arguments: [
    ("set ", ["name", "price", "qty", "gift", "note", "greeting"]),
    ("clear ", ["name", "price", "qty", "gift", "note", "greeting"]),
    ("check ", ["gift"]),
    (
      "describe ",
      ["name", "price", "qty", "subtotal", "total", "code", "gift", "note", "greeting"]
    ),
  ])
  func editsLeaveOutLockedFields(text: String, candidates: [String]) {
    #expect(completer.complete(text).candidates.sorted() == candidates.sorted())
  }
}
