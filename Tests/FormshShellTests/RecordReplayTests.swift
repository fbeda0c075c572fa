import FormshDomain
import Testing

@testable import FormshShell

/// A recording of a whole session on each sample form replays to the same state and payload.
@Suite struct RecordReplayTests {
  /// Edits of every kind on each sample form, as a person might make them.
  static let sessions: [String: String] = [
    "showcase": """
    set full_name=Ada Lovelace
    set bio
    Mathematician; "poetical scientist".
    .
    set age=36
    set budget=19.990
    set website=https://example.com/ada?x=1
    set email=ada@example.com
    set password=${PW}
    set zip=12345-6789
    select country Canada
    select interests design,engineering,marketing
    select interests -marketing
    select interests +Sales
    toggle newsletter
    check terms
    submit
    """,
    "signup": """
    set email=grace@example.com
    set password
    set display_name="Grace \\"Amazing\\" Hopper"
    toggle marketing_opt_in
    check terms
    uncheck terms
    check terms
    submit
    """,
    "campaign": """
    set campaign_name=Spring sale 2026
    set description="Two lines:\\n  $5 off; #1 deal"
    set daily_budget=25.00
    set destination_url=https://example.com/spring
    set contact_email=ads@example.com
    set promo_code=SAVE-2026
    select primary_objective Sales & conversions
    select ad_networks +net_meta,net_tiktok
    select ad_networks -net_google
    check accept_legal
    toggle enable_ai_bidding
    reset campaign_name
    """,
    "hostile": """
    set handle=ada
    set twin_a=first
    set twin_b="  second  "
    set unlimited_zero=as long as it likes
    set short_code=XYZ
    reset short_code
    select size Small
    clear size
    select size s
    set sku=ABC-123
    check consent
    set stringy=7
    """,
  ]

  /// Records `sessions[form]` and replays the file in a fresh shell.
  static func recordAndReplay(_ form: String) throws -> (original: Shell, replay: Shell) {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.path + "/\(form).formsh"
    let original = try Shell(inputIsTerminal: true, variables: ["PW": "correct horse 1815"])
    original.interpreter.readSecret = { _ in "correct horse 1815" }
    original.script(
      "load \(Shell.root)/Forms/\(form).json\nrecord \(path)\n\(sessions[form]!)\nrecord stop")
    let script = try #require(directory.read("\(form).formsh"))
    #expect(!script.contains("correct horse"))
    let replay = try Shell(secrets: ["PASSWORD": "correct horse 1815"])
    replay.script(script)
    return (original, replay)
  }

  @Test(
    "record → replay gives the identical payload (showcase, signup)",
    arguments: ["showcase", "signup"])
  func recordAndReplayGiveTheSamePayload(form: String) throws {
    let (original, replay) = try Self.recordAndReplay(form)
    #expect(original.stderr.isEmpty)
    #expect(original.stdout.hasPrefix("{\n"))
    #expect(replay.stdout == original.stdout)
    #expect(replay.stderr.isEmpty)
    #expect(replay.session.state == original.session.state)
  }

  @Test(
    "record → replay gives the identical state where no payload can be submitted (campaign, hostile: a required dropdown without options)",
    arguments: ["campaign", "hostile"])
  func recordAndReplayGiveTheSameState(form: String) throws {
    let (original, replay) = try Self.recordAndReplay(form)
    #expect(!original.stderr.contains("error:"), "\(original.stderr)")
    #expect(!replay.stderr.contains("error:"), "\(replay.stderr)")
    #expect(replay.session.state == original.session.state)
    for shell in [original, replay] { shell.script("fields\nsubmit") }
    #expect(replay.stdout == original.stdout)
    #expect(replay.stdout.contains("ID "))
    let refusal = "error: submit refused: 1 field fails validation\n"
    #expect(original.stderr.contains(refusal))
    #expect(replay.stderr.contains(refusal))
  }
}
