import FormshData
import FormshDomain
import Foundation
import Testing

/// Ory Kratos self-service flows read as forms (issue 30): the flows of Kratos's own test
/// snapshots (`Fixtures/dialects/kratos/SOURCES.md`) load with a field per input node, named by
/// the node's name; hidden inputs and the first submit button are sent with every submit; and
/// every node or member formsh does not keep is a warning that points at it.
@Suite("Ory Kratos dialect")
struct KratosTests {
  static func load(_ name: String) throws -> LoadedForm {
    try Fixture.load("dialects/kratos/" + name)
  }

  static func problems(_ loaded: LoadedForm) -> [DialectProblem] {
    loaded.diagnostics.compactMap { $0.problem as? DialectProblem }
  }

  static func decode(_ json: String) throws -> LoadedForm {
    try FormDecoder.decode(Array(json.utf8), source: "flow.json")
  }

  static func payload(_ loaded: LoadedForm, _ values: [(FieldID, Input)] = []) throws -> String {
    let form = loaded.form
    var state = form.initialState
    for (id, input) in values { try EditForm(form: form).set(id, input, in: &state) }
    return PayloadWriter.string(BuildSubmission(form: form).payload(state))
  }

  @Test(
    "every flow is recognised as Ory Kratos",
    arguments: [
      "settings-profile.json", "recovery-error.json", "login-oidc.json", "login-webauthn.json",
      "login-code.json", "registration-oidc-conflict.json", "login-password-action.json",
      "settings-totp-lookup.json", "hostile.json",
    ])
  func recognised(name: String) throws {
    #expect(try Self.load(name).dialect == "Ory Kratos")
  }

  @Test("detection: ui.nodes in a flow, or nodes in the ui object itself; nothing else")
  func detection() throws {
    #expect(Dialects.named("kratos")?.title == "Ory Kratos")
    #expect(throws: FormLoadError.self) { try Self.load("not-a-flow.json") }
    #expect(try Self.decode(#"{"ui": {"nodes": []}}"#).dialect == "Ory Kratos")
    #expect(try Self.decode(#"{"method": "POST", "nodes": []}"#).dialect == "Ory Kratos")
    #expect(throws: FormLoadError.self) { try Self.decode(#"{"nodes": [1, 2]}"#) }
    #expect(
      try Self.decode(#"{"form_title": "t", "fields": [], "ui": {"nodes": []}}"#).dialect
        == "formsh")
    #expect(
      try Self.decode(#"{"type": "AdaptiveCard", "ui": {"nodes": []}}"#).dialect == "Adaptive Cards"
    )
  }

  @Test("named with --dialect, a document of another dialect reads as an empty flow")
  func namedOnAnother() throws {
    let card = #"{"type": "AdaptiveCard", "body": [{"type": "Input.Text", "id": "x"}]}"#
    let loaded = try FormDecoder.decode(
      Array(card.utf8), source: "card.json", dialect: Dialects.named("kratos"))
    #expect(loaded.dialect == "Ory Kratos")
    #expect(loaded.form.fields.isEmpty)
    let flow = try String(
      contentsOfFile: Fixture.path("dialects/kratos/login-code.json"), encoding: .utf8)
    let asCard = try FormDecoder.decode(
      Array(flow.utf8), source: "flow.json", dialect: Dialects.named("adaptive-cards"))
    #expect(asCard.dialect == "Adaptive Cards")
    #expect(asCard.form.fields.isEmpty)
  }

  @Test("settings (profile and password): dotted trait names, kinds and values; the first method")
  func settingsProfile() throws {
    let loaded = try Self.load("settings-profile.json")
    let form = loaded.form
    #expect(form.title == "Ory Kratos flow")
    #expect(
      form.ids == [
        "traits.email", "traits.stringy", "traits.numby", "traits.booly",
        "traits.should_big_number", "traits.should_long_string", "password",
      ])
    #expect(form.fields.map(\.kind) == [.text, .text, .number, .checkbox, .number, .text, .secure])
    #expect(form.field("password")?.isRequired == true)
    #expect(form.field("password")?.label == "Password")
    #expect(form.initialState["traits.numby"] == .text("2.5"))
    #expect(form.submitData.map(\.id) == ["csrf_token", "method"])
    #expect(
      Self.problems(loaded).map(\.pointer) == ["/nodes/0/attributes", "/nodes/9"])
    let json = try Self.payload(
      loaded, [("traits.email", .text("ada@example.com")), ("password", .text("pw"))])
    #expect(
      json == #"{"traits.email":"ada@example.com","traits.stringy":"foobar","traits.numby":2.5,"#
        + #""traits.booly":false,"traits.should_big_number":2048,"#
        + #""traits.should_long_string":"asdfasdfasdfasdfasfdasdfasdfasdf","password":"pw","#
        + #""csrf_token":"","method":"profile"}"#)
  }

  @Test("form encoding keeps a dotted node name as one key, as Kratos reads it")
  func formEncoded() throws {
    let loaded = try Self.load("login-password-action.json")
    var state = loaded.form.initialState
    try EditForm(form: loaded.form).set("identifier", .text("a@b.c"), in: &state)
    let payload = BuildSubmission(form: loaded.form).payload(state)
    #expect(
      String(decoding: PayloadFormEncoding.encode(payload), as: UTF8.self)
        == "identifier=a%40b.c&password=&csrf_token=tok3n&method=password")
    let settings = try Self.load("settings-profile.json")
    let encoded = String(
      decoding: PayloadFormEncoding.encode(
        BuildSubmission(form: settings.form).payload(settings.form.initialState)), as: UTF8.self)
    #expect(encoded.hasPrefix("traits.email=&traits.stringy=foobar&traits.numby=2.5&"))
  }

  @Test("recovery: an email field, the flow's error message reported")
  func recovery() throws {
    let loaded = try Self.load("recovery-error.json")
    #expect(loaded.form.ids == ["email"])
    #expect(loaded.form.fields.map(\.kind) == [.email])
    #expect(loaded.form.field("email")?.isRequired == true)
    let problems = Self.problems(loaded)
    #expect(problems.map(\.pointer) == ["/ui/nodes/0/attributes", "/ui/messages/0"])
    #expect(problems.last?.construct.hasPrefix("message (error 4000001)") == true)
    #expect(
      try Self.payload(loaded, [("email", .text("ada@example.com"))])
        == #"{"email":"ada@example.com","csrf_token":"","method":"code"}"#)
  }

  @Test("login with a provider: no field, the provider button is the submit")
  func loginOIDC() throws {
    let loaded = try Self.load("login-oidc.json")
    #expect(loaded.form.fields.isEmpty)
    #expect(try Self.payload(loaded) == #"{"csrf_token":"","provider":"providerID"}"#)
  }

  @Test("webauthn login: the script and its trigger button are reported")
  func loginWebAuthn() throws {
    let loaded = try Self.load("login-webauthn.json")
    #expect(loaded.form.fields.isEmpty)
    let constructs = Self.problems(loaded).map(\.construct)
    #expect(constructs.contains("script node of group `webauthn`"))
    #expect(constructs.contains("button `webauthn_login_trigger` (Continue)"))
    #expect(constructs.contains("input `webauthn_login_trigger` `onclickTrigger`") == false)
    #expect(
      try Self.payload(loaded)
        == #"{"identifier":"","csrf_token":"","webauthn_login":""}"#)
  }

  @Test("login code: the hidden method and the submit agree; resend is another button")
  func loginCode() throws {
    let loaded = try Self.load("login-code.json")
    #expect(loaded.form.ids == ["code"])
    #expect(loaded.form.field("code")?.label == "Login code")
    let problems = Self.problems(loaded)
    #expect(problems.map(\.pointer) == ["/ui/nodes/4", "/ui/nodes/5/attributes", "/ui/messages/0"])
    #expect(
      try Self.payload(loaded, [("code", .text("123456"))])
        == #"{"code":"123456","identifier":"fixed_mfa_test_fast_browser@ory.sh","method":"code","csrf_token":""}"#
    )
  }

  @Test("registration conflict: many providers; the first button wins, the rest are reported")
  func registrationConflict() throws {
    let loaded = try Self.load("registration-oidc-conflict.json")
    #expect(loaded.form.ids == ["password"])
    let buttons = Self.problems(loaded).filter { $0.construct.hasPrefix("submit button") }
    #expect(buttons.count == 9)
    #expect(
      buttons.last?.construct == "submit button `method`=\"password\" (Sign in with password)")
    #expect(loaded.form.submitData.first { $0.id == "provider" } != nil)
  }

  @Test("login with an action URL: the form's action; node errors shown")
  func loginPassword() throws {
    let loaded = try Self.load("login-password-action.json")
    let form = loaded.form
    #expect(form.title == "Login")
    #expect(form.ids == ["identifier", "password"])
    #expect(form.field("identifier")?.supportingText?.hasPrefix("The provided credentials") == true)
    #expect(
      form.action
        == FormAction(
          url:
            "https://auth.example.com/self-service/login?flow=3f1d5a0e-6b1e-4b55-9d7c-0f7c2a9b1f10"
        ))
    #expect(!Self.problems(loaded).contains { $0.pointer == "/ui/action" })
    #expect(
      try Self.payload(loaded, [("password", .text("pw"))])
        == #"{"identifier":"ada@example.com","password":"pw","csrf_token":"tok3n","method":"password"}"#
    )
  }

  @Test("settings with TOTP: kinds, pattern, length, a disabled input, images and texts")
  func settingsTOTP() throws {
    let loaded = try Self.load("settings-totp-lookup.json")
    let form = loaded.form
    #expect(form.title == "Settings")
    #expect(form.fields.map(\.kind) == [.email, .url, .phone, .date, .checkbox, .text])
    #expect(
      form.field("traits.website")?.constraints.pattern?.source
        == #"^https://[^\n\r\x{2028}\x{2029}]*"#)
    #expect(form.field("totp_code")?.constraints.maxLength == 6)
    #expect(form.field("traits.phone")?.enabledIf != nil)
    #expect(form.initialState["traits.newsletter"] == .bool(true))
    let pointers = Self.problems(loaded).map(\.pointer)
    #expect(
      pointers == ["/ui/nodes/7", "/ui/nodes/8", "/ui/nodes/10", "/ui/nodes/11"])
    let json = try Self.payload(loaded, [("totp_code", .text("123456"))])
    #expect(
      json == #"{"traits.email":"ada@example.com","traits.website":"","traits.birthday":null,"#
        + #""traits.newsletter":true,"totp_code":"123456","csrf_token":"tok3n","method":"profile"}"#
    )
  }

  @Test("hostile: wrong types, nameless nodes, unknown node types never trap and are reported")
  func hostile() throws {
    let loaded = try Self.load("hostile.json")
    #expect(loaded.form.ids == ["traits.age", "upload", "code"])
    #expect(loaded.form.field("code")?.supportingText == "Try again")
    #expect(loaded.form.submitData.first { $0.id == "csrf_token" }?.value == .json(.string("a")))
    let pointers = Self.problems(loaded).map(\.pointer)
    for pointer in [
      "/ui/action", "/ui/method", "/ui/messages", "/ui/nodes/0", "/ui/nodes/1", "/ui/nodes/2",
      "/ui/nodes/3", "/ui/nodes/4/attributes/required", "/ui/nodes/4/attributes/maxlength",
      "/ui/nodes/5/attributes/type", "/ui/nodes/6/attributes/onclick", "/ui/nodes/7",
      "/ui/nodes/10/attributes", "/ui/nodes/11", "/ui/nodes/12", "/ui/nodes/13/attributes",
      "/ui/nodes/13",
    ] {
      #expect(pointers.contains(pointer), "\(pointer) not reported")
    }
  }
}
