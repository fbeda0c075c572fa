import FormshData
import FormshDomain
import FormshHTML
import Testing

/// HTML pages read as forms (issue 43, docs/html-forms.md): a page parsed by gumbo, its
/// `<form>`'s controls said in formsh's dialect (a field per name, its kind from its type, its
/// constraints as HTML defines them, its label four ways), fieldsets as sections, disabled
/// controls never sent, hidden inputs and the default submit button sent as a browser sends
/// them, and the form's action; and what formsh cannot keep, said.
@Suite("HTML pages as forms")
struct HTMLPageTests {
  static func translate(_ name: String, form: String? = nil, url: String? = nil)
    throws(FormLoadError) -> FormDecoder.Translated
  {
    try FileFormSource(path: Fixture.path("html/" + name), htmlForm: form).translated()
  }

  static func translate(html: String, form: String? = nil, url: String? = nil)
    throws(FormLoadError) -> FormDecoder.Translated
  {
    try FormDecoder.translate(
      Array(html.utf8), source: "page.html", page: HTMLPageReading(form: form, url: url))
  }

  static func field(_ translated: FormDecoder.Translated, _ id: String) -> JSONObject? {
    guard case .array(let fields)? = translated.form["fields"] else { return nil }
    for case .object(let field) in fields where field["id"] == .string(id) { return field }
    return nil
  }

  static func text(_ value: JSONValue?) -> String? {
    if case .string(let text)? = value { text } else { nil }
  }

  static func messages(_ translated: FormDecoder.Translated) -> [String] {
    translated.diagnostics.map(\.message)
  }

  static func payload(_ loaded: LoadedForm) -> String {
    PayloadFormEncoding.encode(BuildSubmission(form: loaded.form).payload(loaded.form.initialState))
      .map { String(UnicodeScalar($0)) }.joined()
  }

  @Test(
    "each input type is the kind HTML means",
    arguments: [
      ("name", "TEXT", "PLAIN"), ("email", "TEXT", "EMAIL"), ("site", "TEXT", "URI"),
      ("tel", "TEXT", "PLAIN"), ("age", "TEXT", "NUMBER"), ("volume", "TEXT", "NUMBER"),
      ("day", "TEXT", "DATE"), ("at", "TEXT", "TIME"), ("when", "TEXT", "DATETIME"),
      ("secret", "TEXT", "SECURE"), ("terms", "CHECKBOX", nil), ("plan", "DROPDOWN", nil),
      ("colour", "DROPDOWN", nil), ("tags", "DROPDOWN", nil), ("bio", "TEXT", "MULTILINE"),
      ("csrfmiddlewaretoken", "TEXT", "PLAIN"),
    ] as [(String, String, String?)])
  func kinds(id: String, type: String, subtype: String?) throws {
    let field = try #require(Self.field(try Self.translate("inputs.html"), id))
    #expect(Self.text(field["type"]) == type)
    #expect(Self.text(field["subtype"]) == subtype)
  }

  @Test("constraint attributes: required, minlength, maxlength, pattern whole, min, max, value")
  func constraints() throws {
    let translated = try Self.translate("inputs.html")
    let name = try #require(Self.field(translated, "name"))
    #expect(name["required"] == .bool(true))
    #expect(name["min_length"] == .number("2"))
    #expect(name["max_length"] == .number("30"))
    #expect(Self.text(name["regex"]) == "[A-Z][a-z]+")
    #expect(Self.text(name["default_value"]) == "Ada")
    let age = try #require(Self.field(translated, "age"))
    #expect(age["min"] == .number("18") && age["max"] == .number("130"))
    let day = try #require(Self.field(translated, "day"))
    #expect(day["min"] == .string("2026-01-01") && day["max"] == .string("2026-12-31"))
    #expect(Self.field(translated, "secret")?["default_value"] == nil)
    #expect(Self.text(Self.field(translated, "bio")?["default_value"]) == "Hello\nthere")
    #expect(Self.field(translated, "code")?["read_only"] == .bool(true))
  }

  @Test("selects, radios and checkboxes: options, selected, multiple, checked")
  func choices() throws {
    let translated = try Self.translate("inputs.html")
    let colour = try #require(Self.field(translated, "colour"))
    #expect(Self.text(colour["default_value"]) == "g")
    guard case .array(let options)? = colour["options"] else { Issue.record("no options"); return }
    #expect(options.count == 2)  // the empty "---------" and the disabled one left out
    #expect(Self.text(Self.field(translated, "size")?["default_value"]) == "S")
    let tags = try #require(Self.field(translated, "tags"))
    #expect(tags["allow_multiple"] == .bool(true))
    #expect(tags["default_values"] == .array([.string("a"), .string("c")]))
    let plan = try #require(Self.field(translated, "plan"))
    #expect(Self.text(plan["default_value"]) == "free")
    #expect(Self.text(plan["section"]) == "fieldset-1")
    let terms = try #require(Self.field(translated, "terms"))
    #expect(terms["required"] == .bool(true) && terms["default_value"] == .bool(false))
  }

  @Test("labels four ways: <label for>, a label around, aria-label, placeholder")
  func labels() throws {
    let translated = try Self.translate("inputs.html")
    #expect(Self.text(Self.field(translated, "name")?["label"]) == "Name:")
    #expect(Self.text(Self.field(translated, "volume")?["label"]) == "Volume")
    #expect(Self.text(Self.field(translated, "terms")?["label"]) == "I accept the terms")
    #expect(Self.text(Self.field(translated, "secret")?["label"]) == "Password")
    #expect(Self.text(Self.field(translated, "nickname")?["label"]) == "Nickname")
    let other = try Self.translate("several.html", form: "login")
    #expect(Self.text(Self.field(other, "pass")?["label"]) == "Password")
  }

  @Test("fieldsets are sections; disabled controls and a disabled fieldset's are not sent")
  func sectionsAndDisabled() throws {
    let translated = try Self.translate("inputs.html")
    guard case .array(let sections)? = translated.form["sections"] else {
      Issue.record("no sections")
      return
    }
    #expect(sections.count == 2)
    if case .object(let first) = sections[0] { #expect(Self.text(first["title"]) == "Plan") }
    #expect(Self.field(translated, "street")?["enabled_if"] == .bool(false))
    #expect(Self.field(translated, "nickname")?["enabled_if"] == .bool(false))
    let loaded = try FileFormSource(path: Fixture.path("html/inputs.html")).load()
    let body = Self.payload(loaded)
    #expect(!body.contains("street=") && !body.contains("nickname="))
  }

  @Test("hidden inputs and the default submit button are sent as a browser sends them")
  func hiddenAndButton() throws {
    let loaded = try FileFormSource(path: Fixture.path("html/inputs.html")).load()
    let body = Self.payload(loaded)
    #expect(body.hasPrefix("csrfmiddlewaretoken=tok%26en123&"))
    #expect(body.hasSuffix("&go=Sign+up"))
    #expect(!body.contains("later="))
    var state = loaded.form.initialState
    #expect(throws: EditError.self) {
      try EditForm(form: loaded.form).set("csrfmiddlewaretoken", .text("forged"), in: &state)
    }
  }

  @Test("the form's action: its URL, POST, urlencoded; no action is the page's own URL")
  func action() throws {
    let translated = try Self.translate("inputs.html")
    guard case .object(let action)? = translated.form["action"] else {
      Issue.record("no action")
      return
    }
    #expect(Self.text(action["url"]) == "/signup/")
    #expect(Self.text(action["method"]) == "POST" && Self.text(action["as"]) == "form")
    let own = try Self.translate(
      html: "<form method=post><input name=a></form>", url: "http://h/p?x=1")
    if case .object(let action)? = own.form["action"] {
      #expect(Self.text(action["url"]) == "http://h/p?x=1")
    }
  }

  @Test("--html-form picks a form by id, by name or by number from 1")
  func pick() throws {
    #expect(Self.field(try Self.translate("several.html"), "q") != nil)
    #expect(Self.field(try Self.translate("several.html", form: "search"), "q") != nil)
    #expect(Self.field(try Self.translate("several.html", form: "login"), "user") != nil)
    #expect(Self.field(try Self.translate("several.html", form: "3"), "third") != nil)
    do throws(FormLoadError) {
      _ = try Self.translate("several.html", form: "nope")
      Issue.record("no error")
    } catch {
      #expect(error.message.contains("has no <form> with the id or name \"nope\""))
      #expect(error.message.contains("1 (id \"search\"), 2 (name \"login\"), 3"))
    }
  }

  @Test("what formsh cannot keep is said: file, step, GET, multipart, checkbox values, types")
  func problems() throws {
    let messages = Self.messages(try Self.translate("inputs.html")).joined(separator: "\n")
    #expect(messages.contains("<input type=\"file\"> \"avatar\" is not sent: formsh has no file"))
    #expect(messages.contains("step=\"1\" of form 1 <input> \"age\" is not checked"))
    let several = Self.messages(try Self.translate("several.html")).joined(separator: "\n")
    #expect(several.contains("<form method=\"get\"> is sent with POST"))
    let third = Self.messages(try Self.translate("several.html", form: "3"))
    #expect(third.contains { $0.contains("multipart/form-data") })
    let broken = Self.messages(try Self.translate("broken.html")).joined(separator: "\n")
    #expect(broken.contains("<input type=\"weird\"> \"w\" is read as plain text"))
    #expect(broken.contains("without a name is never sent; skipped"))
  }

  @Test("broken markup is mended as a browser mends it")
  func broken() throws {
    let translated = try Self.translate("broken.html")
    // The label is never closed: a browser puts all that follows in it, and it labels the
    // first control inside it alone.
    #expect(Self.text(Self.field(translated, "a")?["label"]) == "Name broken")
    #expect(Self.text(Self.field(translated, "s")?["label"]) == "s")
    #expect(Self.text(Self.field(translated, "s")?["default_value"]) == "2")
    let both = try #require(Self.field(translated, "b"))
    #expect(both["allow_multiple"] == .bool(true))
    #expect(both["default_values"] == .array([.string("yes")]))
  }

  @Test("recognised: a doctype, <html>, or a tag first and <form>; JSON and text are not pages")
  func recognised() {
    #expect(HTMLPage.recognises(Array("\u{FEFF}  <!DOCTYPE HTML><p>".utf8)))
    #expect(HTMLPage.recognises(Array("<html>".utf8)))
    #expect(HTMLPage.recognises(Array("<p>hello</p> <FORM>".utf8)))
    // A text that only mentions a form (Package.swift's comments) is no page.
    #expect(!HTMLPage.recognises(Array("// its `<form>` said in formsh's dialect".utf8)))
    #expect(!HTMLPage.recognises(Array("hello <FORM>".utf8)))
    #expect(!HTMLPage.recognises(Array(#"{"fields": [], "t": "<form>"}"#.utf8)))
    #expect(!HTMLPage.recognises(Array("<p>no</p>".utf8)))
  }

  @Test("a page with no form is a clear error, exit 65's")
  func noForm() throws {
    do throws(FormLoadError) {
      _ = try Self.translate("no-form.html")
      Issue.record("no error")
    } catch {
      #expect(
        error.message.hasSuffix(
          "no-form.html: is an HTML page with no <form>: formsh"
            + " reads a page's form (give the URL of the page that shows the form)"))
    }
  }
}
