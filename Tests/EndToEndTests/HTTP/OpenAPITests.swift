import Foundation
import Testing

/// An OpenAPI document is a collection of forms (issue 43, docs/openapi.md), against a real
/// FastAPI app (`Backend/frameworks/fastapi_users.py`, Debian's python3-fastapi) and its own
/// `/openapi.json`: the operations are listed, one is loaded by its id, `submit` with no
/// `--to` posts to the operation's path, and FastAPI's own validation answers.
@Suite struct OpenAPITests {
  static let yaml = "Tests/EndToEndTests/Fixtures/openapi/users.yaml"

  @Test func operationsListsWhatFastAPIServes() throws {
    let app = try TestBackend.start(app: "fastapi_users")
    defer { app.stop() }
    let listed = try Formsh.run(["operations", app.url("/openapi.json")])
    #expect(listed.status == 0, "\(listed)")
    #expect(
      listed.stdout == """
        POST /users  create_user_users_post  Create a user  [application/json]
        GET /users/{user_id}  read_user_users__user_id__get  Read a user
        POST /orders  create_order_orders_post  Place an order  [application/json]

        """)
    let json = try Formsh.run(["operations", "--json", app.url("/openapi.json")])
    #expect(json.status == 0, "\(json)")
    #expect(
      json.stdout.hasPrefix(
        #"{"method":"POST","path":"/users","operation_id":"create_user_users_post","#
          + #""summary":"Create a user","media_types":["application/json"]}"# + "\n"))
    // The same document in YAML lists the same operations.
    let fromYAML = try Formsh.run(["operations", Self.yaml])
    #expect(fromYAML.stdout == listed.stdout, "\(fromYAML)")
    // A form that is no OpenAPI document is said to be none.
    let notOne = try Formsh.run(["operations", "Forms/signup.json"])
    #expect(notOne.status == 65, "\(notOne)")
    #expect(notOne.stderr.contains("not an OpenAPI 3 document"), "\(notOne)")
  }

  @Test func anOperationIsAFormThatSubmitsToItsPath() throws {
    let app = try TestBackend.start(app: "fastapi_users")
    defer { app.stop() }
    let document = app.url("/openapi.json")
    let shown = try Formsh.run(["-c", "show", "--operation", "create_user_users_post", document])
    #expect(shown.status == 0, "\(shown)")
    #expect(shown.stdout.hasPrefix("Create a user\n"), "\(shown)")
    for field in ["Name *", "Email *", "Age *", "Newsletter"] {
      #expect(shown.stdout.contains(field), "\(field): \(shown)")
    }
    // No --to: the operation's path on the document's origin, as JSON; FastAPI accepts.
    let fill = "set name=Ada; set email=ada@example.com; set age=36"
    let accepted = try Formsh.run([
      "-c", fill + "; submit; expect status 200", "--operation", "POST /users", document,
    ])
    #expect(accepted.status == 0, "\(accepted)")
    #expect(accepted.stdout.contains(#""name": "Ada""#), "\(accepted)")
    // A value only the server refuses: FastAPI's own 422.
    let refused = try Formsh.run([
      "-c", fill.replacing("name=Ada", with: "name=taken") + "; submit",
      "--operation", "create_user_users_post", document,
    ])
    #expect(refused.status == 1, "\(refused)")
    #expect(refused.stdout.contains("HTTP 422"), "\(refused)")
    #expect(refused.stdout.contains("name is taken"), "\(refused)")
  }

  @Test func withoutAnOperationTheChoicesAreListed() throws {
    let app = try TestBackend.start(app: "fastapi_users")
    defer { app.stop() }
    let document = app.url("/openapi.json")
    let none = try Formsh.run(["-c", "show", document])
    #expect(none.status == 2, "\(none)")
    #expect(
      none.stderr.contains(
        "the OpenAPI document has 2 operations with a request body; pick one with --operation"),
      "\(none)")
    #expect(none.stderr.contains("create_order_orders_post  (POST /orders)"), "\(none)")
    for subcommand in [["lint"], ["convert"], ["cases"], ["probe"]] {
      let typo = try Formsh.run(subcommand + ["--operation", "create_user", document])
      #expect(typo.status == 2, "\(subcommand): \(typo)")
      #expect(typo.stderr.contains(#"did you mean "create_user_users_post"?"#), "\(typo)")
    }
    // At the prompt, load takes it too.
    let loaded = try Formsh.run(
      ["-c", "load --operation create_order_orders_post \(document); show item"])
    #expect(loaded.status == 0, "\(loaded)")
    #expect(loaded.stdout.contains("Item *"), "\(loaded)")
  }

  @Test func generatedCasesLoadTheOperationAndPassAgainstTheApp() throws {
    let app = try TestBackend.start(app: "fastapi_users")
    defer { app.stop() }
    let files = try TemporaryFiles()
    defer { files.remove() }
    let out = files.path + "/cases"
    let document = app.url("/openapi.json")
    let cases = try Formsh.run([
      "cases", "--operation", "create_order_orders_post", "--out", out, document,
    ])
    #expect(cases.status == 0, "\(cases)")
    let script = try String(contentsOfFile: out + "/item.formsh", encoding: .utf8)
    #expect(script.contains("load --operation create_order_orders_post \(document)\n"), "\(script)")
    let run = try Formsh.run(["test", out])
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("0 failed"), "\(run)")
  }

  @Test func theYAMLDocumentIsTheSameFormAsTheJSONOne() throws {
    let app = try TestBackend.start(app: "fastapi_users")
    defer { app.stop() }
    let fromJSON = try Formsh.run([
      "-c", "show", "--operation", "create_user_users_post", app.url("/openapi.json"),
    ])
    let fromYAML = try Formsh.run([
      "-c", "show", "--operation", "create_user_users_post", Self.yaml,
    ])
    #expect(fromJSON.status == 0, "\(fromJSON)")
    #expect(fromYAML.status == 0, "\(fromYAML)")
    #expect(fromYAML.stdout == fromJSON.stdout)
    // Read from a file, the action's path has no origin: said at load, and --to says where.
    #expect(fromYAML.stderr.contains("4 fields, 1 warning"), "\(fromYAML)")
    let lint = try Formsh.run(["lint", "--operation", "create_user_users_post", Self.yaml])
    #expect(
      lint.stdout.contains(
        "has no action: the document was read from a file and its servers give no URL"),
      "\(lint)")
    let sent = try Formsh.run([
      "-c", "set name=Bo; set email=bo@example.com; set age=20; submit --to \(app.url("/users"))",
      "--operation", "create_user_users_post", Self.yaml,
    ])
    #expect(sent.status == 0, "\(sent)")
    #expect(sent.stdout.contains("HTTP 200"), "\(sent)")
  }

  @Test func hostileTextInADocumentIsShownHarmlessly() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write(
      "api.yaml",
      """
      openapi: 3.1.0
      paths:
        /x:
          post:
            operationId: "evil\\e]0;owned\\a"
            summary: "Red \\e[31malert\\e[0m"
            requestBody: {content: {application/json: {schema: {type: object, properties: {a: {type: string}}}}}}
      """)
    let listed = try Formsh.run(["operations", path])
    #expect(listed.status == 0, "\(listed)")
    #expect(!listed.stdout.contains("\u{1B}"), "\(listed)")
    #expect(!listed.stdout.contains("\u{07}"), "\(listed)")
    let json = try Formsh.run(["operations", "--json", path])
    #expect(!json.stdout.contains("\u{1B}"), "\(json)")
  }

  @Test func aBrokenYAMLDocumentNamesItsLine() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write(
      "api.yaml", "openapi: 3.1.0\npaths: {}\ninfo: {title: x}\npaths: {}\n")
    let result = try Formsh.run(["lint", path])
    #expect(result.status == 65, "\(result)")
    #expect(
      result.stderr.contains(
        "api.yaml:4:1: YAML: key `paths` is given twice (first on line 2); keep one"), "\(result)")
  }
}
