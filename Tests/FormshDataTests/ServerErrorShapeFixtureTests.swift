import Foundation
import FormshData
import FormshDomain
import Testing

/// Each framework's error shape, on a body taken from the framework's own output or
/// documentation (`Fixtures/ServerErrors/SOURCES.md` names each), mapped onto a form with a
/// plain field, a field in a group and a field of a list's second item: each error on its
/// field, and the shape told apart for coverage.
@Suite struct ServerErrorShapeFixtureTests {
  static let form: Form = {
    let text = """
      {"form_title": "Sign up", "fields": [
        {"id": "name", "type": "TEXT", "label": "Name", "required": true},
        {"id": "age", "type": "TEXT", "subtype": "NUMBER", "label": "Age"},
        {"id": "address", "type": "GROUP", "label": "Address", "fields": [
          {"id": "city", "type": "TEXT", "label": "City"}]},
        {"id": "items", "type": "GROUP", "label": "Item", "repeat": {"min": 2},
         "fields": [{"id": "name", "type": "TEXT", "label": "Name"}]}
      ]}
      """
    return try! FormDecoder.decode(Array(text.utf8), source: "form.json").form
  }()

  struct Case: Sendable, CustomTestStringConvertible {
    let file: String
    let shape: ServerErrorShape
    let fields: [FieldID: [String]]
    let form: [String]
    var testDescription: String { file }
  }

  static let cases: [Case] = [
    Case(
      file: "fastapi-pydantic1.json", shape: .fastAPI,
      fields: [
        "name": ["ensure this value has at least 1 characters"],
        "age": ["ensure this value is greater than or equal to 18"],
        "address.city": ["ensure this value has at most 20 characters"],
        "items[2].name": ["ensure this value has at most 10 characters"],
      ], form: []),
    Case(
      file: "fastapi-pydantic2.json", shape: .fastAPI,
      fields: [
        "name": ["String should have at least 1 character"],
        "age": ["Input should be greater than or equal to 18"],
        "address.city": ["String should have at most 20 characters"],
        "items[2].name": ["String should have at most 10 characters"],
      ], form: ["42: JSON decode error"]),
    Case(
      file: "django-rest-framework.json", shape: .djangoREST,
      fields: [
        "name": ["This field may not be blank."],
        "age": ["Ensure this value is greater than or equal to 18."],
        "address.city": ["Ensure this field has no more than 20 characters."],
        "items[2].name": ["Ensure this field has no more than 10 characters."],
      ], form: ["The campaign is closed."]),
    Case(
      file: "django-forms.json", shape: .djangoForms,
      fields: [
        "name": ["This field is required."],
        "age": ["Ensure this value is greater than or equal to 18."],
        "address.city": ["Ensure this value has at most 20 characters (it has 25)."],
        "items[2].name": ["Ensure this value has at most 10 characters (it has 23)."],
      ], form: ["The campaign is closed."]),
    Case(
      file: "spring-boot.json", shape: .springBoot,
      fields: [
        "age": ["must be greater than or equal to 18"],
        "address.city": ["size must be between 1 and 20"],
        "items[2].name": ["size must be between 1 and 10"],
      ], form: ["The campaign is closed."]),
    Case(
      file: "express-validator-7.json", shape: .expressValidator,
      fields: [
        "age": ["Age must be at least 18"], "address.city": ["City is too long"],
        "items[2].name": ["Name is too long"],
      ], form: ["Invalid value(s)"]),
    Case(
      file: "express-validator-6.json", shape: .expressValidator,
      fields: [
        "age": ["Age must be at least 18"], "address.city": ["City is too long"],
        "items[2].name": ["Name is too long"],
      ], form: []),
    Case(
      file: "zod-issues.json", shape: .zod,
      fields: [
        "age": ["Number must be greater than or equal to 18"],
        "address.city": ["String must contain at most 20 character(s)"],
        "items[2].name": ["String must contain at most 10 character(s)"],
      ], form: ["The campaign is closed."]),
    // flatten() keeps only the first step of a path: a group's or a list's errors are the
    // form's, named by it.
    Case(
      file: "zod-flatten.json", shape: .zodFlatten,
      fields: ["age": ["Number must be greater than or equal to 18"]],
      form: [
        "The campaign is closed.", "address: String must contain at most 20 character(s)",
        "items: String must contain at most 10 character(s)",
      ]),
    Case(
      file: "nestjs-class-validator.json", shape: .nestJS,
      fields: [
        "age": ["age must not be less than 18"],
        "address.city": ["address.city must be shorter than or equal to 20 characters"],
        "items[2].name": ["items.1.name must be shorter than or equal to 10 characters"],
      ], form: ["property nickname should not exist"]),
    Case(
      file: "aspnet-core.json", shape: .aspNetCore,
      fields: [
        "age": ["The field Age must be between 18 and 130."],
        "address.city": ["The field City must be a string with a maximum length of 20."],
        "items[2].name": ["The field Name must be a string with a maximum length of 10."],
      ], form: ["A non-empty request body is required."]),
    // An HTML form is flat: a page's errors name the inputs beside them.
    Case(
      file: "django-form-page.html", shape: .htmlPage,
      fields: [
        "name": ["This field is required."],
        "age": ["Ensure this value is greater than or equal to 18."],
      ], form: ["The campaign is closed."]),
  ]

  static func body(_ file: String) throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: Fixture.path("ServerErrors/" + file))))
  }

  @Test(arguments: cases)
  func eachShapeMapsAPlainANestedAndAListItemsField(_ example: Case) throws {
    let body = try Self.body(example.file)
    let errors = try #require(ServerErrorMapper.map(body, form: Self.form))
    #expect(errors.fieldErrors == example.fields)
    #expect(errors.formErrors == example.form)
    #expect(ServerErrorMapper.shapes(body) == [example.shape])
  }

  @Test("every shape the registry reads has a fixture")
  func everyShapeHasAFixture() {
    let covered = Set(Self.cases.map(\.shape))
    let older: Set<ServerErrorShape> = [
      .problemDetails, .invalidParams, .problem, .jsonAPI, .errorsMap, .kratos,
    ]
    #expect(covered.union(older) == Set(ServerErrorShape.allCases))
    // The registry reads each shape coverage knows, once.
    #expect(ServerErrorMapper.shapesRead.count == ServerErrorShape.allCases.count)
    #expect(Set(ServerErrorMapper.shapesRead) == Set(ServerErrorShape.allCases))
  }

  @Test(
    "ASP.NET Core's keys match without regard to case; the Rails map's do not",
    arguments: [
      (#"{"title":"x","status":400,"errors":{"ADDRESS.city":["bad"]}}"#, ["address.city"], 0),
      (#"{"title":"x","status":400,"errors":{"$.items[0].NAME":["bad"]}}"#, ["items[1].name"], 0),
      (#"{"errors":{"Age":["bad"]}}"#, [], 1),
    ])
  func caseOfKeys(body: String, fields: [FieldID], formErrors: Int) throws {
    let errors = try #require(ServerErrorMapper.map(Array(body.utf8), form: Self.form))
    #expect(errors.fieldOrder == fields)
    #expect(errors.formErrors.count == formErrors)
  }

  @Test(
    "a JSON pointer reaches a field in a group and an item's field",
    arguments: [
      ("/address/city", "address.city"), ("#/items/1/name", "items[2].name"),
      ("/data/attributes/address/city", "address.city"), ("/items/0/name/0", "items[1].name"),
    ])
  func pointers(pointer: String, field: FieldID) throws {
    let body = #"{"errors":[{"pointer":"\#(pointer)","detail":"bad"}]}"#
    let errors = try #require(ServerErrorMapper.map(Array(body.utf8), form: Self.form))
    #expect(errors.fieldErrors == [field: ["bad"]])
  }

  @Test(
    "a path to no item or no field is the form's, named as the server named it",
    arguments: [
      (#"{"detail":[{"loc":["body","items",5,"name"],"msg":"bad"}]}"#, "items.5.name: bad"),
      (#"{"issues":[{"path":["address","zip"],"message":"bad"}]}"#, "address.zip: bad"),
      (#"{"address":{"non_field_errors":["bad"]}}"#, "address: bad"),
      (#"{"errors":[{"field":"items[9].name","defaultMessage":"bad"}]}"#, "items[9].name: bad"),
    ])
  func unmatchedPaths(body: String, formError: String) throws {
    let errors = try #require(ServerErrorMapper.map(Array(body.utf8), form: Self.form))
    #expect(errors.fieldErrors.isEmpty)
    #expect(errors.formErrors == [formError])
  }

  @Test(
    "bodies that only resemble a shape are shown as they are",
    arguments: [
      #"{"detail": "Not Found"}"#, #"{"detail": []}"#, #"{"detail": [{"msg": "no loc"}]}"#,
      #"{"issues": []}"#, #"{"fieldErrors": {}}"#,
      #"{"name": []}"#, #"{"name": ["a"], "count": 2}"#, #"{"items": [1, 2]}"#,
      #"{"a": {}}"#, "[]", #"[{"msg": "x"}]"#,
    ])
  func lookalikes(body: String) {
    #expect(ServerErrorMapper.map(Array(body.utf8), form: Self.form) == nil, "\(body)")
  }

  @Test("a map nested past 32 levels is no shape, and costs no more than its size")
  func deepNesting() {
    let deep =
      String(repeating: #"{"a":"#, count: 40) + #"["x"]"# + String(repeating: "}", count: 40)
    #expect(ServerErrorMapper.map(Array(deep.utf8), form: Self.form) == nil)
  }
}
