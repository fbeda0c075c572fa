import Foundation
import FormshDomain
import Testing

@testable import FormshData
@testable import FormshDialects

/// The SurveyJS dialect (issue 30): surveys from SurveyJS's own tests load as the forms they
/// describe, conditions become JSON Logic, and what formsh cannot hold is reported where it is.
@Suite("SurveyJS dialect")
struct SurveyJSTests {
  static let fixtures = [
    "visible-if", "required-if", "paneldynamic", "text-input-types", "standard-validators",
    "panels", "checkboxes", "all-types", "expressions", "hostile",
  ]

  static func load(_ name: String) throws -> LoadedForm {
    try Fixture.load("dialects/surveyjs/\(name).json")
  }

  static func field(_ loaded: LoadedForm, _ id: FieldID) throws -> Field {
    try #require(loaded.form.fields.first { $0.id == id })
  }

  /// The dialect problems' messages, without the dialect's name.
  static func dropped(_ loaded: LoadedForm) -> [String] {
    loaded.diagnostics.compactMap { $0.problem as? DialectProblem }.map {
      "\($0.construct) \($0.outcome.words) @\($0.pointer)"
    }
  }

  /// A survey's translation, as `formsh convert` would print it.
  static func translate(_ json: String) throws -> (form: JSONValue, dropped: [DialectProblem]) {
    let object = try JSONParser.parseObject(Array(json.utf8))
    let translation = SurveyJSDialect().translate(object)
    return (.object(translation.form), translation.dropped)
  }

  /// The condition of a one-question survey, in compact JSON.
  static func logic(_ expression: String, extra: String = "") throws -> String {
    let json = """
      {"elements": [\(extra)
        {"type": "checkbox", "name": "many", "choices": ["a", "b"]},
        {"type": "text", "name": "q", "visibleIf": \(JSONWriter.string(.string(expression)))}]}
      """
    let form = try #require(try translate(json).form.objectValue)
    let fields = try #require(form["fields"]?.arrayValue)
    let visible = try #require(fields.last?.objectValue?["visible_if"])
    return JSONWriter.string(visible)
  }

  // MARK: Detection

  @Test("every SurveyJS fixture is detected as SurveyJS", arguments: fixtures)
  func detected(name: String) throws {
    #expect(try Self.load(name).dialect == "SurveyJS")
  }

  @Test(
    "documents of the other dialects are not SurveyJS",
    arguments: [
      #"{"fields": [{"id": "a", "type": "TEXT"}], "elements": [{"type": "text", "name": "a"}]}"#,
      ##"{"schema": {"type": "object"}, "uischema": {"type": "VerticalLayout", "elements": [{"type": "Control", "scope": "#/properties/a"}]}}"##,
      ##"{"type": "VerticalLayout", "elements": [{"type": "Control", "scope": "#/properties/a"}]}"##,
      #"{"components": [{"type": "textfield", "key": "a"}], "elements": [{"type": "text"}]}"#,
      #"{"type": "AdaptiveCard", "body": [{"type": "Input.Text", "id": "a"}]}"#,
      #"{"ui": {"nodes": [{"type": "input", "attributes": {"name": "a"}}]}}"#,
      #"{"pages": "nope"}"#,
      #"{"pages": [{"elements": [{"type": "Control"}]}]}"#,
    ])
  func notClaimed(json: String) throws {
    let object = try JSONParser.parseObject(Array(json.utf8))
    #expect(!SurveyJSDialect().recognises(object))
  }

  @Test("pages, or elements at the top, with a SurveyJS question are recognised")
  func recognised() throws {
    for json in [
      #"{"pages": [{"name": "p", "elements": [{"type": "radiogroup", "name": "a"}]}]}"#,
      #"{"elements": [{"type": "panel", "elements": []}]}"#,
      #"{"questions": [{"type": "comment", "name": "a"}]}"#,
    ] {
      let object = try JSONParser.parseObject(Array(json.utf8))
      #expect(SurveyJSDialect().recognises(object), "\(json)")
      #expect(Dialects.detect(object)?.name == "surveyjs")
    }
    #expect(Dialects.named("SurveyJS")?.title == "SurveyJS")
  }

  // MARK: Real surveys

  @Test("visibleIf: radiogroup and dropdowns, each shown by its condition")
  func visibleIf() throws {
    let loaded = try Self.load("visible-if")
    #expect(
      loaded.form.ids == [
        "haveKids", "kids", "kid1Age", "kid2Age", "kid3Age", "kid4Age", "kid5Age",
      ])
    let haveKids = try Self.field(loaded, "haveKids")
    #expect(haveKids.kind.name == "dropdown")
    #expect(haveKids.isRequired)
    #expect(haveKids.options.map(\.id) == ["Yes", "No"])
    let kids = try Self.field(loaded, "kids")
    #expect(kids.options.map(\.id) == ["1", "2", "3", "4", "5"])
    #expect(kids.visibleIf?.text == #"{"==":[{"var":"haveKids"},"Yes"]}"#)
    let kid3 = try Self.field(loaded, "kid3Age")
    #expect(kid3.options.count == 16)
    #expect(
      kid3.visibleIf?.text
        == #"{"and":[{"==":[{"var":"haveKids"},"Yes"]},{"!==":[{"var":"kids"},null]},{"!==":[{"var":"kids"},""]},{">=":[{"var":"kids"},3]}]}"#
    )
    #expect(loaded.diagnostics.isEmpty)
  }

  @Test("requiredIf: a text required by a radio's answer; the matrix is reported")
  func requiredIf() throws {
    let loaded = try Self.load("required-if")
    #expect(loaded.form.ids == ["a", "b"])
    let b = try Self.field(loaded, "b")
    #expect(!b.isRequired)
    #expect(b.requiredIf?.text == #"{"==":[{"var":"a"},"item1"]}"#)
    #expect(
      Self.dropped(loaded) == ["matrixdynamic question `c` is not supported; skipped @/elements/2"])
  }

  @Test("paneldynamic: a list whose questions read their own item's answers")
  func panelDynamic() throws {
    let loaded = try Self.load("paneldynamic")
    let list = try #require(loaded.form.lists.first)
    #expect(
      SurveyJSTranslator.piped("Age of {Panel.relativeType} ({x})", list: "relatives")
        == "Age of {relatives.relativeType} ({x})")
    #expect(list.id == "relatives")
    #expect(list.label == "Please enter all blood relatives you know")
    let form = try FormDecoder.decode(
      Array(#"{"elements": []}"#.utf8), source: "x", dialect: SurveyJSDialect()
    ).form
    #expect(form.fields.isEmpty)
    #expect(
      Self.dropped(loaded) == [
        "dynamic panel `relatives`'s `defaultValue` is not supported; skipped @/pages/0/elements/0/defaultValue",
        "dynamic panel `relatives`'s `templateTitle` is not supported; skipped @/pages/0/elements/0/templateTitle",
        "matrixdynamic question `relativeillness` is not supported; skipped @/pages/0/elements/0/templateElements/6/elements/0",
      ])
    // One item, its conditions reading `relatives.isalive` of the same item.
    let payload = try Self.submit(
      "paneldynamic",
      add: "relatives",
      [
        ("relatives[1].relativeType", "father"), ("relatives[1].isalive", "No"),
        ("relatives[1].deceasedage", "-1"), ("relatives[1].causeofdeathknown", "Yes"),
        ("relatives[1].causeofdeath", "flu"),
      ])
    #expect(
      payload
        == #"{"relatives":[{"relativeType":"father","isalive":"No","deceasedage":-1,"causeofdeathknown":"Yes","causeofdeath":"flu"}]}"#
    )
  }

  @Test("text input types become subtypes; color, month and week stay plain, reported")
  func inputTypes() throws {
    let loaded = try Self.load("text-input-types")
    let kinds = loaded.form.fields.map { "\($0.id):\($0.kind.name)" }
    #expect(
      kinds == [
        "name:text", "birthdate:date", "color:text", "email:email", "datetime:datetime",
        "datetime-local:datetime", "month:text", "password:secure", "range:number", "tel:phone",
        "time:time", "url:url", "week:text",
      ])
    #expect(try Self.field(loaded, "email").isRequired)
    #expect(
      Self.dropped(loaded) == [
        "input type `color` of question `color` is read as plain text @/elements/2/inputType",
        "input type `month` of question `month` is read as plain text @/elements/6/inputType",
        "input type `week` of question `week` is read as plain text @/elements/12/inputType",
      ])
  }

  @Test(
    "standard validators: email, a multiple text's numeric ranges as rules, a comment's minLength")
  func standardValidators() throws {
    let loaded = try Self.load("standard-validators")
    #expect(
      loaded.form.ids == [
        "email", "pricelimit.leastamount", "pricelimit.mostamount", "firstcomputer",
      ])
    #expect(try Self.field(loaded, "email").kind.name == "email")
    let comment = try Self.field(loaded, "firstcomputer")
    #expect(comment.kind.name == "multiline")
    #expect(comment.isRequired)
    #expect(comment.constraints.minLength == 20)
    #expect(loaded.form.rules.count == 2)
    #expect(loaded.diagnostics.isEmpty)
    let form = loaded.form
    var state = form.initialState
    try EditForm(form: form).set("pricelimit.leastamount", .text("5"), in: &state)
    try EditForm(form: form).set("pricelimit.mostamount", .text("500"), in: &state)
    let errors = ValidateForm(form: form)(state)
    #expect(
      errors.contains { $0.field == "pricelimit.leastamount" && $0.message.contains("at least 10") }
    )
    #expect(!errors.contains { $0.field == "pricelimit.mostamount" })
  }

  @Test("panels are flattened; checkbox choices with value and text keep both")
  func panels() throws {
    let loaded = try Self.load("panels")
    #expect(loaded.form.ids == ["question1", "question2", "question3", "question4", "q1"])
    let question2 = try Self.field(loaded, "question2")
    #expect(question2.kind.name == "multiselect")
    #expect(question2.options.map(\.id) == ["1", "2", "3"])
    #expect(question2.options.map(\.label) == ["first item", "second item", "third item"])
    #expect(try Self.field(loaded, "question4").options.map(\.id) == ["1", "2", "3", "4", "5"])
    #expect(loaded.form.sections.isEmpty)
  }

  @Test("checkboxes: none and other items become options; the other comment is reported")
  func checkboxes() throws {
    let loaded = try Self.load("checkboxes")
    let car = try Self.field(loaded, "car")
    #expect(car.kind.name == "multiselect")
    #expect(car.isRequired)
    #expect(car.options.count == 13)
    #expect(car.options.suffix(2).map(\.id) == ["none", "other"])
    #expect(
      Self.dropped(loaded) == [
        "other item's comment of question `car` is not kept (the option \"other\" is) @/elements/0/showOtherItem"
      ])
  }

  @Test("all types: what formsh holds is kept, each other type reported where it is")
  func allTypes() throws {
    let loaded = try Self.load("all-types")
    #expect(
      loaded.form.ids == [
        "text_question", "checkbox_question", "radiogroup_question", "dropdown_question",
        "comment_question", "rating_question", "boolean_question", "expression_question",
        "multipletext_question.text1", "panel_question",
      ])
    #expect(try Self.field(loaded, "boolean_question").kind.name == "toggle")
    #expect(try Self.field(loaded, "expression_question").computed?.text == "1")
    #expect(loaded.form.lists.map(\.id) == ["paneldynamic"])
    #expect(
      Self.dropped(loaded).map { $0.components(separatedBy: " @").last ?? "" } == [
        "/elements/6", "/elements/8", "/elements/9", "/elements/10", "/elements/12",
        "/elements/13", "/elements/14", "/elements/15", "/elements/18/panelCount",
        "/elements/19",
      ])
  }

  // MARK: Our own survey: every mapping

  @Test(
    "pages become sections, a page's visibleIf the section's; panel conditions join their questions'"
  )
  func sections() throws {
    let loaded = try Self.load("expressions")
    #expect(loaded.form.title == "Travel insurance")
    #expect(loaded.form.sections.map(\.id) == ["traveller", "extras"])
    #expect(loaded.form.sections.map(\.title) == ["About you", "extras"])
    #expect(
      loaded.form.sections[1].visibleIf?.text
        == #"{"or":[{"===":[{"var":"age"},null]},{"===":[{"var":"age"},""]},{"and":[{"!==":[{"var":"age"},null]},{"!==":[{"var":"age"},""]},{">":[{"var":"age"},21]}]}]}"#
    )
    let passport = try Self.field(loaded, "passport")
    #expect(passport.section == "extras")
    #expect(passport.isReadOnly)
    #expect(
      passport.visibleIf?.text
        == #"{"and":[{"!=":[{"var":"country"},"FR"]},{"!==":[{"var":"state"},null]},{"!==":[{"var":"state"},""]}]}"#
    )
  }

  @Test("kinds, bounds, defaults, messages and computed values of our survey")
  func mappings() throws {
    let loaded = try Self.load("expressions")
    let age = try Self.field(loaded, "age")
    #expect(age.kind.name == "number")
    #expect(age.constraints.minimum?.text == "0")
    #expect(age.constraints.maximum?.text == "120")
    #expect(age.errorMessage == "Tell us your age")
    let country = try Self.field(loaded, "country")
    #expect(country.options.map(\.label) == ["United States", "France", "DE", "Elsewhere"])
    let cover = try Self.field(loaded, "cover")
    #expect(cover.constraints.minSelections == 1)
    #expect(cover.constraints.maxSelections == 2)
    #expect(try Self.field(loaded, "luggage_note").constraints.maxLength == 200)
    #expect(try Self.field(loaded, "agree").kind.name == "checkbox")
    let newsletter = try Self.field(loaded, "newsletter")
    #expect(newsletter.kind.name == "toggle")
    #expect(newsletter.enabledIf?.text == #"{"==":[{"var":"agree"},true]}"#)
    #expect(try Self.field(loaded, "stars").options.map(\.id) == ["1", "2", "3"])
    #expect(try Self.field(loaded, "mood").options.map(\.label) == ["Sad", "ok"])
    let price = try Self.field(loaded, "price")
    #expect(price.kind.name == "number")
    #expect(
      price.computed?.text
        == #"{"+":[{"if":[{"and":[{"!==":[{"var":"age"},null]},{"!==":[{"var":"age"},""]},{">":[{"var":"age"},65]}]},40,20]},{"*":[{"var":"days"},2]}]}"#
    )
    let days = try Self.field(loaded, "days")
    #expect(days.constraints.minimum?.text == "1")
    #expect(days.constraints.maximum?.text == "90")
    #expect(days.errorMessage == "1 to 90 days")
    let code = try Self.field(loaded, "code")
    #expect(code.isReadOnly)
    #expect(code.constraints.pattern != nil)
    #expect(try Self.field(loaded, "born").kind.name == "date")
    #expect(loaded.form.rules.count == 1)
    #expect(loaded.form.rules.first?.message == "Long trips need cover")
  }

  @Test("what our survey loses is each reported with its pointer")
  func ownDropped() throws {
    #expect(
      Self.dropped(try Self.load("expressions")) == [
        "other item's comment of question `country` is not kept (the option \"other\" is) @/pages/0/elements/1/showOtherItem",
        "`isRequired` of boolean `agree` is always met in formsh (a toggle always has a value); skipped @/pages/0/elements/7/isRequired",
        "`visibleIf` \"age({born}) > 1\" cannot be translated (it calls the function \"age\", which formsh does not have); skipped @/pages/0/elements/14/visibleIf",
        "`visibleIf` \"{age} >= (18\" cannot be translated (it lacks a closing \")\"); skipped @/pages/0/elements/15/visibleIf",
        "html question `info` is not supported; skipped @/pages/1/elements/1",
        "trigger `complete` is not supported; skipped @/triggers/0",
        "calculated value `adult` is not supported; skipped @/calculatedValues/0",
      ])
  }

  @Test("the payload is SurveyJS's data: question names to answers, the unanswered left out")
  func payload() throws {
    let payload = try Self.submit(
      "expressions", add: nil,
      [
        ("age", "30"), ("country", "US"), ("state", "CA"), ("days", "10"), ("agree", "true"),
        ("cover", "medical,luggage"),
      ])
    #expect(
      payload
        == #"{"age":30,"country":"US","state":"CA","cover":["medical","luggage"],"agree":true,"newsletter":true,"price":40,"days":10,"code":"T-1"}"#
    )
  }

  @Test(
    "choicesMax alone counts from 0; a range of no whole numbers or backwards is reported",
    arguments: [
      (#""choicesMax": 2"#, [0, 1, 2], []),
      (
        #""choicesMin": 0.1, "choicesMax": 0.3"#, [],
        ["`choicesMin` 0.1 of question `d`", "`choicesMax` 0.3 of question `d`"]
      ),
      (#""choicesMin": 0, "choicesMax": 1e300"#, [], ["`choicesMax` 1e300 of question `d`"]),
      (#""choicesMin": 5, "choicesMax": 1"#, [], ["choices 5 to 1 of question `d`"]),
    ] as [(String, [Int], [String])])
  func numberedChoices(spec: String, numbers: [Int], problems: [String]) throws {
    let (form, dropped) = try Self.translate(
      #"{"elements": [{"type": "dropdown", "name": "d", "# + spec + "}]}")
    let field = form.objectValue?["fields"]?.arrayValue?.first?.objectValue
    let ids = field?["options"]?.arrayValue?.compactMap { $0.objectValue?["id"]?.numberText }
    #expect(ids == numbers.map(String.init), "\(form)")
    #expect(dropped.map(\.construct) == problems, "\(dropped)")
  }

  @Test("a choice chosen by default is the option of that value, a number sent as a number")
  func numericDefault() throws {
    let loaded = try FormDecoder.decode(
      Array(
        #"{"elements": [{"type": "dropdown", "name": "d", "choices": [1, 2], "defaultValue": 2}, {"type": "checkbox", "name": "m", "choices": [1, 2], "defaultValue": [2]}]}"#
          .utf8), source: "x")
    #expect(loaded.diagnostics.isEmpty)
    let payload = PayloadWriter.string(
      BuildSubmission(form: loaded.form).payload(loaded.form.initialState))
    #expect(payload == #"{"d":2,"m":[2]}"#)
  }

  // MARK: Expressions

  @Test(
    "SurveyJS expressions in JSON Logic",
    arguments: [
      (
        "{age} >= 18 and {country} = 'US'",
        #"{"and":[{"!==":[{"var":"age"},null]},{"!==":[{"var":"age"},""]},{">=":[{"var":"age"},18]},{"==":[{"var":"country"},"US"]}]}"#
      ),
      (
        "{a} = 1 or {b} = 2 and {c} = 3",
        #"{"or":[{"==":[{"var":"a"},1]},{"and":[{"==":[{"var":"b"},2]},{"==":[{"var":"c"},3]}]}]}"#
      ),
      ("{a} notempty", #"{"and":[{"!==":[{"var":"a"},null]},{"!==":[{"var":"a"},""]}]}"#),
      ("{many} empty", #"{"!":[{"var":"many"}]}"#),
      ("{MANY} notempty", #"{"!!":[{"var":"many"}]}"#),
      ("{a} contains 'x'", #"{"in":["x",{"or":[{"var":"a"},""]}]}"#),
      ("{many} notcontains 'a'", #"{"!":[{"in":["a",{"or":[{"var":"many"},[]]}]}]}"#),
      (
        "{many} contains 2",
        #"{"or":[{"in":[2,{"or":[{"var":"many"},[]]}]},{"in":["2",{"or":[{"var":"many"},[]]}]}]}"#
      ),
      (
        "{many} anyof ['a', 'b']",
        #"{"some":[{"or":[{"var":"many"},[]]},{"in":[{"var":""},["a","b"]]}]}"#
      ),
      ("{a} anyof ['x', 'y']", #"{"in":[{"var":"a"},["x","y"]]}"#),
      // SurveyJS compares 2 and '2' as equal: each literal in both spellings.
      ("{a} anyof ['2', 3]", #"{"in":[{"var":"a"},["2",2,3,"3"]]}"#),
      ("{a} anyof ['.5', '01', '-1.25']", #"{"in":[{"var":"a"},[".5","01","-1.25",-1.25]]}"#),
      (
        "{many} allof ['a', 'b']",
        #"{"and":[{"in":["a",{"or":[{"var":"many"},[]]}]},{"in":["b",{"or":[{"var":"many"},[]]}]}]}"#
      ),
      ("{a} noneof ['x']", #"{"!":[{"in":[{"var":"a"},["x"]]}]}"#),
      (
        "!({a} < 3)",
        #"{"!":[{"and":[{"!==":[{"var":"a"},null]},{"!==":[{"var":"a"},""]},{"<":[{"var":"a"},3]}]}]}"#
      ),
      ("not {a}", #"{"!":[{"var":"a"}]}"#),
      // `!` negates all that follows, as SurveyJS's grammar reads it.
      (
        "!{a} = 'x' and {b} = 2",
        #"{"!":[{"and":[{"==":[{"var":"a"},"x"]},{"==":[{"var":"b"},2]}]}]}"#
      ),
      (
        "{b} = 2 and negate {a} = 'x' or {c} = 1",
        #"{"and":[{"==":[{"var":"b"},2]},{"!":[{"or":[{"==":[{"var":"a"},"x"]},{"==":[{"var":"c"},1]}]}]}]}"#
      ),
      (
        "{a} + {b} * 2 - -1 > 10 % 3",
        #"{">":[{"-":[{"+":[{"var":"a"},{"*":[{"var":"b"},2]}]},-1]},{"%":[10,3]}]}"#
      ),
      ("({a} + 1) / 2 <> 0.5", #"{"!=":[{"/":[{"+":[{"var":"a"},1]},2]},0.5]}"#),
      (
        "iif({a} > 1, 'big', \"small\") = 'big'",
        #"{"==":[{"if":[{"and":[{"!==":[{"var":"a"},null]},{"!==":[{"var":"a"},""]},{">":[{"var":"a"},1]}]},"big","small"]},"big"]}"#
      ),
      (
        "sum({a}, {b}) lessorequal max(1, 2, 3)",
        #"{"<=":[{"+":[{"var":"a"},{"var":"b"}]},{"max":[1,2,3]}]}"#
      ),
      (
        "{a} = true && {b} != null || {c} == false",
        #"{"or":[{"and":[{"==":[{"var":"a"},true]},{"!=":[{"var":"b"},null]}]},{"==":[{"var":"c"},false]}]}"#
      ),
      ("{a} = yes", #"{"==":[{"var":"a"},"yes"]}"#),
      ("{a} = 'it\\'s'", #"{"==":[{"var":"a"},"it's"]}"#),
      ("{a} = 007", #"{"==":[{"var":"a"},7]}"#),
    ])
  func expressions(source: String, logic: String) throws {
    #expect(try Self.logic(source) == logic)
  }

  @Test(
    "malformed or untranslatable expressions are reported and their condition dropped",
    arguments: [
      ("{a} >=", "ends where a value should be"),
      ("{a} = 'x", "has a string that is not closed"),
      ("{a", "has a \"{\" that is not closed"),
      ("{a} = 1)", "has \")\" where it should end"),
      ("({a} = 1", "lacks a closing \")\""),
      ("{a} # 1", "has an unexpected character \"#\""),
      ("and {a}", "has the operator \"and\" where a value should be"),
      ("{a} ^ 2", "uses \"^\", which JSON Logic cannot work out"),
      ("age({a}) > 18", "calls the function \"age\", which formsh does not have"),
      ("iif({a}, 1)", "calls iif with 2 arguments, not 3"),
      ("{a} allof {b}", "uses allof with no list of values on its right"),
      ("{row.x} = 1", "reads {row.x}, which formsh cannot name"),
      ("{a[0].b} = 1", "reads {a[0].b}, which formsh cannot name"),
      ("{panel.x} = 1", "reads {panel.x} outside a dynamic panel"),
      ("{}", "names no question in \"{}\""),
      (String(repeating: "!", count: 100) + "{a}", "is nested more than 64 levels deep"),
      (String(repeating: "(", count: 5_000), "is longer than 2000 tokens"),
    ])
  func malformed(source: String, reason: String) throws {
    let json = """
      {"elements": [{"type": "text", "name": "q", "visibleIf": \(JSONWriter.string(.string(source)))}]}
      """
    let (form, dropped) = try Self.translate(json)
    let field = try #require(form.objectValue?["fields"]?.arrayValue?.first?.objectValue)
    #expect(field["visible_if"] == nil)
    #expect(dropped.map(\.outcome) == [.untranslatable(reason)])
    #expect(dropped.map(\.pointer) == ["/elements/0/visibleIf"])
  }

  // MARK: Hostile input

  @Test("a hostile survey loads: every odd element reported, nothing traps")
  func hostile() throws {
    let loaded = try Self.load("hostile")
    #expect(loaded.form.title == "Hostile")
    let dropped = Self.dropped(loaded)
    #expect(dropped.count == 28)
    for expected in [
      "element is not an object; skipped @/elements/0",
      "element has no type; skipped @/elements/1",
      "text question has no name; skipped @/elements/2",
      "customwidget question `widget` is not a SurveyJS type formsh knows; skipped @/elements/3",
      "`visibleIf` is a number, not an expression; skipped @/elements/4/visibleIf",
      "choice of question `choices_odd` has no string or number value; skipped @/elements/12/choices/3",
      "`defaultValue` of question `wrong_default` is not a value the field takes; skipped @/elements/13/defaultValue",
      "bogus validator of question `bad_validators` is not supported; skipped @/elements/14/validators/1",
      "regex `(` of question `bad_validators` is not a pattern formsh can check (it has a \"(\" that is never closed (at character 1)); the field is not checked by it @/elements/14/validators/2/regex",
      "dynamic panel `inner` inside a dynamic panel is not supported (formsh has no list inside a list); skipped @/elements/19/templateElements/0",
      "expression validator of `y` is not supported inside a dynamic panel; skipped @/elements/19/templateElements/1/validators/0",
      "`inputMask` of question `masked` is not supported; skipped @/elements/22/inputMask",
    ] {
      #expect(dropped.contains(expected), "\(expected)")
    }
    #expect(try Self.field(loaded, "choices_odd").options.map(\.id) == ["true", "3.5"])
    #expect(try Self.field(loaded, "wide").kind.name == "number")
  }

  @Test(
    "each value of a real document replaced by every other type translates", arguments: fixtures)
  func mutated(name: String) throws {
    let bytes = try Array(
      String(contentsOfFile: Fixture.path("dialects/surveyjs/\(name).json"), encoding: .utf8).utf8)
    let document = try JSONParser.parseObject(bytes)
    for (index, variant) in DialectMutations.variants(of: document).enumerated() {
      _ = SurveyJSDialect().recognises(variant)
      let translation = SurveyJSDialect().translate(variant)
      // One in five through formsh's mapping too (all of them take half a minute).
      guard index % 5 == 0 else { continue }
      _ = FormMapper.map(FormDTO(json: translation.form), isInterrupted: { false })
    }
  }

  @Test(
    "wrong types everywhere translate without trapping",
    arguments: [
      #"{"elements": [{"type": 1}, {"type": "text", "name": 2}, {"type": "text", "name": "a", "title": [1], "isRequired": "yes", "validators": {"x": 1}}]}"#,
      #"{"pages": [1, null, {"elements": null}, {"elements": [{"type": "panel", "elements": [{"type": "panel"}]}]}]}"#,
      #"{"elements": [{"type": "dropdown", "name": "d", "choices": "a,b", "choicesMin": "x", "choicesByUrl": {"url": 5}}]}"#,
      #"{"elements": [{"type": "rating", "name": "r", "rateMin": "a", "rateMax": 1e300, "rateStep": -4}]}"#,
      #"{"elements": [{"type": "paneldynamic", "name": "p", "minPanelCount": -3, "maxPanelCount": "z", "templateElements": [1, {"type": "text", "name": "t", "visibleIf": "{panel.t} = {panel.T}"}]}]}"#,
      #"{"elements": [{"type": "text", "name": "t", "inputType": 5, "min": {}, "max": [], "maxLength": "long"}]}"#,
      #"{"triggers": "x", "calculatedValues": [1], "elements": [{"type": "expression", "name": "e", "expression": 7}]}"#,
    ])
  func wrongTypes(json: String) throws {
    let loaded = try FormDecoder.decode(Array(json.utf8), source: "x", dialect: SurveyJSDialect())
    #expect(loaded.dialect == "SurveyJS")
  }

  @Test("panels nested past the limit are reported, not recursed into")
  func deepPanels() throws {
    var json = #"{"type": "text", "name": "leaf"}"#
    for _ in 0..<40 { json = #"{"type": "panel", "elements": [\#(json)]}"# }
    let (form, dropped) = try Self.translate(#"{"elements": [\#(json)]}"#)
    #expect(form.objectValue?["fields"]?.arrayValue?.isEmpty == true)
    #expect(dropped.map(\.outcome) == [.nested(deeperThan: 32)])
  }

  // MARK: Helpers

  /// The compact payload of a fixture with these values set (and an item added to a list).
  static func submit(_ name: String, add list: FieldID?, _ values: [(FieldID, String)]) throws
    -> String
  {
    var form = try load(name).form
    if let list, let resized = form.resized?([list: 1]) { form = resized }
    var state = form.initialState
    for (id, text) in values {
      try EditForm(form: form).set(id, .text(text), in: &state)
    }
    _ = form.values.recompute(form, &state)
    return PayloadWriter.string(BuildSubmission(form: form).payload(state))
  }
}
