import FormshDomain
import Testing

@Suite("EditForm")
struct EditFormTests {
  let form = makeForm(
    Field(id: "full_name", kind: .text, label: "Name", constraints: Constraints(maxLength: 5)),
    Field(id: "email", kind: .email, label: "Email"),
    Field(
      id: "country", kind: .dropdown, label: "Country",
      options: [Option(id: "us", label: "United States"), Option(id: "ca", label: "Canada")],
      defaultValue: .selection(["us"])),
    Field(id: "region", kind: .dropdown, label: "Region"),
    Field(id: "tags", kind: .multiselect, label: "Tags", options: options("a", "b", "c", "d")),
    Field(id: "terms", kind: .checkbox, label: "Terms"),
    Field(id: "news", kind: .toggle, label: "News", defaultValue: .bool(true)))
  var edit: EditForm { EditForm(form: form) }

  // MARK: set on text

  @Test("text up to max_length is taken, counted in characters")
  func textAtLimit() throws {
    var state = form.initialState
    try edit.set("full_name", .text("Ada L"), in: &state)
    #expect(state["full_name"] == .text("Ada L"))
    try edit.set("full_name", .text("🇩🇪🇫🇷e\u{301}👩‍👩‍👧é"), in: &state)
    #expect(state["full_name"] == .text("🇩🇪🇫🇷e\u{301}👩‍👩‍👧é"))
  }

  @Test("text past max_length is refused, never cut, and the value is unchanged")
  func textTooLong() throws {
    var state = form.initialState
    try edit.set("full_name", .text("Ada"), in: &state)
    let error = #expect(throws: EditError.self) {
      try edit.set("full_name", .text("Ada Lo"), in: &state)
    }
    #expect(error == .tooLong(field: "full_name", max: 5, length: 6))
    #expect(
      error?.message
        == "full_name: takes at most 5 characters; this value has 6 (nothing was changed)")
    #expect(state["full_name"] == .text("Ada"))
  }

  @Test("one letter under a million combining marks is refused past max_length, not one character")
  func textOfOneHugeCharacter() throws {
    var state = form.initialState
    let huge = "a" + String(repeating: "\u{301}", count: 1_000_000)
    #expect(huge.count == 1)
    let error = #expect(throws: EditError.self) {
      try edit.set("full_name", .text(huge), in: &state)
    }
    // ceil(1,000,001 / 32) characters.
    #expect(error == .tooLong(field: "full_name", max: 5, length: 31_251))
    #expect(state["full_name"] == .text(""))
  }

  @Test("text kinds refuse a non-text record value")
  func textWrongInput() {
    var state = form.initialState
    #expect(throws: EditError.wrongInput(field: "email", expected: "text", found: "a list")) {
      try edit.set("email", .list(["x"]), in: &state)
    }
  }

  // MARK: set on dropdowns

  @Test("a dropdown is set by option id, or by label ignoring case")
  func dropdownByIDOrLabel() throws {
    var state = form.initialState
    #expect(try edit.set("country", .text("ca"), in: &state) == .selection(["ca"]))
    #expect(try edit.set("country", .text("united STATES"), in: &state) == .selection(["us"]))
    #expect(try edit.set("country", .text(""), in: &state) == .selection([]))
  }

  @Test("an unknown option is refused, listing the accepted ids, and nothing changes")
  func unknownOption() {
    var state = form.initialState
    let error = #expect(throws: EditError.self) {
      try edit.set("country", .text("mx"), in: &state)
    }
    #expect(error == .unknownOption(field: "country", input: "mx", accepted: ["us", "ca"]))
    #expect(error?.message == "country: has no option \"mx\"; choose one of: us, ca")
    #expect(state["country"] == .selection(["us"]))
  }

  @Test("a dropdown without options says so")
  func noOptions() {
    var state = form.initialState
    let error = #expect(throws: EditError.self) { try edit.set("region", .text("eu"), in: &state) }
    #expect(error?.message == "region: has no options, so \"eu\" cannot be chosen")
  }

  @Test("a multi-select is set from comma-separated ids or labels, kept in option order")
  func multiselectFromText() throws {
    var state = form.initialState
    #expect(try edit.set("tags", .text("c, A,b"), in: &state) == .selection(["a", "b", "c"]))
    #expect(try edit.set("tags", .text(""), in: &state) == .selection([]))
    #expect(throws: EditError.repeatedOption(field: "tags", option: "a")) {
      try edit.set("tags", .text("a,b,A"), in: &state)
    }
    #expect(state["tags"] == .selection([]))
  }

  @Test("a multi-select's text is split at its commas whatever its characters")
  func multiselectFromTextBeyondASCII() throws {
    let form = makeForm(
      Field(
        id: "tags", kind: .multiselect, label: "Tags",
        options: [
          Option(id: "café", label: "Café"), Option(id: "b", label: "B"),
          Option(id: "x,\u{301}y", label: "Accented comma"),
        ]))
    let edit = EditForm(form: form)
    var state = form.initialState
    #expect(
      try edit.set("tags", .text("\tb ,\u{00A0}CAFÉ\u{2003}"), in: &state)
        == .selection(["café", "b"]))
    // A comma with a combining mark after it is another character, not a comma.
    #expect(
      try edit.set("tags", .text("x,\u{301}y, b"), in: &state) == .selection(["b", "x,\u{301}y"]))
    // ASCII text, split at its comma bytes, each part trimmed.
    #expect(try edit.set("tags", .text("\r\n b\t"), in: &state) == .selection(["b"]))
    #expect(throws: EditError.repeatedOption(field: "tags", option: "b")) {
      try edit.set("tags", .text(" b\t, B "), in: &state)
    }
  }

  // MARK: set on booleans

  @Test(
    "booleans take true/false, yes/no, on/off and 1/0 in any case",
    arguments: [
      ("true", true), ("false", false), ("yes", true), ("no", false), ("on", true),
      ("off", false), ("1", true), ("0", false), ("TRUE", true), ("Off", false), ("YeS", true),
    ])
  func booleanSpellings(text: String, on: Bool) throws {
    for id in ["terms", "news"] {
      var state = form.initialState
      state[id] = .bool(!on)
      #expect(try edit.set(id, .text(text), in: &state) == .bool(on))
      #expect(state[id] == .bool(on))
    }
  }

  @Test("other spellings are refused", arguments: ["maybe", "", "2", "y", "enabled", " true"])
  func booleanRefused(text: String) {
    var state = form.initialState
    let error = #expect(throws: EditError.self) { try edit.set("terms", .text(text), in: &state) }
    #expect(error == .notABoolean(field: "terms", input: text))
    #expect(error?.message == "terms: takes true/false, yes/no, on/off or 1/0; not \"\(text)\"")
    #expect(state["terms"] == .bool(false))
  }

  // MARK: select

  @Test("select on a multi-select: exactly, +, - ; always in option order")
  func selectMultiple() throws {
    var state = form.initialState
    #expect(try edit.select("tags", .exactly(["c", "a"]), in: &state) == .selection(["a", "c"]))
    #expect(
      try edit.select("tags", .add(["d", "b"]), in: &state) == .selection(["a", "b", "c", "d"]))
    #expect(try edit.select("tags", .remove(["a", "C"]), in: &state) == .selection(["b", "d"]))
    #expect(try edit.select("tags", .remove(["a"]), in: &state) == .selection(["b", "d"]))
    #expect(try edit.select("tags", .add(["b"]), in: &state) == .selection(["b", "d"]))
    #expect(try edit.select("tags", .exactly([]), in: &state) == .selection([]))
    #expect(state["tags"] == .selection([]))
  }

  @Test("select refuses unknown and repeated options, leaving the selection as it was")
  func selectRefusals() throws {
    var state = form.initialState
    try edit.select("tags", .exactly(["a"]), in: &state)
    #expect(
      throws: EditError.unknownOption(field: "tags", input: "zz", accepted: ["a", "b", "c", "d"])
    ) { try edit.select("tags", .add(["b", "zz"]), in: &state) }
    #expect(
      throws: EditError.unknownOption(field: "tags", input: "zz", accepted: ["a", "b", "c", "d"])
    ) { try edit.select("tags", .remove(["zz"]), in: &state) }
    #expect(throws: EditError.repeatedOption(field: "tags", option: "b")) {
      try edit.select("tags", .exactly(["b", "b"]), in: &state)
    }
    #expect(state["tags"] == .selection(["a"]))
  }

  @Test("select on a single-select: one option; + replaces it; - clears it")
  func selectSingle() throws {
    var state = form.initialState
    let error = #expect(throws: EditError.self) {
      try edit.select("country", .exactly(["us", "ca"]), in: &state)
    }
    #expect(error == .oneOptionOnly(field: "country", given: ["us", "ca"]))
    #expect(error?.message == "country: takes one option; 2 were given (us, ca)")
    #expect(state["country"] == .selection(["us"]))
    #expect(try edit.select("country", .add(["ca"]), in: &state) == .selection(["ca"]))
    #expect(try edit.select("country", .add(["ca"]), in: &state) == .selection(["ca"]))
    #expect(try edit.select("country", .remove(["ca"]), in: &state) == .selection([]))
    #expect(throws: EditError.oneOptionOnly(field: "country", given: ["us", "ca"])) {
      try edit.select("country", .add(["ca", "us"]), in: &state)
    }
    #expect(state["country"] == .selection([]))
    #expect(try edit.select("country", .exactly(["Canada"]), in: &state) == .selection(["ca"]))
    #expect(throws: EditError.oneOptionOnly(field: "country", given: ["us", "ca"])) {
      try edit.select("country", .add(["us", "ca"]), in: &state)
    }
    #expect(state["country"] == .selection(["ca"]))
  }

  @Test("select on a field that is not a dropdown is refused, naming its kind")
  func selectWrongKind() {
    var state = form.initialState
    let error = #expect(throws: EditError.self) {
      try edit.select("full_name", .exactly(["a"]), in: &state)
    }
    #expect(
      error
        == .wrongKind(
          field: "full_name", kind: .text, command: "select", applies: "dropdown fields"))
    #expect(error?.message == "full_name: is a text field; select applies to dropdown fields")
  }

  // MARK: toggle, check, uncheck, clear, reset

  @Test("toggle flips a checkbox or a toggle; check and uncheck set them")
  func toggleAndCheck() throws {
    var state = form.initialState
    #expect(try edit.toggle("terms", in: &state))
    #expect(state["terms"] == .bool(true))
    #expect(try !edit.toggle("news", in: &state))
    try edit.check("news", true, in: &state)
    #expect(state["news"] == .bool(true))
    try edit.check("terms", false, in: &state)
    #expect(state["terms"] == .bool(false))
  }

  @Test(
    "toggle, check and uncheck on other kinds are refused with a message naming the kind",
    arguments: [
      (
        "full_name", "toggle",
        "full_name: is a text field; toggle applies to checkbox and toggle fields"
      ),
      ("email", "check", "email: is an email field; check applies to checkbox and toggle fields"),
      (
        "tags", "uncheck",
        "tags: is a multiselect field; uncheck applies to checkbox and toggle fields"
      ),
    ])
  func booleanCommandWrongKind(id: String, command: String, message: String) {
    var state = form.initialState
    let before = state
    let error = #expect(throws: EditError.self) {
      switch command {
      case "toggle": try edit.toggle(id, in: &state)
      case "check": try edit.check(id, true, in: &state)
      default: try edit.check(id, false, in: &state)
      }
    }
    #expect(error?.message == message)
    #expect(state == before)
  }

  @Test("clear empties a field; reset returns one field or all to the defaults")
  func clearAndReset() throws {
    var state = form.initialState
    try edit.clear("country", in: &state)
    try edit.clear("news", in: &state)
    try edit.set("full_name", .text("Ada"), in: &state)
    #expect(state["country"] == .selection([]))
    #expect(state["news"] == .bool(false))
    try edit.reset("country", in: &state)
    #expect(state["country"] == .selection(["us"]))
    #expect(state["news"] == .bool(false))
    try edit.reset(nil, in: &state)
    #expect(state == form.initialState)
    #expect(state["full_name"] == .text(""))
    #expect(state["news"] == .bool(true))
  }

  // MARK: unknown fields

  @Test(
    "an unknown field id is refused with the nearest id as a suggestion",
    arguments: [
      ("ful_name", "full_name"), ("full-name", "full_name"), ("FULL_NAME", "full_name"),
      ("emall", "email"), ("full_nmae", "full_name"), ("contry", "country"), ("tag", "tags"),
    ])
  func didYouMean(input: String, suggestion: String) {
    var state = form.initialState
    let error = #expect(throws: EditError.self) { try edit.set(input, .text("x"), in: &state) }
    #expect(error == .unknownField(input, suggestion: suggestion))
    #expect(error?.message == "no field \"\(input)\"; did you mean \"\(suggestion)\"?")
    #expect(error?.field == nil)
  }

  @Test("no suggestion when nothing is near")
  func noSuggestion() {
    var state = form.initialState
    let error = #expect(throws: EditError.self) { try edit.toggle("zzzzzz", in: &state) }
    #expect(error == .unknownField("zzzzzz", suggestion: nil))
    #expect(error?.message == "no field \"zzzzzz\"")
  }
}
