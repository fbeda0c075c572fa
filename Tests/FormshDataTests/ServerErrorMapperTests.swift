import FormshData
import FormshDomain
import Testing

/// A server's error responses in the four shapes issue 15 names (the very bodies the test
/// server sends), mapped onto a small form; then hostile ones.
@Suite("ServerErrorMapper")
struct ServerErrorMapperTests {
  static let form: Form = {
    let text = """
      {"form_title": "Sign up", "fields": [
        {"id": "name", "type": "TEXT", "label": "Name"},
        {"id": "email", "type": "TEXT", "subtype": "EMAIL", "label": "Email"},
        {"id": "age", "type": "TEXT", "subtype": "NUMBER", "label": "Age"},
        {"id": "a/b~c", "type": "TEXT", "label": "Odd"}
      ]}
      """
    return try! FormDecoder.decode(Array(text.utf8), source: "form.json").form
  }()

  static func map(_ body: String) -> ServerErrors? {
    ServerErrorMapper.map(Array(body.utf8), form: form)
  }

  @Test("RFC 9457: errors[] with pointers; an entry without one is the form's")
  func problemDetails() throws {
    let errors = try #require(
      Self.map(
        ##"{"type":"https://example.com/probs/validation","title":"Your request is not valid.","status":422,"errors":[{"detail":"has already been taken","pointer":"#/email"},{"detail":"must be at least 18","pointer":"/age"},{"detail":"the campaign is closed"}]}"##
      ))
    #expect(errors.fieldOrder == ["email", "age"])
    #expect(errors.messages(for: "email") == ["has already been taken"])
    #expect(errors.messages(for: "age") == ["must be at least 18"])
    #expect(errors.formErrors == ["the campaign is closed"])
    #expect(errors.count == 3)
    #expect(
      errors.lines == [
        "the campaign is closed", "email: has already been taken", "age: must be at least 18",
      ])
  }

  @Test(
    "RFC 9457: invalid_params and invalid-params of {name, reason}",
    arguments: ["invalid_params", "invalid-params"])
  func invalidParams(key: String) throws {
    let errors = try #require(
      Self.map(
        #"{"type":"about:blank","title":"Bad Request","status":400,"\#(key)":[{"name":"email","reason":"is on a blocklist"},{"name":"nickname","reason":"is reserved"}]}"#
      ))
    #expect(errors.fields.map(\.field) == ["email"])
    #expect(errors.messages(for: "email") == ["is on a blocklist"])
    #expect(errors.formErrors == ["nickname: is reserved"])
  }

  @Test("JSON:API: errors[] with source.pointer under /data/attributes")
  func jsonAPI() throws {
    let errors = try #require(
      Self.map(
        #"{"errors":[{"status":"422","source":{"pointer":"/data/attributes/email"},"detail":"has already been taken"},{"status":"422","detail":"something is off"}]}"#
      ))
    #expect(errors.fieldErrors == ["email": ["has already been taken"]])
    #expect(errors.formErrors == ["something is off"])
  }

  @Test("Rails and Laravel: a map of field to messages; base and Laravel's message")
  func railsLaravel() throws {
    let errors = try #require(
      Self.map(
        #"{"message":"The given data was invalid.","errors":{"email":["has already been taken","is too common"],"base":["the campaign is closed"]}}"#
      ))
    #expect(errors.fieldErrors == ["email": ["has already been taken", "is too common"]])
    #expect(errors.formErrors == ["the campaign is closed"])
    // No field error: the message is the form's, first.
    let baseOnly = try #require(
      Self.map(
        #"{"message":"The given data was invalid.","errors":{"base":"closed","tos":["must be accepted"]}}"#
      ))
    #expect(baseOnly.fieldErrors.isEmpty)
    #expect(
      baseOnly.formErrors == ["The given data was invalid.", "closed", "tos: must be accepted"])
  }

  @Test(
    "names: an id exactly, or a JSON pointer whose first token is one",
    arguments: [
      ("email", "email"), ("/email", "email"), ("#/email", "email"), ("/email/0", "email"),
      ("/data/attributes/age", "age"), ("/a~1b~0c", "a/b~c"), ("a/b~c", "a/b~c"),
      ("/a~1b~0c/x", "a/b~c"),
    ])
  func names(name: String, field: FieldID) throws {
    let errors = try #require(Self.map(#"{"errors":{"\#(name)":["bad"]}}"#))
    #expect(errors.fieldErrors == [field: ["bad"]], "\(name)")
  }

  @Test(
    "names that name no field are the form's, the name kept",
    arguments: [
      ("nickname", "nickname: bad"), ("/nickname", "/nickname: bad"),
      ("#/nickname", "/nickname: bad"), ("/data/email", "/data/email: bad"),
      ("Email", "Email: bad"), ("/a~0b~1c", "/a~0b~1c: bad"), ("", "bad"),
      // `_form`, formsh's own key for the form's errors (as a pointer too), is no name.
      ("_form", "bad"), ("/_form", "bad"), ("#/_form", "bad"),
    ])
  func unmatched(name: String, text: String) throws {
    let errors = try #require(Self.map(#"{"errors":{"\#(name)":["bad"]}}"#))
    #expect(errors.fieldErrors.isEmpty)
    #expect(errors.formErrors == [text], "\(name)")
  }

  @Test("a problem without a list of errors is one form error; the title without a detail")
  func plainProblem() throws {
    #expect(
      Self.map(#"{"type":"about:blank","title":"Conflict","status":409,"detail":"already sent"}"#)?
        .formErrors == ["already sent"])
    #expect(Self.map(#"{"title":"Teapot","status":418}"#)?.formErrors == ["Teapot"])
    // A title when no error names a field, as a summary first.
    #expect(
      Self.map(#"{"title":"Bad","errors":[{"detail":"x"}]}"#)?.formErrors == ["Bad", "x"])
  }

  @Test(
    "bodies of none of the shapes are nil",
    arguments: [
      "", "not json", "[]", "\"error\"", "{}", #"{"errors": 42}"#, #"{"errors": null}"#,
      #"{"message": "hello"}"#, #"{"title": "no type or status"}"#, #"{"data": {"id": 1}}"#,
      #"{"invalid_params": "x"}"#,
    ])
  func none(body: String) {
    #expect(Self.map(body) == nil, "\(body)")
  }

  @Test("empty lists are the shape with no errors")
  func empty() throws {
    #expect(try #require(Self.map(#"{"errors": []}"#)).isEmpty)
    #expect(try #require(Self.map(#"{"errors": {}}"#)).isEmpty)
  }

  @Test("hostile entries are skipped or read as far as they go")
  func hostileEntries() throws {
    let errors = try #require(
      Self.map(
        #"{"errors":[1, null, [], "plain text", {"pointer": 5, "detail": "pointer not a string"}, {"pointer": "/email", "detail": ["not", "a string"]}, {"source": "x", "detail": "source not an object"}, {"pointer": "/age"}, {}]}"#
      ))
    #expect(errors.fieldErrors == ["email": ["is invalid"], "age": ["is invalid"]])
    #expect(errors.formErrors == ["plain text", "pointer not a string", "source not an object"])
    let map = try #require(
      Self.map(#"{"errors":{"email": [1, "ok", null, {"a": "b"}], "age": 3, "name": {"x": "y"}}}"#))
    #expect(map.fieldErrors == ["email": ["ok"]])
    #expect(map.formErrors.isEmpty)
  }

  @Test("10,000 errors: 100 kept, the rest counted")
  func manyErrors() throws {
    let entries = (0..<10_000).map { #"{"pointer":"/email","detail":"error \#($0)"}"# }
    let errors = try #require(Self.map(#"{"errors":[\#(entries.joined(separator: ","))]}"#))
    #expect(errors.messages(for: "email").count == 100)
    #expect(errors.messages(for: "email").last == "error 99")
    #expect(errors.formErrors == ["… and 9900 more errors"])
    #expect(errors.count == 101)
    let one = (0..<101).map { #""e\#($0)""# }.joined(separator: ",")
    #expect(Self.map(#"{"errors":{"base":[\#(one)]}}"#)?.formErrors.last == "… and 1 more error")
  }

  @Test("control characters are removed, line breaks and tabs made spaces")
  func controlCharacters() throws {
    let errors = try #require(
      Self.map(
        #"{"errors":{"email":["\u001b[31mred\u001b[0m\u0007 text\nnext\tline\u202e!  "],"nick\u0000name":["x\u0085y"]}}"#
      ))
    #expect(errors.messages(for: "email") == ["[31mred[0m text next line!"])
    #expect(errors.formErrors == ["nickname: xy"])
    // Nothing left: a field error reads "is invalid", a form error is dropped.
    let blank = try #require(Self.map(#"{"errors":{"email":["\u0001 \n"],"base":["\u0002"]}}"#))
    #expect(blank.fieldErrors == ["email": ["is invalid"]])
    #expect(blank.formErrors.isEmpty)
  }

  @Test("a message of 1 MB is cut to 500 characters, ending in an ellipsis")
  func hugeMessage() throws {
    let huge = String(repeating: "é", count: 1 << 20)
    let errors = try #require(
      Self.map(#"{"errors":[{"pointer":"/email","detail":"\#(huge)"}],"title":"\#(huge)"}"#))
    let message = try #require(errors.messages(for: "email").first)
    #expect(message.count == 500)
    #expect(message.hasSuffix("é…"))
    let name = try #require(Self.map(#"{"errors":{"\#(huge)":["bad"]}}"#)?.formErrors.first)
    #expect(name.count == 500)
    // Combining marks: a megabyte that is one character.
    let cluster = "e" + String(repeating: "\u{301}", count: 1 << 20)
    let one = try #require(
      Self.map(#"{"errors":{"email":["\#(cluster)"]}}"#)?.messages(for: "email").first)
    #expect(one.unicodeScalars.count <= 4 * ServerErrorMapper.messageLimit + 1)
  }

  @Test("the errors in the form's order, and as JSON for reports")
  func display() throws {
    let errors = try #require(
      Self.map(#"{"errors":{"age":["too young"],"nickname":["taken"],"email":["bad"]}}"#))
    #expect(errors.fields.map(\.field) == ["age", "email"])
    #expect(errors.fields(in: Self.form).map(\.field) == ["email", "age"])
    // The shape of a `fill --to` line and of `validate --remote --json`: the first message
    // of each field in the form's order, the form's own joined under `_form`.
    let two = try #require(
      Self.map(#"{"errors":{"age":["too young","too small"],"nickname":["taken"],"x":["y"]}}"#))
    #expect(
      two.json(in: Self.form, { $0.uppercased() })
        == .object(
          JSONObject([
            ("age", .string("TOO YOUNG")), ("_form", .string("NICKNAME: TAKEN; X: Y")),
          ])))
    #expect(
      errors.json(in: Self.form)
        == .object(
          JSONObject([
            ("email", .string("bad")), ("age", .string("too young")),
            ("_form", .string("nickname: taken")),
          ])))
    var built = ServerErrors()
    #expect(built.isEmpty)
    built.add("x", to: "email")
    built.addFormError("y")
    #expect(!built.isEmpty && built.count == 2 && built.lines == ["y", "email: x"])
  }
}
