import FormshData
import FormshDomain
import Testing

/// Adaptive Cards read as forms (issue 30): the samples of the Adaptive Cards repository
/// (`Fixtures/dialects/adaptive-cards/SOURCES.md`) load with the fields their inputs say, the
/// first submit action's data joins the payload, and every construct formsh does not keep is
/// a warning that points at it.
@Suite("Adaptive Cards dialect")
struct AdaptiveCardsTests {
  static func load(_ name: String) throws -> LoadedForm {
    try Fixture.load("dialects/adaptive-cards/" + name)
  }

  /// The dialect's problems of a load: (pointer, construct) in order.
  static func problems(_ loaded: LoadedForm) -> [DialectProblem] {
    loaded.diagnostics.compactMap { $0.problem as? DialectProblem }
  }

  static func decode(_ json: String) throws -> LoadedForm {
    try FormDecoder.decode(Array(json.utf8), source: "card.json")
  }

  static func payload(
    _ loaded: LoadedForm, _ values: [(FieldID, Input)] = [], toggles: [FieldID] = []
  ) throws -> String {
    let form = loaded.form
    var state = form.initialState
    let edit = EditForm(form: form)
    for (id, input) in values { try edit.set(id, input, in: &state) }
    for id in toggles { _ = try edit.toggle(id, in: &state) }
    return PayloadWriter.string(BuildSubmission(form: form).payload(state))
  }

  @Test(
    "every sample is recognised as an Adaptive Card",
    arguments: [
      "InputForm.json", "InputsWithValidation.json", "ApplicationLogin.json",
      "ActivityUpdate.json", "FoodOrder.json", "CalendarReminder.json", "ExpenseReport.json",
    ])
  func recognised(name: String) throws {
    let loaded = try Self.load(name)
    #expect(loaded.dialect == "Adaptive Cards")
    #expect(!loaded.form.fields.isEmpty)
  }

  @Test("detection: the card's type, nothing else; the name --dialect takes")
  func detection() throws {
    #expect(Dialects.named("adaptive-cards")?.title == "Adaptive Cards")
    #expect(Dialects.named("Adaptive-Cards")?.name == "adaptive-cards")
    #expect(throws: FormLoadError.self) { try Self.load("not-a-card.json") }
    let formsh = try Self.decode(#"{"form_title": "t", "fields": [], "type": "AdaptiveCard"}"#)
    #expect(formsh.dialect == "formsh")
    let card = try Self.decode(#"{"type": "AdaptiveCard", "body": []}"#)
    #expect(card.dialect == "Adaptive Cards")
    #expect(card.form.fields.isEmpty)
  }

  @Test("the title: a top-level title, else the first text block, else the words of speak")
  func title() throws {
    let spoken = try Self.decode(
      #"{"type": "AdaptiveCard", "speak": "<s>Your <break strength='weak'/>order</s>", "body": []}"#
    )
    #expect(spoken.form.title == "Your order")
    let titled = try Self.decode(
      #"{"type": "AdaptiveCard", "title": "T", "body": [{"type": "TextBlock", "text": "B"}]}"#)
    #expect(titled.form.title == "T")
    #expect(try Self.decode(#"{"type": "AdaptiveCard"}"#).form.title == "Adaptive Cards")
  }

  @Test("InputForm: labels, required, regexes and error messages; a tel input with a regex")
  func inputForm() throws {
    let loaded = try Self.load("InputForm.json")
    let form = loaded.form
    #expect(form.title == "Tell us about yourself")
    #expect(form.ids == ["myName", "myEmail", "myTel"])
    #expect(form.fields.map(\.kind) == [.text, .email, .text])
    #expect(form.fields.map(\.isRequired) == [true, true, false])
    #expect(form.field("myName")?.label == "Your name (Last, First)")
    #expect(form.field("myName")?.constraints.pattern?.source == "^[A-Z][a-z]+, [A-Z][a-z]+$")
    #expect(form.field("myName")?.errorMessage == "Please enter your name in the specified format")
    #expect(form.field("myTel")?.constraints.pattern != nil)
    #expect(
      Self.problems(loaded).map(\.pointer) == ["/body/0/columns/0/items/5/style"])
    #expect(loaded.diagnostics.count == 1)
  }

  @Test("InputsWithValidation: every input type, its bounds and starting values")
  func inputsWithValidation() throws {
    let loaded = try Self.load("InputsWithValidation.json")
    let form = loaded.form
    #expect(
      form.fields.map(\.kind) == [
        .text, .url, .email, .phone, .multiline, .text, .number, .date, .time, .dropdown,
        .dropdown, .multiselect, .toggle, .toggle, .text,
      ])
    let number = try #require(form.field("NumVal"))
    #expect(number.constraints.minimum == "-5")
    #expect(number.constraints.maximum == "5")
    #expect(number.errorMessage == "The quantity must be between -5 and 5")
    #expect(form.initialState["NumVal"] == .text("1"))
    #expect(form.initialState["DateVal"] == .text("2017-09-20"))
    #expect(form.initialState["TimeVal"] == .text("16:59"))
    #expect(form.initialState["CompactSelectVal"] == .selection(["1"]))
    #expect(form.initialState["MultiSelectVal"] == .selection(["1", "3"]))
    #expect(form.field("SingleSelectVal")?.options.map(\.label) == ["Red", "Green", "Blue"])
    let terms = try #require(form.field("AcceptsTerms"))
    #expect(terms.label == "Please accept the terms and conditions:")
    #expect(terms.supportingText == "I accept the terms and conditions (True/False)")
    #expect(terms.isRequired)
    #expect(form.field("CommentVal")?.section == "card1")
    #expect(form.sections.map(\.title) == ["Show Card"])
    #expect(
      Self.problems(loaded).map(\.pointer) == [
        "/body/7/inlineAction", "/body/14/isMultiSelect", "/body/17/valueOn", "/actions/1",
        "/actions/1/card/actions/0",
      ])
    #expect(loaded.diagnostics.count == 5)
  }

  @Test("ApplicationLogin: the exact payload, inputs then the submit action's data")
  func applicationLogin() throws {
    let loaded = try Self.load("ApplicationLogin.json")
    #expect(loaded.diagnostics.isEmpty)
    #expect(loaded.form.fields.map(\.kind) == [.text, .secure])
    #expect(loaded.form.title == "Application Login")
    let json = try Self.payload(loaded, [("UserVal", .text("ada")), ("PassVal", .text("s3cret"))])
    #expect(json == #"{"UserVal":"ada","PassVal":"s3cret","id":"LoginVal"}"#)
  }

  @Test("InputsWithValidation: a multi-select is an array, a toggle a boolean, data merged")
  func payloadShapes() throws {
    let loaded = try Self.load("InputsWithValidation.json")
    let json = try Self.payload(loaded, [("SimpleVal", .text("Ada"))], toggles: ["AcceptsTerms"])
    #expect(
      json == #"{"SimpleVal":"Ada","UrlVal":"","EmailVal":"","TelVal":null,"MultiLineVal":"","#
        + #""textInlineActionId":"","NumVal":1,"DateVal":"2017-09-20","TimeVal":"16:59","#
        + #""CompactSelectVal":"1","SingleSelectVal":"1","MultiSelectVal":["1","3"],"#
        + #""AcceptsTerms":true,"ColorPreference":false,"CommentVal":"","id":"1234567890"}"#)
  }

  @Test("ActivityUpdate: show cards become sections; their second submit is reported")
  func activityUpdate() throws {
    let loaded = try Self.load("ActivityUpdate.json")
    let form = loaded.form
    #expect(form.title == "Publish Adaptive Card schema")
    #expect(form.ids == ["dueDate", "comment"])
    #expect(form.fields.map(\.kind) == [.date, .multiline])
    #expect(form.fields.map(\.section) == ["card1", "card2"])
    #expect(form.sections.map(\.title) == ["Set due date", "Comment"])
    #expect(form.submitData.isEmpty)
    #expect(
      Self.problems(loaded).map(\.pointer) == [
        "/actions/0", "/actions/1", "/actions/1/card/actions/0",
      ])
  }

  @Test("FoodOrder: toggles that submit words, and the first show card's submit data")
  func foodOrder() throws {
    let loaded = try Self.load("FoodOrder.json")
    let form = loaded.form
    #expect(
      form.ids == [
        "SteakTemp", "SteakOther", "ChickenAllergy", "ChickenOther", "Vegetarian", "VegOther",
      ])
    #expect(form.field("SteakTemp")?.isRequired == true)
    #expect(form.field("SteakTemp")?.options.map(\.id) == ["rare", "medium-rare", "well-done"])
    #expect(form.field("ChickenAllergy")?.kind == .toggle)
    let problems = Self.problems(loaded)
    #expect(
      problems.filter { $0.construct.hasPrefix("Input.Toggle") }.map(\.pointer) == [
        "/actions/1/card/body/0/valueOn", "/actions/2/card/body/0/valueOn",
      ])
    let json = try Self.payload(loaded, [("SteakTemp", .text("rare"))])
    #expect(
      json == #"{"SteakTemp":"rare","SteakOther":"","ChickenAllergy":false,"ChickenOther":"","#
        + #""Vegetarian":false,"VegOther":"","FoodChoice":"Steak"}"#)
  }

  @Test("CalendarReminder: a default choice, the first of two submits")
  func calendarReminder() throws {
    let loaded = try Self.load("CalendarReminder.json")
    #expect(loaded.form.initialState["snooze"] == .selection(["5"]))
    #expect(try Self.payload(loaded) == #"{"snooze":"5","x":"snooze"}"#)
    let problems = Self.problems(loaded)
    #expect(problems.map(\.pointer) == ["/actions/1"])
    #expect(problems.first?.construct == "Action.Submit `I'll be late`")
  }

  @Test("ExpenseReport: inputs in show cards inside action sets inside containers")
  func expenseReport() throws {
    let loaded = try Self.load("ExpenseReport.json")
    let form = loaded.form
    #expect(form.title == "**EXPENSE APPROVAL**")
    #expect(form.ids == ["comment0", "comment1", "comment2", "RejectCommentID"])
    #expect(form.field("RejectCommentID")?.kind == .multiline)
    #expect(form.field("RejectCommentID")?.isRequired == true)
    #expect(form.submitData.map(\.id) == ["id", "action", "lineItem"])
    let problems = Self.problems(loaded)
    #expect(problems.first?.construct.hasPrefix("Action.OpenUrl `EXPORT AS PDF`") == true)
    #expect(problems.filter { $0.construct == "Action.Submit `Approve`" }.count == 1)
  }

  @Test("hostile: wrong types, missing ids, unknown types, hidden containers, odd actions")
  func hostile() throws {
    let loaded = try Self.load("hostile.json")
    let form = loaded.form
    #expect(form.ids == ["name", "qty", "pick", "secret", "city", "when"])
    #expect(form.field("city")?.label == "Your city")
    #expect(form.field("pick")?.options.map(\.id) == ["ok"])
    #expect(form.field("secret")?.visibleIf != nil)
    #expect(form.submitData.isEmpty)
    let pointers = Self.problems(loaded).map(\.pointer)
    for pointer in [
      "/refresh", "/body/2", "/body/3/type", "/body/4/label", "/body/4/isRequired",
      "/body/4/maxLength", "/body/4/fallback", "/body/4/requires", "/body/5/min", "/body/5/value",
      "/body/6/choices/0", "/body/6/choices.data", "/body/7/$when", "/body/7/isVisible",
      "/body/10/rows/0/cells/0/items/0/max", "/body/11/actions/0",
      "/body/11/actions/1/associatedInputs", "/body/11/actions/1/verb",
      "/body/11/actions/1/data", "/actions/0", "/actions/1", "/actions/2",
    ] {
      #expect(pointers.contains(pointer), "\(pointer) not reported")
    }
  }

  @Test("nesting past 64 containers is reported and skipped, the rest kept")
  func deep() throws {
    let loaded = try Self.load("deep.json")
    #expect(loaded.form.ids == ["shallow"])
    #expect(Self.problems(loaded).count == 1)
  }

  @Test(
    "members of the wrong type never trap",
    arguments: [
      #"{"type": "AdaptiveCard", "body": 3, "actions": "x"}"#,
      #"{"type": "AdaptiveCard", "body": [null, [], {"type": null}, {"type": "Input.Text", "id": 5}]}"#,
      #"{"type": "AdaptiveCard", "body": [{"type": "Input.ChoiceSet", "id": "c", "choices": {"a": 1}, "value": ",,"}]}"#,
      #"{"type": "AdaptiveCard", "body": [{"type": "Input.ChoiceSet", "id": "c", "isMultiSelect": true, "value": ",,", "choices": [{"title": "A", "value": "a"}]}]}"#,
      #"{"type": "AdaptiveCard", "actions": [{"type": "Action.ShowCard", "card": {"type": "AdaptiveCard", "actions": [{"type": "Action.ShowCard", "card": {"body": [{"type": "Input.Text", "id": "x"}]}}]}}]}"#,
      #"{"type": "AdaptiveCard", "body": [{"type": "Input.Toggle", "id": "t", "value": 1, "valueOn": null}]}"#,
    ])
  func wrongTypes(json: String) throws {
    let loaded = try Self.decode(json)
    #expect(loaded.dialect == "Adaptive Cards")
  }
}
