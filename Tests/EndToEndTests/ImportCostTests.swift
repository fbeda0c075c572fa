import Foundation
import Testing

/// Documents of other dialects whose translation cost far more than their size (issue 40, 2
/// and 6; docs/dialects.md, "What an import may cost"): each `$ref` resolved every time it was
/// met, names looked up by a walk through arrays, and nothing to stop an import but SIGKILL.
/// Each document here took minutes (or never ended) before; the tests bound no time, only
/// the work: a generous safety time-out fails a run that hangs.
@Suite struct ImportCostTests {
  /// A document shape, its size, and the field count it loads with.
  struct Shape: CustomTestStringConvertible, Sendable {
    let name: String
    let document: @Sendable () -> String
    let fields: Int
    var testDescription: String { name }
  }

  /// Each shape, at a size the old translation took many minutes over.
  static let shapes: [Shape] = [
    Shape(
      name: "JSON Schema allOf members naming the next definition twice, 40 deep",
      document: { allOfLadder(40) }, fields: 1),
    Shape(name: "JSON Schema $ref chain of 100,000", document: { refChain(100_000) }, fields: 1),
    Shape(name: "JSON Forms, 60,000 Controls", document: { jsonForms(60_000) }, fields: 60_000),
    Shape(name: "rjsf ui:order of 60,000 names", document: { uiOrder(60_000) }, fields: 60_000),
    Shape(name: "SurveyJS, 50,000 pages", document: { surveyPages(50_000) }, fields: 50_000),
    Shape(
      name: "Form.io, 50,000 titled panels", document: { formIOPanels(50_000) }, fields: 50_000),
    Shape(
      name: "Adaptive Cards, 50,000 show cards", document: { showCards(50_000) },
      fields: 50_000),
    Shape(name: "Kratos, 100,000 hidden inputs", document: { kratosHidden(100_000) }, fields: 0),
  ]

  @Test("A large or self-multiplying document of each dialect loads", arguments: shapes)
  func aLargeDocumentLoads(shape: Shape) throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("form.json", shape.document())
    let result = try Formsh.run(["lint", path], timeout: 120)
    #expect(result.status == 0, "\(result.stderr.prefix(400))")
    #expect(result.stdout.contains(": \(shape.fields) field"), "\(result.stdout.prefix(400))")
  }

  /// Documents whose few bytes make a form far past any a person fills in: each is refused,
  /// naming the document and what to do, when its import has done the work a form may take.
  static let bombs: [Shape] = [
    Shape(
      name: "JSON Schema if/then requiring 100,000 properties under a 2,000-node if",
      document: { conditionalRequired(100_000) }, fields: 0),
    Shape(
      name: "SurveyJS panels 31 deep, each with a 400-term visibleIf",
      document: {
        deepSurveyPanels(questions: 60_000)
      }, fields: 0),
    Shape(
      name: "Form.io layout 31 deep, each with a 400-term conditional",
      document: {
        deepFormIOLayout(components: 60_000)
      }, fields: 0),
    Shape(
      name: "JSON Forms layouts 31 deep, each with a 400-value rule",
      document: {
        deepJSONFormsLayout(controls: 60_000)
      }, fields: 0),
  ]

  @Test("A document that multiplies work is refused naming it", arguments: bombs)
  func aDocumentThatMultipliesWorkIsRefused(shape: Shape) throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("bomb.json", shape.document())
    let result = try Formsh.run(["lint", path], timeout: 120)
    #expect(result.status == 65, "\(result.stderr.prefix(400))")
    #expect(result.stderr.contains("\(path): translating this "), "\(result.stderr.prefix(400))")
    #expect(result.stderr.contains("steps of work an import may take"), "\(result.stderr)")
    #expect(result.stderr.contains("check the document, or split it"), "\(result.stderr)")
    #expect(result.stdout.isEmpty, "\(result.stdout.prefix(400))")
  }

  @Test(
    "SIGINT and SIGTERM stop lint while it imports, with whole reports only",
    arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
  func signalsStopAnImport(signal number: Int32, status: Int32) throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    // A flow whose translation is all the work (no field to map): many minutes each before,
    // a moment now; lint reads them one after the other, so whenever the signal comes, an
    // import is under way or about to be.
    let path = try files.write("flow.json", Self.kratosHidden(40_000))
    let child = try Child(["lint"] + Array(repeating: path, count: 200), measured: false)
    let working = Deadline(seconds: 60)
    while child.processorSeconds < 1, !working.hasPassed { usleep(10_000) }
    #expect(child.processorSeconds >= 1, "formsh did not get to work")
    child.deliver(signal: number)
    let (code, _) = child.wait(atMost: 60)
    #expect(code == status, "\(child.stderr.suffix(400))")
    #expect(child.stderr.contains("\(path): interrupted"), "\(child.stderr.suffix(400))")
    // Each report printed is whole, and the one interrupted printed nothing.
    for line in child.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
      #expect(line == "\(path) (Ory Kratos): 0 fields, no problems", "\(line.prefix(200))")
    }
    #expect(child.stdout.isEmpty || child.stdout.hasSuffix("\n"))
  }
}

extension ImportCostTests {
  static func allOfLadder(_ depth: Int) -> String {
    let definitions = (0..<depth).map { level in
      ##""d\##(level)": {"allOf": [{"$ref": "#/definitions/d\##(level + 1)"}, "##
        + ##"{"$ref": "#/definitions/d\##(level + 1)"}]}"##
    }
    return ##"{"type": "object", "properties": {"a": {"$ref": "#/definitions/d0"}}, "##
      + ##""definitions": {\##(definitions.joined(separator: ", ")), "##
      + ##""d\##(depth)": {"type": "object", "properties": {"x": {"type": "string"}}}}}"##
  }

  static func refChain(_ length: Int) -> String {
    let definitions = (0..<length).map { ##""d\##($0)": {"$ref": "#/definitions/d\##($0 + 1)"}"## }
    return ##"{"type": "object", "properties": {"a": {"$ref": "#/definitions/d0"}}, "##
      + ##""definitions": {\##(definitions.joined(separator: ",")), "##
      + ##""d\##(length)": {"type": "string"}}}"##
  }

  static func properties(_ count: Int) -> String {
    (0..<count).map { ##""p\##($0)": {"type": "string"}"## }.joined(separator: ",")
  }

  static func jsonForms(_ count: Int) -> String {
    let controls = (0..<count).map { ##"{"type": "Control", "scope": "#/properties/p\##($0)"}"## }
    return ##"{"schema": {"type": "object", "properties": {\##(properties(count))}}, "##
      + ##""uischema": {"type": "VerticalLayout", "elements": [\##(controls.joined(separator: ","))]}}"##
  }

  static func uiOrder(_ count: Int) -> String {
    let order = (0..<count).reversed().map { ##""p\##($0)""## }
    return ##"{"schema": {"type": "object", "properties": {\##(properties(count))}}, "##
      + ##""uiSchema": {"ui:order": [\##(order.joined(separator: ","))]}}"##
  }

  static func surveyPages(_ count: Int) -> String {
    let pages = (0..<count).map {
      ##"{"name": "page\##($0)", "elements": [{"type": "text", "name": "q\##($0)"}]}"##
    }
    return ##"{"pages": [\##(pages.joined(separator: ","))]}"##
  }

  static func formIOPanels(_ count: Int) -> String {
    let panels = (0..<count).map {
      ##"{"type": "panel", "key": "s\##($0)", "title": "S\##($0)", "components": "##
        + ##"[{"type": "textfield", "key": "k\##($0)", "input": true}]}"##
    }
    return ##"{"display": "form", "components": [\##(panels.joined(separator: ","))]}"##
  }

  static func showCards(_ count: Int) -> String {
    let actions = (0..<count).map {
      ##"{"type": "Action.ShowCard", "title": "C\##($0)", "card": {"type": "AdaptiveCard", "##
        + ##""body": [{"type": "Input.Text", "id": "i\##($0)"}]}}"##
    }
    return
      ##"{"type": "AdaptiveCard", "body": [], "actions": [\##(actions.joined(separator: ","))]}"##
  }

  static func kratosHidden(_ count: Int) -> String {
    let nodes = (0..<count).map {
      ##"{"type": "input", "group": "default", "attributes": {"name": "h\##($0)", "##
        + ##""type": "hidden", "value": "v"}, "messages": [], "meta": {}}"##
    }
    return ##"{"ui": {"action": "https://example.com/self-service/login", "method": "POST", "##
      + ##""nodes": [\##(nodes.joined(separator: ","))]}}"##
  }

  static func conditionalRequired(_ count: Int) -> String {
    let tests = (0..<400).map { ##""t\##($0)": {"const": "x"}"## }
    let names = (0..<count).map { ##""p\##($0)""## }
    return ##"{"type": "object", "properties": {\##(properties(count))}, "##
      + ##""if": {"properties": {\##(tests.joined(separator: ","))}}, "##
      + ##""then": {"required": [\##(names.joined(separator: ","))]}}"##
  }

  static func deepSurveyPanels(questions: Int) -> String {
    let condition = (0..<400).map { "{a} = '\($0)'" }.joined(separator: " or ")
    var panel =
      ##"{"type": "panel", "name": "p30", "visibleIf": "\##(condition)", "elements": ["##
      + (0..<questions).map { ##"{"type": "text", "name": "q\##($0)"}"## }.joined(separator: ",")
      + "]}"
    for depth in (0..<30).reversed() {
      panel =
        ##"{"type": "panel", "name": "p\##(depth)", "visibleIf": "\##(condition)", "##
        + ##""elements": [\##(panel)]}"##
    }
    return ##"{"elements": [{"type": "text", "name": "a"}, \##(panel)]}"##
  }

  static func deepFormIOLayout(components: Int) -> String {
    let condition =
      ##"{"json": {"or": ["##
      + (0..<400).map { ##"{"==": [{"var": "data.a"}, "\##($0)"]}"## }.joined(separator: ",")
      + "]}}"
    var layout =
      ##"{"type": "well", "key": "w30", "conditional": \##(condition), "components": ["##
      + (0..<components).map { ##"{"type": "textfield", "key": "k\##($0)", "input": true}"## }
      .joined(separator: ",") + "]}"
    for depth in (0..<30).reversed() {
      layout =
        ##"{"type": "well", "key": "w\##(depth)", "conditional": \##(condition), "##
        + ##""components": [\##(layout)]}"##
    }
    return ##"{"display": "form", "components": [{"type": "textfield", "key": "a", "##
      + ##""input": true}, \##(layout)]}"##
  }

  static func deepJSONFormsLayout(controls: Int) -> String {
    let values = (0..<400).map { ##""\##($0)""## }.joined(separator: ",")
    let rule =
      ##"{"effect": "SHOW", "condition": {"scope": "#/properties/a", "##
      + ##""schema": {"enum": [\##(values)]}}}"##
    var layout =
      ##"{"type": "VerticalLayout", "rule": \##(rule), "elements": ["##
      + (0..<controls).map { ##"{"type": "Control", "scope": "#/properties/p\##($0)"}"## }
      .joined(separator: ",") + "]}"
    for _ in 0..<30 {
      layout = ##"{"type": "VerticalLayout", "rule": \##(rule), "elements": [\##(layout)]}"##
    }
    return ##"{"schema": {"type": "object", "properties": {"a": {"type": "string"}, "##
      + ##"\##(properties(controls))}}, "uischema": \##(layout)}"##
  }
}
