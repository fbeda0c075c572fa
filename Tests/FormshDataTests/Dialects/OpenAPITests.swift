import FormshData
import FormshDomain
import FormshPlatform
import Testing

/// OpenAPI documents read as collections of forms (issue 43): each operation's request body
/// is a form through the JSON Schema importer, `$ref`s into `components` resolved, `readOnly`
/// properties left out; the operation is the form's action; `--operation` picks one.
@Suite("OpenAPI dialect")
struct OpenAPITests {
  static func translated(_ name: String, operation: String? = nil) throws(FormLoadError)
    -> FormDecoder.Translated
  {
    try FileFormSource(path: DialectFixture.path("openapi", name), operation: operation)
      .translated()
  }

  static func error(_ name: String, operation: String?) -> FormLoadError? {
    do {
      _ = try translated(name, operation: operation)
      return nil
    } catch {
      return error
    }
  }

  @Test("FastAPI's own document: the operation picked by its id is the body's form")
  func fastAPI() throws {
    let form = try Self.translated("fastapi-users.json", operation: "create_user_users_post")
    #expect(form.dialect?.name == "openapi")
    #expect(form.form.string("form_title") == "Create a user")
    #expect(form.field("name")?.string("type") == "TEXT")
    #expect(form.field("name")?["max_length"] == .number("30"))
    #expect(form.field("age")?["min"] == .number("18.0"))
    #expect(form.field("newsletter")?.string("type") == "CHECKBOX")
    // Read from a file, with no server URL, the path has nothing to resolve against.
    #expect(form.form.object("action") == nil)
    #expect(
      form.messages == [
        "OpenAPI operation `POST /users` has no action: the document was read from a file and"
          + " its servers give no URL (submit --to URL) (at /paths/~1users/post)"
      ])
  }

  @Test("fetched from a URL, the operation's path is the action, resolved when sent")
  func fastAPIFromAURL() throws {
    let bytes = try FileSystem.read(DialectFixture.path("openapi", "fastapi-users.json"))
    let form = try FormDecoder.translate(
      bytes, source: "http://127.0.0.1:8000/openapi.json", operation: "create_user_users_post")
    #expect(
      form.form.object("action")
        == JSONObject([
          ("url", .string("/users")), ("method", .string("POST")), ("as", .string("json")),
        ]))
    // The GET operation's path parameter is not the picked operation's: nothing reported.
    #expect(form.messages.isEmpty, "\(form.messages)")
  }

  @Test("`METHOD /path` picks the same operation, the method in any case")
  func byMethodAndPath() throws {
    let byId = try Self.translated("fastapi-users.json", operation: "create_order_orders_post")
    for spelling in ["POST /orders", "post /orders", "Post  /orders"] {
      #expect(try Self.translated("fastapi-users.json", operation: spelling).form == byId.form)
    }
  }

  @Test("several operations with a body and no --operation: an error listing them")
  func several() {
    guard case .noOperation(_, let reason)? = Self.error("fastapi-users.json", operation: nil)
    else {
      Issue.record("no noOperation error")
      return
    }
    #expect(reason.contains("2 operations with a request body"))
    #expect(reason.contains("create_user_users_post  (POST /users)"))
    #expect(reason.contains("create_order_orders_post  (POST /orders)"))
  }

  @Test(
    "an unknown operation suggests the nearest",
    arguments: [
      ("create_user_users", "did you mean \"create_user_users_post\"?"),
      ("POST /user", "did you mean \"POST /users\"?"),
      ("nothing-like-it", "formsh operations"),
    ])
  func unknown(selector: String, says: String) {
    guard case .noOperation(_, let reason)? = Self.error("fastapi-users.json", operation: selector)
    else {
      Issue.record("no noOperation error")
      return
    }
    #expect(reason.contains(says), "\(reason)")
  }

  @Test("YAML: a request body by $ref, components resolved, readOnly left out, writeOnly kept")
  func shopYAML() throws {
    let form = try Self.translated("shop.yaml", operation: "createCustomer")
    #expect(form.form.string("form_title") == "Create a customer")
    #expect(form.field("id") == nil)
    #expect(form.field("address.created") == nil)
    #expect(form.field("address.city")?.string("type") == "TEXT")
    #expect(form.field("password")?.string("subtype") == "SECURE")
    #expect(form.field("password")?["required"] == .bool(true))
    #expect(form.field("name")?["max_length"] == .number("40"))
    #expect(form.field("nickname")?.string("type") == "TEXT")
    #expect(form.field("tier")?["default_value"] == .string("free"))
    #expect(
      form.form.object("action")
        == JSONObject([
          ("url", .string("https://eu.shop.example/api/customers")), ("method", .string("POST")),
          ("as", .string("json")),
        ]))
    #expect(form.messages.isEmpty, "\(form.messages)")
  }

  @Test("a URL-encoded body is sent as a form")
  func urlEncoded() throws {
    let form = try Self.translated("shop.yaml", operation: "subscribe")
    #expect(
      form.form.object("action")
        == JSONObject([
          ("url", .string("https://eu.shop.example/api/newsletter")), ("method", .string("POST")),
          ("as", .string("form")),
        ]))
  }

  /// A path with parameters is no action: its template would be sent as it stands.
  @Test("parameters are reported with their pointers; a path with parameters is no action")
  func parameters() throws {
    let form = try Self.translated("shop.yaml", operation: "PUT /customers/{id}")
    #expect(form.form.object("action") == nil)
    let problems = form.diagnostics.compactMap { $0.problem as? DialectProblem }
    #expect(
      problems.map(\.pointer) == [
        "/paths/~1customers~1{id}/parameters/0", "/paths/~1customers~1{id}/put/parameters/0",
        "/paths/~1customers~1{id}/put",
      ])
    #expect(
      problems.map(\.construct) == [
        "path parameter `id`", "header parameter `X-Trace`",
        "operation `PUT /customers/{id}`",
      ])
    #expect(form.messages.contains { $0.contains("its path's parameters are not read") })
  }

  @Test("an operation without a body: an empty form without action, said")
  func noBody() throws {
    let form = try Self.translated("shop.yaml", operation: "readCustomer")
    #expect(form.form.array("fields") == [])
    #expect(form.form.object("action") == nil)
    #expect(form.messages.contains { $0.contains("has no action") }, "\(form.messages)")
  }

  @Test("request bodies and schemas whose $refs go round in a loop are reported, not followed")
  func refLoops() throws {
    let document = """
      {"openapi": "3.1.0", "paths": {
        "/a": {"post": {"operationId": "a", "requestBody": {"$ref": "#/components/requestBodies/A"}}},
        "/b": {"post": {"operationId": "b", "requestBody": {"content": {"application/json":
          {"schema": {"$ref": "#/components/schemas/Node"}}}}}}},
       "components": {"requestBodies": {"A": {"$ref": "#/components/requestBodies/B"},
                                         "B": {"$ref": "#/components/requestBodies/A"}},
         "schemas": {"Node": {"type": "object", "properties": {
           "name": {"type": "string"}, "next": {"$ref": "#/components/schemas/Node"}}}}}}
      """
    let looped = try FormDecoder.translate(Array(document.utf8), source: "api.json", operation: "a")
    #expect(looped.form.array("fields") == [])
    #expect(looped.messages.contains { $0.contains("requestBody $ref") }, "\(looped.messages)")
    let recursive = try FormDecoder.translate(
      Array(document.utf8), source: "api.json", operation: "b")
    #expect(recursive.field("name") != nil)
    #expect(recursive.field("next") == nil)
    #expect(recursive.messages.contains { $0.contains("recursive $ref") }, "\(recursive.messages)")
  }

  @Test("--operation on a form of another dialect is an error")
  func operationOnAnotherDialect() {
    let error = error(
      path: DialectFixture.path("json-schema", "rjsf-nested.json"), operation: "x")
    guard case .noOperation(_, let reason)? = error else {
      Issue.record("\(String(describing: error))")
      return
    }
    #expect(reason.contains("picks an operation of an OpenAPI document"))
  }

  private func error(path: String, operation: String) -> FormLoadError? {
    do {
      _ = try FileFormSource(path: path, operation: operation).translated()
      return nil
    } catch {
      return error
    }
  }
}
